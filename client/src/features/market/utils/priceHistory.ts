// The prices a small chart draws over the last 24 hours: per coin, the day's candle closes (from the exchange), then
// the live prices since the page opened, one point a minute with the last one following every tick, bounded to the
// day. Numbers here are for drawing only; no amount is ever computed from them (money is never a float: docs/architecture.md).
import { COINS, type Coin } from '@sikka/shared/constants';

export interface PricePoint {
  /** Seconds since the epoch. */
  readonly time: number;
  readonly value: number;
}

export type PriceHistory = Readonly<Record<Coin, readonly PricePoint[]>>;

/** The span a chart covers, in seconds. */
export const DAY_S = 24 * 60 * 60;
/** Live prices lay down one point a minute; within the minute the last point follows the price. */
const STEP_S = 60;
/** A day of live points at one a minute. */
const MAX_POINTS = DAY_S / STEP_S;

export const EMPTY_HISTORY: PriceHistory = { BTC: [], ETH: [], USDT: [] };

/**
 * One more point: times only increase, so a point in the same step (minute) as the last replaces it, and a point
 * older than the last is dropped; points a day or more before the newest go, and at most `max` stay.
 */
export function appendPoint(
  points: readonly PricePoint[],
  point: PricePoint,
  max = MAX_POINTS,
  step = STEP_S,
): readonly PricePoint[] {
  const last = points.at(-1);
  if (last && point.time < last.time) return points;
  if (last && Math.floor(point.time / step) === Math.floor(last.time / step)) {
    return last.value === point.value ? points : [...points.slice(0, -1), point];
  }
  const first = points[0];
  const next =
    first && first.time <= point.time - DAY_S
      ? [...points.filter((kept) => kept.time > point.time - DAY_S), point]
      : [...points, point];
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

/**
 * A day's candles as points: each candle's close at its end (the one still open: now), oldest first; candles that
 * ended a day or more before `nowMs` are left out.
 */
export function candlePoints(
  candles: readonly { open_time: number; close: string }[],
  intervalMs: number,
  nowMs: number,
): PricePoint[] {
  const points: PricePoint[] = [];
  for (const candle of candles) {
    const end = candle.open_time + intervalMs;
    if (end <= nowMs - DAY_S * 1000) continue;
    const time = Math.floor(Math.min(end, nowMs) / 1000);
    const value = Number(candle.close);
    const last = points.at(-1);
    if (Number.isFinite(value) && (!last || time > last.time)) points.push({ time, value });
  }
  return points;
}

/**
 * Each coin's line: the day's points before its first live one, then the live ones, within a day of the newest.
 * Without live points yet, the day alone.
 */
export function withDay(day: Partial<PriceHistory>, live: PriceHistory): PriceHistory {
  const next = { ...live };
  for (const coin of COINS) {
    const own = live[coin];
    const first = own[0];
    const earlier = (day[coin] ?? []).filter((point) => first === undefined || point.time < first.time);
    if (earlier.length === 0) continue;
    const joined = [...earlier, ...own];
    const newest = (joined.at(-1) as PricePoint).time;
    next[coin] = joined.filter((point) => point.time > newest - DAY_S);
  }
  return next;
}
