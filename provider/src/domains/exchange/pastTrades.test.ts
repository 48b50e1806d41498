// The tape of the simulated past: deterministic, about two trades a minute over the last day and one in five
// minutes before it, at the path's price give or take half a spread, buys on a rise and sales on a fall.
import { EXCHANGE_PAIRS, PAIR_CONFIGS } from '@sikka/shared/exchange/pairs';
import { describe, expect, it } from 'vitest';
import type { PricePoint } from '../market/simulator.ts';
import { pastTrades } from './pastTrades.ts';

const DAY_MS = 86_400_000;
const to = 1_800_000_000_000;
const from = to - 30 * DAY_MS;
/** A zig-zag a minute at a time around a mid: up ten minutes, down ten. */
function zigzag(mid: bigint): PricePoint[] {
  const points: PricePoint[] = [];
  for (let at = from, i = 0; at <= to; at += 60_000, i++) {
    const phase = i % 20;
    points.push({ at, mid: mid + (mid * BigInt(phase < 10 ? phase : 20 - phase)) / 10_000n });
  }
  return points;
}
const MIDS = { 'BTC-INR': 90_00_000_00n, 'ETH-INR': 3_20_000_00n, 'USDT-INR': 88_50n } as const;

describe.each(EXCHANGE_PAIRS)('the past of %s', (pair) => {
  const config = PAIR_CONFIGS[pair];
  const path = zigzag(MIDS[pair]);
  const trades = pastTrades(pair, path, { seed: 2026, from, to });

  it('is the same for the same seed and path, and another for another seed', () => {
    expect(pastTrades(pair, path, { seed: 2026, from, to })).toEqual(trades);
    expect(pastTrades(pair, path, { seed: 2027, from, to }).slice(0, 5)).not.toEqual(trades.slice(0, 5));
  });

  it('runs oldest first over the 30 days: every minute of the last day traded, no gap over 9 minutes before', () => {
    expect(trades.every((trade, i) => i === 0 || trade.at > (trades[i - 1]?.at ?? 0))).toBe(true);
    expect(trades[0]?.at).toBeLessThan(from + 10 * 60_000);
    expect(trades.at(-1)?.at).toBe(to);
    const lastDay = trades.filter((trade) => trade.at >= to - DAY_MS);
    expect(lastDay.length).toBeGreaterThan(2_500);
    expect(lastDay.length).toBeLessThan(3_300);
    // Every minute but those the last gap of the older pace may still span.
    const minutes = new Set(lastDay.map((trade) => Math.floor(trade.at / 60_000)));
    expect(minutes.size).toBeGreaterThanOrEqual(24 * 60 - 9);
    const before = trades.filter((trade) => trade.at < to - DAY_MS);
    expect(before.length).toBeGreaterThan(7_500);
    expect(before.length).toBeLessThan(9_500);
    expect(before.every((trade, i) => i === 0 || trade.at - (before[i - 1]?.at ?? 0) <= 540_000)).toBe(true);
  });

  it("trades at the path's price give or take half a spread, buys on a rise and sales on a fall, in whole lots", () => {
    let index = 0;
    for (const trade of trades.slice(0, -1)) {
      while (index + 1 < path.length && (path[index + 1] as PricePoint).at <= trade.at) index++;
      const mid = Number((path[index] as PricePoint).mid) / config.tickPaise;
      const away = (trade.ticks - mid) / mid;
      expect(Math.abs(away)).toBeLessThan(0.0003 + 1 / mid);
      expect(trade.side === 'buy' ? trade.ticks >= Math.floor(mid) : trade.ticks <= Math.ceil(mid)).toBe(
        true,
      );
      expect(Number.isInteger(trade.lots) && trade.lots >= config.minLots).toBe(true);
    }
    expect(new Set(trades.map((trade) => trade.side))).toEqual(new Set(['buy', 'sell']));
    expect(new Set(trades.map((trade) => trade.lots)).size).toBeGreaterThan(100);
  });

  it("ends at the path's last price exactly, to the tick", () => {
    const end = (path.at(-1) as PricePoint).mid;
    const tick = BigInt(config.tickPaise);
    expect(trades.at(-1)?.ticks).toBe(Number((end * 2n + tick) / (2n * tick)));
  });

  it('has no past without a path, or without time', () => {
    expect(pastTrades(pair, [], { seed: 1, from, to })).toEqual([]);
    expect(pastTrades(pair, path, { seed: 1, from: to, to })).toEqual([]);
  });
});
