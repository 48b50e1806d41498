// The rewards router: scratch cards pending and past, reveal and redeem. Inputs are the shared schemas.
import {
  redeemRewardRequestSchema,
  revealRewardRequestSchema,
  rewardHistoryQuerySchema,
} from '@sikka/shared/rewards/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './rewards.handlers.ts';

export const rewardsRouter = router({
  pending: authedProcedure.query(handlers.pending),
  history: authedProcedure.input(rewardHistoryQuerySchema).query(handlers.history),
  reveal: authedProcedure.input(revealRewardRequestSchema).mutation(handlers.reveal),
  redeem: authedProcedure.input(redeemRewardRequestSchema).mutation(handlers.redeem),
});
