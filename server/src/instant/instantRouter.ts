// The instant router: a quote locked for a short, visible time, then its execution at exactly those numbers.
import {
  type ExecuteRequest,
  executeRequestSchema,
  instantCalls,
  type QuoteRequestBody,
  quoteRequestSchema,
} from '@sikka/shared/instant/schemas';
import type { Context } from '../context.ts';
import type { Session } from '../session/cookies.ts';
import { authedProcedure, router } from '../trpc.ts';
import { via } from '../upstream/client.ts';

type Args<I> = { ctx: Context & { session: Session }; input: I };

export const instantRouter = router({
  quote: authedProcedure
    .input(quoteRequestSchema)
    .mutation(({ ctx, input }: Args<QuoteRequestBody>) =>
      ctx.provider.call(instantCalls.quote, { body: input, credential: ctx.session.token, ...via(ctx) }),
    ),
  execute: authedProcedure
    .input(executeRequestSchema)
    .mutation(({ ctx, input }: Args<ExecuteRequest>) =>
      ctx.provider.call(instantCalls.execute, { body: input, credential: ctx.session.token, ...via(ctx) }),
    ),
});
