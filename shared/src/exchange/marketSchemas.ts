// Wire schemas of the exchange's public market data: public trades and their live events, depth, the ticker and
// the pairs (re-exported by schemas.ts, where every exchange schema is found).
import { z } from 'zod';
import { COINS, QUOTE_CURRENCY } from '../constants.ts';
import { decimalString, idSchema, pairSchema } from './fields.ts';

export { applyTradesEvent, RECENT_TRADES } from './tradesFeed.ts';

/** A trade on the pair as everyone sees it: side is the taker's. time in epoch milliseconds. */
export const publicTradeSchema = z.object({
  id: idSchema,
  rate: decimalString,
  volume: decimalString,
  side: z.enum(['buy', 'sell']),
  time: z.number().int(),
});
export type PublicTrade = z.infer<typeof publicTradeSchema>;

/** GET /exchange/trades?pair&limit: the newest trades first. */
export const recentTradesQuerySchema = z
  .object({ pair: pairSchema, limit: z.coerce.number().int().min(1).max(100).default(50) })
  .strict();
export const recentTradesResponseSchema = z.object({ pair: pairSchema, data: z.array(publicTradeSchema) });

/** `trades:PAIR`: the snapshot holds the newest RECENT_TRADES; every event after it the new trades, newest first. */
export const tradesEventSchema = z.object({
  type: z.enum(['snapshot', 'trades']),
  pair: pairSchema,
  trades: z.array(publicTradeSchema),
});
export type TradesEvent = z.infer<typeof tradesEventSchema>;

/** GET /exchange/depth?pair&levels: a snapshot of the book (shared/src/exchange/orderBook.ts). */
export const depthQuerySchema = z
  .object({ pair: pairSchema, levels: z.coerce.number().int().min(1).max(50).default(50) })
  .strict();

/** The 24-hour ticker of a pair; rates null until it has traded. change is a signed percentage. */
export const tickerSchema = z.object({
  pair: pairSchema,
  last: decimalString.nullable(),
  open: decimalString.nullable(),
  high: decimalString.nullable(),
  low: decimalString.nullable(),
  change: z.string().regex(/^-?\d+(\.\d+)?$/),
  /** Coin and rupees traded in the last 24 hours. */
  volume: decimalString,
  amount: decimalString,
  bid: decimalString.nullable(),
  ask: decimalString.nullable(),
  time: z.number().int(),
});
export type Ticker = z.infer<typeof tickerSchema>;
export const tickerQuerySchema = z.object({ pair: pairSchema }).strict();
export const tickersResponseSchema = z.object({ data: z.array(tickerSchema) });

/** GET /exchange/pairs: every pair's rules and whether it trades now, with the fee rates in force. */
export const pairInfoSchema = z.object({
  pair: pairSchema,
  coin: z.enum(COINS),
  base_coin: z.literal(QUOTE_CURRENCY),
  tick_size: decimalString,
  lot_size: decimalString,
  min_size: decimalString,
  status: z.enum(['trading', 'halted']),
  /** A limit order's rate must be within this many percent of the last price; a market order fills within it. */
  band_percent: z.number().int().positive(),
  maker_bps: z.number().int().nonnegative(),
  taker_bps: z.number().int().nonnegative(),
  gst_bps: z.number().int().nonnegative(),
  tds_bps: z.number().int().nonnegative(),
});
export type PairInfo = z.infer<typeof pairInfoSchema>;
export const pairsResponseSchema = z.object({ data: z.array(pairInfoSchema) });
