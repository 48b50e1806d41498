// The operator's rewards calls, inside the guarded operator scope (system/operatorScope.ts): what each pool holds and
// has promised (GET /admin/rewards/pool), and funding a pool from the treasury (POST /admin/rewards/fund).
import { rewardsOperatorCalls as calls } from '@sikka/shared/rewards/operatorCalls';
import type { ServeOperator } from '../../platform/http/contract.ts';
import { positiveAmount } from '../../platform/ledger/amounts.ts';
import type { RewardService } from './rewardService.ts';

export function registerRewardAdminRoutes(serve: ServeOperator, rewards: RewardService): void {
  serve(calls.pools, async () => ({ pools: await rewards.pools() }));

  serve(calls.fundPool, async ({ input, reply }) => {
    await rewards.fund(input.asset, positiveAmount(input.amount, input.asset));
    reply.code(201);
    return { pools: await rewards.pools() };
  });
}
