// The candles' intervals and which candle a moment falls in, without zod: the dashboard's day figures use them on
// the first screen, where zod's full build must not load (docs/benchmarks.md "First load").
export const CANDLE_INTERVALS = ['1m', '5m', '15m', '1h', '1d'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

const MINUTE = 60_000;
export const INTERVAL_MS: Readonly<Record<CandleInterval, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '1h': 60 * MINUTE,
  '1d': 24 * 60 * MINUTE,
};

/** Days (and so every candle) start at midnight in India (UTC+05:30), the market's own calendar. */
const INDIA_OFFSET_MS = 330 * MINUTE;

/** The open time (epoch ms) of the candle a moment falls in. */
export function candleStart(atMs: number, interval: CandleInterval): number {
  const size = INTERVAL_MS[interval];
  const local = atMs + INDIA_OFFSET_MS;
  return local - (((local % size) + size) % size) - INDIA_OFFSET_MS;
}
