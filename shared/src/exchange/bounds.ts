// What an exchange order can cost or bring, as the engine will hold it to: the price band around the reference price,
// the lock a buy holds (its worst case), what walking the book as it stands would cost, and the largest buy a rupee
// balance funds. The provider's engine uses these same rules, so the order form's figures and its percentage
// buttons agree with what the provider locks and accepts.
import { buyLock, type ExchangeRates, fillValue, valueForBudget } from './charges.ts';
import type { PairConfig } from './pairs.ts';

/** The price bands and stops are measured from: the last trade, else the middle of the best bid and ask (0: none). */
export function referenceTicks(lastTicks: number, bestBid: number | null, bestAsk: number | null): number {
  if (lastTicks > 0) return lastTicks;
  return bestBid !== null && bestAsk !== null ? Math.floor((bestBid + bestAsk) / 2) : 0;
}

/** The lowest rate the band allows: a sale fills no lower, a limit no lower. */
export function bandLow(reference: number, bandPercent: number): number {
  return Math.ceil((reference * (100 - bandPercent)) / 100);
}

/** The highest rate the band allows: a buy fills no higher, so a market buy locks its value at this rate. */
export function bandHigh(reference: number, bandPercent: number): number {
  return Math.floor((reference * (100 + bandPercent)) / 100);
}

/** The most lots whose lock (value at `ticks`, the higher fee rate and GST on it) fits `budget` paise. */
export function maxBuyLots(budget: number, ticks: number, config: PairConfig, rates: ExchangeRates): number {
  if (budget <= 0 || ticks <= 0) return 0;
  // The most value the budget pays for at the higher rate, in whole lots; then the exact boundary (a lot or two).
  const value = valueForBudget(budget, Math.max(rates.makerBps, rates.takerBps), rates);
  let lots = Math.floor(value / fillValue(1, ticks, config));
  while (lots > 0 && buyLock(fillValue(lots, ticks, config), rates) > budget) lots -= 1;
  while (buyLock(fillValue(lots + 1, ticks, config), rates) <= budget) lots += 1;
  return lots;
}

/**
 * What a sale's take-profit and stop-loss lock at placing, in paise: buying back `lots` at the dearer of the
 * take-profit and the top of the band around the stop-loss (where the fired stop may fill), fee and GST included.
 * Both exits share it (a buy's exits lock the coin each fill brings instead). 0 without exits.
 */
export function saleExitsLock(
  lots: number,
  exits: { takeProfitTicks: number; stopLossTicks: number },
  bandPercent: number,
  config: PairConfig,
  rates: ExchangeRates,
): number {
  const ticks = saleExitsLockTicks(exits, bandPercent);
  return ticks === 0 ? 0 : buyLock(fillValue(lots, ticks, config), rates);
}

/** The rate saleExitsLock counts at (0 without exits). */
export function saleExitsLockTicks(
  exits: { takeProfitTicks: number; stopLossTicks: number },
  bandPercent: number,
): number {
  const sl = exits.stopLossTicks;
  return Math.max(exits.takeProfitTicks, sl > 0 ? bandHigh(sl, bandPercent) : 0);
}

/** A price level as whole ticks and lots, best first. */
export interface LevelTicks {
  ticks: number;
  lots: number;
}

/** Taking `lots` from the other side's levels, best first, no further than `limit`: what fills, and its value. */
export function walkBook(
  levels: readonly LevelTicks[],
  lots: number,
  limit: number,
  side: 'buy' | 'sell',
  config: PairConfig,
): { lots: number; value: number } {
  let left = lots;
  let value = 0;
  for (const level of levels) {
    if (left === 0) break;
    if (side === 'buy' ? level.ticks > limit : level.ticks < limit) break;
    const taken = Math.min(left, level.lots);
    value += fillValue(taken, level.ticks, config);
    left -= taken;
  }
  return { lots: lots - left, value };
}
