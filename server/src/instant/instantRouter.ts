// The instant router: a quote locked for a short, visible time, its execution at exactly those numbers, and the
// outcome of an execution whose answer was lost.
import { executeRequestSchema, quoteRequestSchema } from '@sikka/shared/instant/schemas';
import { outcomeRequestSchema } from '@sikka/shared/money/idempotency';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './instant.handlers.ts';

export const instantRouter = router({
  quote: authedProcedure.input(quoteRequestSchema).mutation(handlers.quote),
  execute: authedProcedure.input(executeRequestSchema).mutation(handlers.execute),
  outcome: authedProcedure.input(outcomeRequestSchema).mutation(handlers.outcome),
});
