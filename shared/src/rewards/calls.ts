// §7 rewards: the pending reward, reveal and redeem, described once (shared/src/contract.ts).
import { defineCalls } from '../contract.ts';
import {
  pendingRewardsResponseSchema,
  redeemRewardRequestSchema,
  redeemRewardResponseSchema,
  revealRewardRequestSchema,
  revealRewardResponseSchema,
  rewardHistoryQuerySchema,
  rewardHistoryResponseSchema,
} from './schemas.ts';

export const rewardsCalls = defineCalls({
  pending: {
    method: 'GET',
    path: '/rewards/pending-reward',
    auth: 'bearer',
    request: null,
    response: pendingRewardsResponseSchema,
  },
  redeem: {
    method: 'POST',
    path: '/rewards/redeem',
    auth: 'bearer',
    request: redeemRewardRequestSchema,
    response: redeemRewardResponseSchema,
  },
  history: {
    method: 'GET',
    path: '/rewards/history',
    auth: 'bearer',
    request: rewardHistoryQuerySchema,
    response: rewardHistoryResponseSchema,
  },
  // Our design, in the style of the two SPEC paths beside it.
  reveal: {
    method: 'POST',
    path: '/rewards/reveal',
    auth: 'bearer',
    request: revealRewardRequestSchema,
    response: revealRewardResponseSchema,
  },
});
