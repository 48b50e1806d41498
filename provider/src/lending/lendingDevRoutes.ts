// Development fixture of lending (absent in production): runs a loan's daily job or every loan's price check now, as
// the queue or a price tick would, and funds the pool, so tests move the clock or the price and run them (twice, or racing) by hand.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { parseWith } from '../http/parse.ts';
import { fundLendingPool } from './lendingPool.ts';
import type { LendingService } from './lendingService.ts';

const fundBody = z.object({ amount: z.string().regex(/^\d+$/) }).strict();
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export function registerLendingDevRoutes(app: FastifyInstance, lending: LendingService, db: Database): void {
  /** treasury → lending_pool, `amount` paise: what the embedded default seeds, for tests' own providers. */
  app.post('/dev/loans/fund', async (request, reply) => {
    const { amount } = parseWith(fundBody, request.body);
    await db
      .transaction()
      .execute((trx) => fundLendingPool(trx, BigInt(amount), `dev:lending_pool:${Date.now()}`));
    reply.code(201);
    return {};
  });
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
