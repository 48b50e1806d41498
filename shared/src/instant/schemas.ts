// Wire schemas of instant buy and sell: a quote locked for a short, visible time, then its execution.
import { z } from 'zod';
import { COINS } from '../constants.ts';
import { DECIMAL_STRING } from '../money/amount.ts';
import { idempotencyKeySchema } from '../money/idempotency.ts';
import { orderSchema } from '../wallet/calls.ts';

export { QUOTE_EXPIRED, QUOTE_TTL_SECONDS } from './quoteTerms.ts';

const decimalString = z.string().regex(DECIMAL_STRING, 'Enter a valid amount');

export const quoteRequestSchema = z
  .object({
    coin: z.enum(COINS),
    side: z.enum(['buy', 'sell']),
    /** The typed amount is rupees ('inr') or coin ('coin'). */
    unit: z.enum(['inr', 'coin']),
    amount: decimalString,
  })
  .strict();
export type QuoteRequestBody = z.infer<typeof quoteRequestSchema>;

/** The locked quote: every line the confirmation shows (shared/src/market/quote.ts computes them). */
export const quoteResponseSchema = z.object({
  quote_id: z.string().min(1),
  expires_at: z.string().min(1),
  side: z.enum(['buy', 'sell']),
  coin: z.enum(COINS),
  price: decimalString,
  quantity: decimalString,
  value: decimalString,
  fee: decimalString,
  gst: decimalString,
  tds: decimalString,
  total: decimalString,
});
export type LockedQuote = z.infer<typeof quoteResponseSchema>;

export const executeRequestSchema = z
  .object({ quote_id: z.string().min(1).max(64), idempotency_key: idempotencyKeySchema })
  .strict();
export type ExecuteRequest = z.infer<typeof executeRequestSchema>;

export const executeResponseSchema = z.object({ order: orderSchema, message: z.string().optional() });
export type ExecuteResponse = z.infer<typeof executeResponseSchema>;
