// What an exchange order can cost or bring, as the engine will hold it to: the price band around the reference price,
// the lock a buy holds (its worst case), what walking the book as it stands would cost, and the largest buy a rupee
// balance funds. The provider's engine uses these same rules, so the order form's figures and its percentage
// buttons agree with what the provider locks and accepts.
import { buyLock, type ExchangeRates, fillValue, valueForBudget } from './charges.ts';
import { EXITS_LIMIT_MARKET_ONLY, OUTSIDE_BAND, STOP_LOSS_SIDE, TAKE_PROFIT_SIDE } from './messages.ts';
import { type AdvanceOrderType, takesExits } from './orderTerms.ts';
import { type PairConfig, ticksToRate } from './pairs.ts';

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

/** An order's take-profit and stop-loss as the engine checks them (ticks; 0: none). */
export interface ExitsCheck {
  side: 'buy' | 'sell';
  kind: AdvanceOrderType;
  /** A limit order's rate. */
  ticks: number;
  /** The band's reference (referenceTicks); 0 before the market has a price. */
  reference: number;
  takeProfitTicks: number;
  stopLossTicks: number;
  /** The pair's band; 0 while the form does not know it yet (no band check then). */
  bandPercent: number;
  config: PairConfig;
}

/**
 * Why an order's exits cannot be placed, on their field, or null: only limit and market orders take them; a buy's
 * take-profit is above the order's price (a limit's rate, a market order's reference) and its stop-loss below both
 * the order's price and the last price, else it would fire on the order's own fill (a sale's the other way round);
 * both within the band.
 */
export function exitsRefusal(
  check: ExitsCheck,
): { field: 'take_profit' | 'stop_loss'; message: string } | null {
  const { takeProfitTicks: tp, stopLossTicks: sl, reference, config } = check;
  if (tp === 0 && sl === 0) return null;
  if (!takesExits(check.kind))
    return { field: tp > 0 ? 'take_profit' : 'stop_loss', message: EXITS_LIMIT_MARKET_ONLY };
  const buy = check.side === 'buy';
  const rate = (ticks: number) => ticksToRate(ticks, config);
  const own: [number, string] =
    check.kind === 'LIMIT' ? [check.ticks, 'limit price'] : [reference, 'last price'];
  if (tp > 0 && own[0] > 0 && (buy ? tp <= own[0] : tp >= own[0]))
    return { field: 'take_profit', message: TAKE_PROFIT_SIDE(buy ? 'above' : 'below', rate(own[0]), own[1]) };
  if (sl > 0) {
    const bases: Array<[number, string]> = [own];
    if (check.kind === 'LIMIT' && reference > 0) bases.push([reference, 'last price']);
    for (const [basis, name] of bases)
      if (basis > 0 && (buy ? sl >= basis : sl <= basis))
        return { field: 'stop_loss', message: STOP_LOSS_SIDE(buy ? 'below' : 'above', rate(basis), name) };
  }
  if (reference > 0 && check.bandPercent > 0) {
    const low = bandLow(reference, check.bandPercent);
    const high = bandHigh(reference, check.bandPercent);
    for (const [field, ticks] of [
      ['take_profit', tp],
      ['stop_loss', sl],
    ] as const)
      if (ticks > 0 && (ticks < low || ticks > high))
        return { field, message: OUTSIDE_BAND(rate(low), rate(high)) };
  }
  return null;
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
