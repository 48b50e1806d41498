// The depth chart's two curves from the live book: at each price of an even grid around the middle of the book, the
// quantity bid at that price or above (bids, left of the spread) and offered at that price or below (asks, right
// of it). The grid is even because the chart spaces its points evenly; levels further than `maxPercent` from the
// middle are left out, so one far order does not squash the rest. Quantities are added as integers of the coin's
// smallest unit; the answer's numbers are for drawing only (docs/architecture.md: money is never a float).
import type { BookLevel } from '@sikka/shared/exchange/orderBook';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { fromMinorUnits, precisionOf, toMinorUnits } from '@sikka/shared/money/amount';

export interface DepthPoint {
  /** Rupees. */
  price: number;
  /** The coin, cumulative from the best price. */
  total: number;
}

export interface DepthCurves {
  /** Lowest price first; the last point is the best bid's. */
  bids: DepthPoint[];
  /** Lowest price first; the first point is the best ask's. */
  asks: DepthPoint[];
  /** Grid prices strictly inside the spread, where neither curve is (drawn as empty space). */
  gap: number[];
  /** The grid's step, in ticks. */
  stepTicks: number;
  /** What each curve adds up to, as wire strings of the coin (exact). */
  bidVolume: string;
  askVolume: string;
}

interface DepthOptions {
  /** About how many grid points each side gets (the step is a whole number of ticks). */
  pointsPerSide?: number;
  /** How far from the middle of the book the chart reaches, at most, in percent. */
  maxPercent?: number;
}

interface Level {
  ticks: number;
  units: bigint;
}

export function depthCurves(
  book: { bids: readonly BookLevel[]; asks: readonly BookLevel[] },
  config: Pick<PairConfig, 'coin' | 'tickPaise'>,
  { pointsPerSide = 100, maxPercent = 5 }: DepthOptions = {},
): DepthCurves | null {
  const levels = (side: readonly BookLevel[]): Level[] =>
    side.map(([rate, volume]) => ({
      ticks: Number(toMinorUnits(rate, 'INR')) / config.tickPaise,
      units: toMinorUnits(volume, config.coin),
    }));
  const bids = levels(book.bids); // best (highest) first
  const asks = levels(book.asks); // best (lowest) first
  const bestBid = bids[0]?.ticks;
  const bestAsk = asks[0]?.ticks;
  if (bestBid === undefined && bestAsk === undefined) return null;

  // In half ticks, so the middle of a one-tick spread stays whole.
  const mid2 = (bestBid ?? (bestAsk as number)) + (bestAsk ?? (bestBid as number));
  const distance2 = (level: Level) => Math.abs(2 * level.ticks - mid2);
  const farthest2 = Math.max(...[...bids, ...asks].map(distance2));
  const nearest2 = Math.max(...[bids[0], asks[0]].filter((level) => level !== undefined).map(distance2));
  // The best prices are always in, with room for a step beyond them.
  const half2 = Math.max(Math.min(farthest2, (mid2 * maxPercent) / 100), nearest2 + 2);
  const step = Math.max(1, Math.ceil(half2 / 2 / pointsPerSide));
  const low = Math.floor((mid2 - half2) / (2 * step)) * step;
  const high = Math.ceil((mid2 + half2) / (2 * step)) * step;

  const scale = 10 ** precisionOf(config.coin);
  const point = (ticks: number, units: bigint): DepthPoint => ({
    price: (ticks * config.tickPaise) / 100,
    total: Number(units) / scale,
  });

  const bidPoints: DepthPoint[] = [];
  let bidTotal = 0n;
  const bidTop = bestBid === undefined ? null : Math.floor(bestBid / step) * step;
  if (bidTop !== null) {
    let index = 0;
    for (let grid = bidTop; grid >= low; grid -= step) {
      for (let level = bids[index]; level && level.ticks >= grid; level = bids[++index])
        bidTotal += level.units;
      bidPoints.push(point(grid, bidTotal));
    }
    bidPoints.reverse();
  }

  const askPoints: DepthPoint[] = [];
  let askTotal = 0n;
  const askBottom = bestAsk === undefined ? null : Math.ceil(bestAsk / step) * step;
  if (askBottom !== null) {
    let index = 0;
    for (let grid = askBottom; grid <= high; grid += step) {
      for (let level = asks[index]; level && level.ticks <= grid; level = asks[++index])
        askTotal += level.units;
      askPoints.push(point(grid, askTotal));
    }
  }

  const gap: number[] = [];
  if (bidTop !== null && askBottom !== null)
    for (let grid = bidTop + step; grid < askBottom; grid += step) gap.push((grid * config.tickPaise) / 100);

  return {
    bids: bidPoints,
    asks: askPoints,
    gap,
    stepTicks: step,
    bidVolume: fromMinorUnits(bidTotal, config.coin),
    askVolume: fromMinorUnits(askTotal, config.coin),
  };
}
