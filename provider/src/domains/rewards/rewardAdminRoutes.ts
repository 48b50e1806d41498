// The operator's rewards calls, inside the guarded operator scope (system/operatorScope.ts): what each pool holds and
// has promised (GET /admin/rewards/pool), and funding a pool from the treasury (POST /admin/rewards/fund).
import { ASSETS } from '@sikka/shared/constants';
import { DECIMAL_STRING } from '@sikka/shared/money/amount';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../../platform/http/parse.ts';
import { positiveAmount } from '../../platform/ledger/amounts.ts';
import type { RewardService } from './rewardService.ts';

const fundPoolSchema = z
  .object({ asset: z.enum(ASSETS), amount: z.string().regex(DECIMAL_STRING, 'Enter a valid amount') })
  .strict();

export function registerRewardAdminRoutes(operator: FastifyInstance, rewards: RewardService): void {
  operator.get('/rewards/pool', async () => ({ pools: await rewards.pools() }));

  operator.post('/rewards/fund', async (request, reply) => {
    const body = parseWith(fundPoolSchema, request.body);
    await rewards.fund(body.asset, positiveAmount(body.amount, body.asset));
    reply.code(201);
    return { pools: await rewards.pools() };
  });
}
