// Development fixture of lending (absent in production): runs a loan's daily job or its price check now, as the queue
// or a price tick would, funds the pool, and holds a coin's price (for a journey's margin call) — by hand, in tests.
import { COINS } from '@sikka/shared/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { parseWith } from '../../platform/http/parse.ts';
import type { MarketService } from '../market/index.ts';
import { fundLendingPool } from './lendingPool.ts';
import type { LendingService } from './lendingService.ts';

const fundBody = z.object({ amount: z.string().regex(/^\d+$/) }).strict();
const priceBody = z.object({ coin: z.enum(COINS), mid: z.string().regex(/^\d+$/).nullable() }).strict();
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

export function registerLendingDevRoutes(
  app: FastifyInstance,
  lending: LendingService,
  db: Database,
  market: MarketService,
): void {
  /** Holds a coin's mid at `mid` paise (null: back to the feed) and runs every loan's check at once. */
  app.post('/dev/loans/price', async (request) => {
    const { coin, mid } = parseWith(priceBody, request.body);
    market.fixMid(coin, mid === null ? null : BigInt(mid));
    await lending.checkAll();
    return { prices: market.prices()[coin] };
  });
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
