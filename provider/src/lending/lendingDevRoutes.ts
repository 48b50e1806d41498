// Development fixture of lending (absent in production): runs a loan's daily job or every loan's price check now, as
// the queue or a price tick would, so tests move the clock or the price and run them (twice, or racing) by hand.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../http/parse.ts';
import type { LendingService } from './lendingService.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export function registerLendingDevRoutes(app: FastifyInstance, lending: LendingService): void {
  app.post('/dev/loans/:id/daily', async (request) => {
    const { id } = parseWith(idParams, request.params);
    const result = await lending.daily(id);
    return typeof result === 'string'
      ? { status: 'closed' }
      : { ...result, deducted: result.deducted === null ? null : result.deducted.toString() };
  });
  app.post('/dev/loans/:id/check', async (request) => {
    const { id } = parseWith(idParams, request.params);
    return { result: await lending.check(id) };
  });
}
