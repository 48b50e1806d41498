// The home screen's pure rules (docs/portfolio.md): a coin's average cost and profit or loss from the tax year's open
// lots, a portfolio's worth at selling prices, its balances and prices at past moments, and the day ends of a range.
import { type Asset, COINS, type Coin } from '../constants.ts';
import { fromMinorUnits, precisionOf } from '../money/amount.ts';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The ranges the value chart offers, in days. */
export const HISTORY_RANGES = { '1W': 7, '1M': 30, '1Y': 365 } as const;
export type HistoryRange = keyof typeof HISTORY_RANGES;

/** The part of an open lot the average cost reads: its coin, what remains of it and the cost not yet allocated. */
export interface LotPart {
  asset: string;
  quantity: bigint;
  cost: bigint;
  costKnown: boolean;
}

/** A coin's open lots summed: quantity in minor units, cost in paise, and whether every lot's cost is known. */
export interface CoinCost {
  quantity: bigint;
  cost: bigint;
  costKnown: boolean;
}

/** Every coin's open lots summed: the quantities and costs are exactly the lots' own, nothing rounded. */
export function costsOf(lots: readonly LotPart[]): Map<string, CoinCost> {
  const costs = new Map<string, CoinCost>();
  for (const lot of lots) {
    const sum = costs.get(lot.asset) ?? { quantity: 0n, cost: 0n, costKnown: true };
    costs.set(lot.asset, {
      quantity: sum.quantity + lot.quantity,
      cost: sum.cost + lot.cost,
      costKnown: sum.costKnown && lot.costKnown,
    });
  }
  return costs;
}

/** Paise per whole coin: cost × 10^precision ÷ quantity, half up; null for no quantity. */
export function averageCost(cost: bigint, quantity: bigint, coin: Coin): bigint | null {
  if (quantity <= 0n) return null;
  if (cost < 0n) throw new RangeError('A cost is never negative');
  const scale = 10n ** BigInt(precisionOf(coin));
  return (cost * scale * 2n + quantity) / (2n * quantity);
}

/** What a quantity of a coin fetches at a selling price (paise per coin), rounded down as a sale would round it. */
export function worth(quantity: bigint, coin: Coin, sellingPrice: bigint): bigint {
  return (quantity * sellingPrice) / 10n ** BigInt(precisionOf(coin));
}

/**
 * now against then as a signed percentage with two places, half away from zero (market/fees.ts changePercent's rule,
 * here without the fee schedule's zod, which the dashboard's first load does without); null when then is nil.
 */
export function percentChange(now: bigint, then: bigint): string | null {
  if (then <= 0n) return null;
  const diff = now - then;
  const negative = diff < 0n;
  const magnitude = ((negative ? -diff : diff) * 10_000n * 2n + then) / (2n * then);
  const text = fromMinorUnits(magnitude, 'INR');
  return negative && magnitude > 0n ? `-${text}` : text;
}

/** value − cost and its percentage of the cost (two places, half away from zero; null for no cost). */
export function profitLoss(value: bigint, cost: bigint): { amount: bigint; percent: string | null } {
  return { amount: value - cost, percent: percentChange(value, cost) };
}

/** Balances in minor units per asset (rupees in paise). */
export type Balances = Record<Asset, bigint>;

/** A portfolio's worth in paise: rupees plus every coin at its selling price, each rounded down. */
export function portfolioValue(balances: Balances, sellingPrices: Record<Coin, bigint>): bigint {
  return COINS.reduce((sum, coin) => sum + worth(balances[coin], coin, sellingPrices[coin]), balances.INR);
}

/** One change of a balance: a journal line on the person's available or locked account. */
export interface BalanceMove {
  at: Date;
  asset: Asset;
  amount: bigint;
}

/**
 * The balances at each moment (oldest first), walked back from the balances now: at a moment, the balances now less
 * every move after it. A move exactly at a moment is in that moment's balances.
 */
export function balancesAt(
  now: Balances,
  moves: readonly BalanceMove[],
  moments: readonly Date[],
): Balances[] {
  const later = [...moves].sort((a, b) => b.at.getTime() - a.at.getTime());
  const running: Balances = { ...now };
  let next = 0;
  const answers: Balances[] = [];
  for (const moment of [...moments].reverse()) {
    while (next < later.length && (later[next] as BalanceMove).at.getTime() > moment.getTime()) {
      const move = later[next] as BalanceMove;
      running[move.asset] -= move.amount;
      next++;
    }
    answers.push({ ...running });
  }
  return answers.reverse();
}

/** A price at a moment (epoch ms). */
export interface PricePoint {
  at: number;
  mid: bigint;
}

/** The last price at or before the moment on a path sorted oldest first; the first when the path starts later. */
export function priceAt(path: readonly PricePoint[], moment: number): bigint | null {
  let low = 0;
  let high = path.length - 1;
  if (high < 0) return null;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((path[middle] as PricePoint).at <= moment) low = middle;
    else high = middle - 1;
  }
  return (path[low] as PricePoint).mid;
}

/** The chart's moments: the end of each of the range's days before today (midnights in India), then now. */
export function dayEnds(now: Date, days: number): Date[] {
  const local = now.getTime() + IST_OFFSET_MS;
  const todayStarts = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS;
  const moments: Date[] = [];
  for (let back = days - 1; back >= 0; back--) moments.push(new Date(todayStarts - back * DAY_MS));
  if (moments.at(-1)?.getTime() !== now.getTime()) moments.push(now);
  return moments;
}
