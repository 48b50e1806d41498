// The recent prices a small chart draws: per coin, one point per second since the page opened (the snapshot's
// first), bounded so a page left open for hours keeps a fixed amount. Numbers here are for drawing only; no
// amount is ever computed from them (money is never a float: DESIGN.md).
import { COINS, type Coin } from '@sikka/shared/constants';

export interface PricePoint {
  /** Seconds since the epoch (the chart's UTCTimestamp). */
  readonly time: number;
  readonly value: number;
}

export type PriceHistory = Readonly<Record<Coin, readonly PricePoint[]>>;

/** Ten minutes at the default one tick a second. */
export const MAX_POINTS = 600;

export const EMPTY_HISTORY: PriceHistory = { BTC: [], ETH: [], USDT: [] };

/**
 * One more point: the chart needs strictly increasing times, so a second point within the same second
 * replaces the last, and a point older than the last is dropped.
 */
export function appendPoint(
  points: readonly PricePoint[],
  point: PricePoint,
  max = MAX_POINTS,
): readonly PricePoint[] {
  const last = points.at(-1);
  if (last && point.time < last.time) return points;
  if (last && point.time === last.time) {
    return last.value === point.value ? points : [...points.slice(0, -1), point];
  }
  const next = [...points, point];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** The mid (average) price of every coin at `nowMs`, added to each coin's line. */
export function appendPrices(
  history: PriceHistory,
  prices: Readonly<Record<Coin, { average_price: string }>>,
  nowMs: number,
  max = MAX_POINTS,
): PriceHistory {
  const time = Math.floor(nowMs / 1000);
  const next = { ...history };
  for (const coin of COINS) {
    const value = Number(prices[coin].average_price);
    if (Number.isFinite(value)) next[coin] = appendPoint(history[coin], { time, value }, max);
  }
  return next;
}
