// Idempotency keys of money calls, and a call's outcome asked by its key (instant orders, withdrawals, rupee
// deposits): done, with the call's own answer, or not done — and then never, because asking settles the key: a
// request with it that is still on its way can no longer act. The client asks when an answer was lost.
import { z } from 'zod';

/** An idempotency key (a fresh UUID per attempt): a retry with the same key moves money at most once. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected an idempotency key');

export const outcomeRequestSchema = z.object({ idempotency_key: idempotencyKeySchema }).strict();
export type OutcomeRequest = z.infer<typeof outcomeRequestSchema>;

/** Done with the original call's answer (`result`), or not done. */
export function outcomeResponseSchema<T extends z.ZodType>(result: T) {
  return z.discriminatedUnion('state', [
    z.object({ state: z.literal('done'), result }),
    z.object({ state: z.literal('not-done') }),
  ]);
}
export type Outcome<T> = { state: 'done'; result: T } | { state: 'not-done' };

/** What a request with a settled key is answered (it arrived after its outcome was asked): nothing was done. */
export const ATTEMPT_SETTLED =
  'This request arrived after its outcome was checked, so it was not carried out. Please try again';
