// The §7 rewards calls (shared/src/rewards/calls.ts rewardsCalls): the pending cards, reveal, redeem and the history.
import { rewardsCalls } from '@sikka/shared/rewards/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { RewardService } from './rewardService.ts';

export function registerRewardRoutes(serve: Serve, rewards: RewardService): void {
  serve(rewardsCalls.pending, ({ session }) => rewards.pending(session.userId));
  serve(rewardsCalls.reveal, ({ session, input }) => rewards.reveal(session.userId, input.reward_id));
  serve(rewardsCalls.redeem, ({ session, input }) => rewards.redeem(session.userId, input.reward_id));
  serve(rewardsCalls.history, ({ session, input }) => rewards.history(session.userId, input.page));
}
