// Instant buy and sell (shared/src/instant/calls.ts instantCalls): a quote anyone signed in may see, its
// execution, which needs a Verified profile (§6) and an idempotency key, and the outcome of an execution by its key.
import { instantCalls } from '@sikka/shared/instant/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { InstantService } from './instantService.ts';

export function registerInstantRoutes(serve: Serve, instant: InstantService): void {
  serve(instantCalls.quote, async ({ session, input, reply }) => {
    const quote = await instant.quote(session.userId, input);
    reply.code(201);
    return quote;
  });

  serve(instantCalls.execute, async ({ session, input, reply }) => {
    const outcome = await instant.execute(session.userId, input);
    reply.code(outcome.status);
    return outcome.body;
  });

  // Not Verified-only: whoever sent an execution learns what became of it, whatever their profile says now.
  serve(instantCalls.outcome, ({ session, input }) => instant.outcome(session.userId, input.idempotency_key));
}
