// The words and pictures of scratch cards (docs/requirements.md §2 scratch-card pop-up, §3 Reward (pending), §4 Scratch card)
// and the message a card writes when it is earned (`reward_earned`): one row per campaign. Change a card's wording or
// picture here; the images are static files the client ships under /images/rewards/.
import type { Asset } from '../constants.ts';
import { formatMoney } from '../money/amount.ts';
import { INSTANT_PAGE, PATHS } from '../routes/routeTable.ts';

/** What earns a card (our design): each at most once per person. */
export const REWARD_CAMPAIGNS = ['first_deposit', 'first_trade', 'referral', 'coupon'] as const;
export type RewardCampaign = (typeof REWARD_CAMPAIGNS)[number];

/** §3 theme_image_url: the cover of every unrevealed card. */
export const REWARD_THEME_IMAGE = '/images/rewards/scratch-cover.svg';

/** §3 image and action_string of each campaign's card: the picture, and what the person did to earn it. */
export const CAMPAIGN_CARDS: Readonly<Record<RewardCampaign, { image: string; action: string }>> = {
  first_deposit: { image: '/images/rewards/first-deposit.svg', action: 'For your first deposit' },
  first_trade: { image: '/images/rewards/first-trade.svg', action: 'For your first trade' },
  referral: { image: '/images/rewards/referral.svg', action: 'For inviting a friend who joined Sikka' },
  coupon: { image: '/images/rewards/coupon.svg', action: 'For joining with a coupon code' },
};

/** A campaign's name where a card is listed (the rewards history). */
export const CAMPAIGN_LABELS: Readonly<Record<RewardCampaign, string>> = {
  first_deposit: 'First deposit',
  first_trade: 'First trade',
  referral: 'Referral',
  coupon: 'Coupon',
};

export function isRewardCampaign(name: string): name is RewardCampaign {
  return (REWARD_CAMPAIGNS as readonly string[]).includes(name);
}

/** §3 rewards_string: a surprise until the card is revealed (§4 'Click to view'), then what it was worth. */
export function rewardString(asset: Asset, amount: bigint, revealed: boolean): string {
  if (revealed) return `You won ${formatMoney(asset, amount)}`;
  return asset === 'INR' ? 'Scratch to reveal your cash reward' : `Scratch to reveal your ${asset} reward`;
}

/** §4 Redeem goes to redirection_url: the coin's instant page to trade what was won, the wallet for rupees. */
export function rewardRedirection(asset: Asset): string {
  return asset === 'INR' ? PATHS.wallet : INSTANT_PAGE[asset];
}

/** The `reward_earned` message (the bell's Scratch Card entry and the notification toast). */
export function rewardEarnedText(campaign: RewardCampaign): { title: string; body: string } {
  return {
    title: 'You won a scratch card',
    body: `${CAMPAIGN_CARDS[campaign].action}. Scratch it in Rewards to see what you won.`,
  };
}

export const REWARD_MESSAGES = {
  notFound: 'No such reward',
  notRevealed: 'Scratch the card to reveal your reward first',
  redeemed: 'Reward redeemed',
  poolEmpty: 'Rewards are being topped up. Please try again in a little while',
} as const;
