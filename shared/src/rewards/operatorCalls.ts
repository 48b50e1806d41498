// The operator's reward pools (ADMIN_TOKEN): what each holds and has promised, and funding one from the treasury.
import { z } from 'zod';
import { ASSETS } from '../constants.ts';
import { defineOperatorCalls } from '../contract.ts';
import { DECIMAL_STRING } from '../money/amount.ts';

const poolsSchema = z.object({
  pools: z.array(
    z.object({ asset: z.enum(ASSETS), balance: z.string(), promised: z.string(), available: z.string() }),
  ),
});

export const rewardsOperatorCalls = defineOperatorCalls({
  pools: {
    method: 'GET',
    path: '/admin/rewards/pool',
    auth: 'operator',
    request: null,
    response: poolsSchema,
  },
  fundPool: {
    method: 'POST',
    path: '/admin/rewards/fund',
    auth: 'operator',
    request: z
      .object({ asset: z.enum(ASSETS), amount: z.string().regex(DECIMAL_STRING, 'Enter a valid amount') })
      .strict(),
    response: poolsSchema,
  },
});
