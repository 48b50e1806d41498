// Wire schemas of the §3 pending reward (scratch card) and the §7 reward calls: list, reveal, redeem.
import { z } from 'zod';
import { pagedResponseSchema, pageQuerySchema } from '../wire.ts';

const idSchema = z.number().int().positive();

/** §3 Reward (pending). The card shows image, reward text and action text; the rest is optional. */
export const pendingRewardSchema = z.object({
  reward_id: idSchema,
  user_id: idSchema,
  /** §3 optional cover of the unrevealed card. */
  theme_image_url: z.string().nullish(),
  image: z.string(),
  coin: z.string(),
  reward_coins_url: z.string().nullish(),
  rewards_string: z.string(),
  action_string: z.string(),
  action_coins_url: z.string().nullish(),
  /** §4 Redeem goes here when present. */
  redirection_url: z.string().nullish(),
});
export type PendingReward = z.infer<typeof pendingRewardSchema>;

/** §7 GET /rewards/pending-reward: a bare list. */
export const pendingRewardsResponseSchema = z.array(pendingRewardSchema);
export type PendingRewardsResponse = z.infer<typeof pendingRewardsResponseSchema>;

/** §7 POST /rewards/redeem body. */
export const redeemRewardRequestSchema = z.object({ reward_id: idSchema }).strict();
export type RedeemRewardRequest = z.infer<typeof redeemRewardRequestSchema>;

export const redeemRewardResponseSchema = z.object({ message: z.string().optional() });
export type RedeemRewardResponse = z.infer<typeof redeemRewardResponseSchema>;

/** A scratch card's state (our design): pending until revealed (credited then), redeemed once used. */
export const REWARD_STATES = ['pending', 'revealed', 'redeemed'] as const;
export type RewardState = (typeof REWARD_STATES)[number];

/** A reward in the history (/in/more/rewards): the §3 card and what it was worth once revealed. */
export const rewardSchema = pendingRewardSchema.extend({
  status: z.enum(REWARD_STATES),
  /** The campaign that earned it: first_deposit, first_trade, referral, coupon. */
  campaign: z.string(),
  /** Set once revealed: the coin's quantity (or rupees) credited, as a decimal string. */
  amount: z.string().nullable(),
  earned_at: z.string(),
  revealed_at: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** GET /rewards/history?page (our design): every card, newest first. */
export const rewardHistoryQuerySchema = pageQuerySchema;
export const rewardHistoryResponseSchema = pagedResponseSchema(rewardSchema);
export type RewardHistoryResponse = z.infer<typeof rewardHistoryResponseSchema>;

/** §7 reveal a reward by id (path is our design: SPEC does not show it). */
export const revealRewardRequestSchema = z.object({ reward_id: idSchema }).strict();
export type RevealRewardRequest = z.infer<typeof revealRewardRequestSchema>;

/** §7 'returns a list whose first element is the reward': typed non-empty so [0] needs no check. */
export const revealRewardResponseSchema = z.tuple([pendingRewardSchema], pendingRewardSchema);
export type RevealRewardResponse = z.infer<typeof revealRewardResponseSchema>;

export function revealedReward(response: RevealRewardResponse): PendingReward {
  return response[0];
}
