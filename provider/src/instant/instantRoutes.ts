// Instant buy and sell (shared/src/instant/schemas.ts instantCalls): a quote anyone signed in may see, its
// execution, which needs a Verified profile (§6) and an idempotency key, and the outcome of an execution by its key.
import { executeRequestSchema, type LockedQuote, quoteRequestSchema } from '@sikka/shared/instant/schemas';
import { outcomeRequestSchema } from '@sikka/shared/money/idempotency';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guards.ts';
import { parseWith } from '../http/parse.ts';
import type { Services } from '../services.ts';
import { requireVerified } from '../wallet/permission.ts';

export function registerInstantRoutes(app: FastifyInstance, services: Services): void {
  const { money } = services;

  app.post('/instant/quotes', async (request, reply): Promise<LockedQuote> => {
    const session = await requireSession(services, request);
    const body = parseWith(quoteRequestSchema, request.body);
    const quote = await money.instant.quote(session.userId, body);
    reply.code(201);
    return quote;
  });

  app.post('/instant/orders', async (request, reply) => {
    const session = await requireSession(services, request);
    requireVerified(session.user);
    const body = parseWith(executeRequestSchema, request.body);
    const outcome = await money.instant.execute(session.userId, body);
    return reply.code(outcome.status).send(outcome.body);
  });

  // Not Verified-only: whoever sent an execution learns what became of it, whatever their profile says now.
  app.post('/instant/orders/outcome', async (request) => {
    const session = await requireSession(services, request);
    const { idempotency_key } = parseWith(outcomeRequestSchema, request.body);
    return money.instant.outcome(session.userId, idempotency_key);
  });
}
