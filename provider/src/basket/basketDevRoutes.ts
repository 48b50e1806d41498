// Development fixture of buying plans (absent in production): runs a plan's current due time now, as its queued job
// would — the same run, so a second call or the job after it finds nothing to do.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../http/parse.ts';
import type { PlanService } from './planService.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export function registerBasketDevRoutes(app: FastifyInstance, plans: PlanService): void {
  app.post('/dev/plans/:id/run', async (request) => {
    const { id } = parseWith(idParams, request.params);
    const due = await plans.due(id);
    return { result: due ? await plans.run(id, due) : 'stale' };
  });
}
