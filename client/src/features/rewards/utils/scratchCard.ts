// §4 the scratch card's states: unrevealed ('Click to view') → fetching ('Fetching your reward') → revealed; a failed
// reveal goes back to unrevealed with the error. And the §3 fields of its two analytics events.
import type { PendingReward } from '@sikka/shared/rewards/schemas';

export const SCRATCH_CARD_TEXT = {
  unrevealed: 'Click to view',
  fetching: 'Fetching your reward',
  redeem: 'Redeem',
} as const;

export type ScratchCardState =
  | { readonly step: 'unrevealed'; readonly error: string | null }
  | { readonly step: 'fetching' }
  | { readonly step: 'revealed'; readonly reward: PendingReward };

type ScratchCardAction =
  | { readonly type: 'tap' }
  | { readonly type: 'revealed'; readonly reward: PendingReward }
  | { readonly type: 'failed'; readonly message: string | null };

export const UNREVEALED: ScratchCardState = { step: 'unrevealed', error: null };

export function scratchCardReducer(state: ScratchCardState, action: ScratchCardAction): ScratchCardState {
  switch (action.type) {
    // Only an unrevealed card reacts to a tap: a second tap while fetching reveals nothing twice.
    case 'tap':
      return state.step === 'unrevealed' ? { step: 'fetching' } : state;
    case 'revealed':
      return state.step === 'fetching' ? { step: 'revealed', reward: action.reward } : state;
    case 'failed':
      return state.step === 'fetching' ? { step: 'unrevealed', error: action.message } : state;
  }
}

/** §3 a reward event's fields: date-time, user id, reward id, offer provided, product to buy. */
export function rewardEventFields(reward: PendingReward, now: Date) {
  return {
    date_time: now.toISOString(),
    user_id: reward.user_id,
    reward_id: reward.reward_id,
    offer_provided: reward.rewards_string,
    product_to_buy: reward.coin,
  };
}
