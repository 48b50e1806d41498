import { describe, expect, it } from 'vitest';
import { CANDLE_INTERVALS, candleStart, INTERVAL_MS } from './candleIntervals.ts';

describe('candle intervals: 1m, 5m, 15m, 1h, 1d, days starting at midnight in India', () => {
  const at = Date.parse('2026-11-23T10:17:42.123Z'); // 15:47:42 in India

  it.each([
    ['1m', '2026-11-23T10:17:00.000Z'],
    ['5m', '2026-11-23T10:15:00.000Z'],
    ['15m', '2026-11-23T10:15:00.000Z'],
    // Hours start on the India hour: 15:30 IST is 10:00 UTC.
    ['1h', '2026-11-23T09:30:00.000Z'],
    ['1d', '2026-11-22T18:30:00.000Z'],
  ] as const)('%s candle of 15:47:42 IST opens at %s', (interval, open) => {
    expect(new Date(candleStart(at, interval)).toISOString()).toBe(open);
  });

  it.each(CANDLE_INTERVALS)('%s: a moment is inside the candle it falls in', (interval) => {
    const start = candleStart(at, interval);
    expect(start).toBeLessThanOrEqual(at);
    expect(at).toBeLessThan(start + INTERVAL_MS[interval]);
    expect(candleStart(start, interval)).toBe(start);
  });
});
