// Candles (OHLCV) built from the exchange's trades: the wire shape served by GET /exchange/candles and carried live
// on `candles:PAIR` (the intervals and which candle a moment falls in: candleIntervals.ts).
import { z } from 'zod';
import { DECIMAL_STRING } from '../money/amount.ts';
import { CANDLE_INTERVALS, type CandleInterval } from './candleIntervals.ts';
import { EXCHANGE_PAIRS } from './pairs.ts';

const decimalString = z.string().regex(DECIMAL_STRING, 'Expected a non-negative decimal string');

/** One candle: rates in rupees, volume in coin, amount in rupees traded; open_time in epoch milliseconds. */
export const candleSchema = z.object({
  open_time: z.number().int(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
  amount: decimalString,
  trades: z.number().int().nonnegative(),
});
export type Candle = z.infer<typeof candleSchema>;

/** GET /exchange/candles?pair&interval&limit&before: oldest first; intervals without a trade are left out. */
export const candlesQuerySchema = z
  .object({
    pair: z.enum(EXCHANGE_PAIRS as [string, ...string[]]),
    interval: z.enum(CANDLE_INTERVALS),
    limit: z.coerce.number().int().min(1).max(1000).default(300),
    /** Only candles that open before this moment (epoch ms): for paging back through history. */
    before: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type CandlesQuery = z.infer<typeof candlesQuerySchema>;

export const candlesResponseSchema = z.object({
  pair: z.enum(EXCHANGE_PAIRS as [string, ...string[]]),
  interval: z.enum(CANDLE_INTERVALS),
  data: z.array(candleSchema),
});
export type CandlesResponse = z.infer<typeof candlesResponseSchema>;

/**
 * `candles:PAIR` carries, after every batch of trades on the pair, the current candle of each interval (its
 * full state, so the newest event is always a good snapshot); a chart replaces its last bar or appends one.
 */
export const candlesEventSchema = z.object({
  pair: z.enum(EXCHANGE_PAIRS as [string, ...string[]]),
  candles: z.object(
    Object.fromEntries(CANDLE_INTERVALS.map((interval) => [interval, candleSchema.nullable()])) as Record<
      CandleInterval,
      z.ZodNullable<typeof candleSchema>
    >,
  ),
});
export type CandlesEvent = z.infer<typeof candlesEventSchema>;
