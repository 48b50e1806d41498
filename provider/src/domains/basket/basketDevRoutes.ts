// Development fixture of buying plans (absent in production): runs a plan's current due time (or the one named) now,
// as its queued job would — the same run, so a repeat or the job after it finds nothing to do.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../../platform/http/parse.ts';
import type { PlanService } from './planService.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();
const runQuery = z.object({ due_at: z.iso.datetime().optional() }).strict();

export function registerBasketDevRoutes(app: FastifyInstance, plans: PlanService): void {
  app.post('/dev/plans/:id/run', async (request) => {
    const { id } = parseWith(idParams, request.params);
    const { due_at } = parseWith(runQuery, request.query);
    const due = due_at ? new Date(due_at) : await plans.due(id);
    return { result: due ? await plans.run(id, due) : 'stale' };
  });
}
