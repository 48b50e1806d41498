// Instant buy and sell: a quote, its execution (§6 verified) and the outcome by idempotency key, described once.
import { defineCalls } from '../contract.ts';
import { outcomeRequestSchema, outcomeResponseSchema } from '../money/idempotency.ts';
import {
  executeRequestSchema,
  executeResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from './schemas.ts';

export const instantCalls = defineCalls({
  quote: {
    method: 'POST',
    path: '/instant/quotes',
    auth: 'bearer',
    request: quoteRequestSchema,
    response: quoteResponseSchema,
  },
  execute: {
    method: 'POST',
    path: '/instant/orders',
    auth: 'bearer',
    verified: true,
    request: executeRequestSchema,
    response: executeResponseSchema,
  },
  /** Whether an execution whose answer was lost happened (money/outcome.ts). */
  outcome: {
    method: 'POST',
    path: '/instant/orders/outcome',
    auth: 'bearer',
    request: outcomeRequestSchema,
    response: outcomeResponseSchema(executeResponseSchema),
  },
});
