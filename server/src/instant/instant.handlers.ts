// The instant procedures' handlers: each is one allowlisted provider call with the session's token.

import { instantCalls } from '@sikka/shared/instant/calls';
import type { ExecuteRequest, QuoteRequestBody } from '@sikka/shared/instant/schemas';
import type { OutcomeRequest } from '@sikka/shared/money/idempotency';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { bearer } from '../upstream/client.ts';

type Args<I> = { ctx: Context & { session: Session }; input: I };

/** A quote locked for a short, visible time. */
export function quote({ ctx, input }: Args<QuoteRequestBody>) {
  return ctx.provider.call(instantCalls.quote, { body: input, ...bearer(ctx) });
}

/** Its execution at exactly those numbers, once per idempotency key. */
export function execute({ ctx, input }: Args<ExecuteRequest>) {
  return ctx.provider.call(instantCalls.execute, { body: input, ...bearer(ctx) });
}

/** Whether an execution whose answer was lost happened: done with its order, or not done for good. */
export function outcome({ ctx, input }: Args<OutcomeRequest>) {
  return ctx.provider.call(instantCalls.outcome, { body: input, ...bearer(ctx) });
}
