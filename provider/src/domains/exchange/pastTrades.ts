// The tape of a simulated past along a price path: deterministic trades for market data (candles, the tape, the
// 24-hour ticker), made by nobody — no orders, no charges, no money (docs/exchange.md "A market with a past").
import { EXCHANGE_PAIRS, PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import { type PricePoint, prng } from '../market/index.ts';

/** One trade of the past: when, at how many ticks, how many lots, and the taker's side. */
export interface PastTrade {
  at: number;
  ticks: number;
  lots: number;
  side: 'buy' | 'sell';
}

const DAY_MS = 86_400_000;
/** The gap before each trade, uniform in [low, high] ms: about two a minute over the last day, one in 5 min before. */
const RECENT_GAP_MS = [5_000, 55_000] as const;
const OLDER_GAP_MS = [60_000, 540_000] as const;
/** Sizes in lots up to this, small ones the most common (a uniform size under a uniform cap). */
const MAX_LOTS: Record<Pair, number> = { 'BTC-INR': 500, 'ETH-INR': 2_000, 'USDT-INR': 5_000 };
/** A taker pays about half a spread over the mid (a buy) or under it (a sale), in millionths. */
const HALF_SPREAD_PPM = 250n;

/** A mid in paise to the nearest tick, half up; never below one tick. */
function toTicks(paise: bigint, tickPaise: number): number {
  const tick = BigInt(tickPaise);
  const ticks = Number((paise * 2n + tick) / (2n * tick));
  return Math.max(1, ticks);
}

/**
 * The trades of `pair` from `from` to `to` (epoch ms) along `path` (oldest first): each at the path's latest mid
 * at or before its time, a buy when the price rose since the trade before (a sale when it fell, either when flat)
 * at that mid plus or minus half a spread; the last one at `to`, at the path's end exactly. Oldest first; the same
 * seed and path give the same trades.
 */
export function pastTrades(
  pair: Pair,
  path: readonly PricePoint[],
  options: { seed: number; from: number; to: number },
): PastTrade[] {
  const config = PAIR_CONFIGS[pair];
  const first = path[0];
  const end = path.at(-1);
  if (!first || !end || options.to <= options.from) return [];
  const random = prng((options.seed + 7919 * (EXCHANGE_PAIRS.indexOf(pair) + 1)) >>> 0);
  const between = ([low, high]: readonly [number, number]) => low + (random() % (high - low + 1));
  const trades: PastTrade[] = [];
  let index = 0;
  let previous = first.mid;
  const recentFrom = options.to - DAY_MS;
  for (
    let at = Math.max(options.from, first.at) + between(OLDER_GAP_MS);
    at < options.to;
    at += between(at >= recentFrom ? RECENT_GAP_MS : OLDER_GAP_MS)
  ) {
    while (index + 1 < path.length && (path[index + 1] as PricePoint).at <= at) index++;
    const mid = (path[index] as PricePoint).mid;
    const side = mid > previous ? 'buy' : mid < previous ? 'sell' : random() % 2 === 0 ? 'buy' : 'sell';
    previous = mid;
    const offset = (mid * HALF_SPREAD_PPM) / 1_000_000n;
    const cap = 1 + (random() % MAX_LOTS[pair]);
    trades.push({
      at,
      ticks: toTicks(side === 'buy' ? mid + offset : mid - offset, config.tickPaise),
      lots: Math.max(config.minLots, 1 + (random() % cap)),
      side,
    });
  }
  trades.push({
    at: options.to,
    ticks: toTicks(end.mid, config.tickPaise),
    lots: config.minLots,
    side: end.mid >= previous ? 'buy' : 'sell',
  });
  return trades;
}
