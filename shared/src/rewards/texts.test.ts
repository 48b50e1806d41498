import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_CARDS,
  CAMPAIGN_LABELS,
  isRewardCampaign,
  REWARD_CAMPAIGNS,
  rewardEarnedText,
  rewardRedirection,
  rewardString,
} from './texts.ts';

describe('§3 Reward (pending) rewards_string: a surprise until §4 reveals it, then what it was worth', () => {
  it.each([
    ['BTC', 5_555n, false, 'Scratch to reveal your BTC reward'],
    ['BTC', 5_555n, true, 'You won 0.00005555 BTC'],
    ['ETH', 1_000_000n, true, 'You won 0.01 ETH'],
    ['USDT', 565_000n, true, 'You won 0.565 USDT'],
    ['INR', 2_000n, false, 'Scratch to reveal your cash reward'],
    ['INR', 2_000n, true, 'You won ₹20.00'],
    ['INR', 1_23_456_00n, true, 'You won ₹1,23,456.00'],
  ] as const)('%s %s revealed=%s → %s', (asset, amount, revealed, text) => {
    expect(rewardString(asset, amount, revealed)).toBe(text);
  });
});

describe('§4 Redeem goes to redirection_url', () => {
  it.each([
    ['BTC', '/in/bitcoin'],
    ['ETH', '/in/ether'],
    ['USDT', '/in/usdt'],
    ['INR', '/in/wallet'],
  ] as const)('%s → %s', (asset, path) => {
    expect(rewardRedirection(asset)).toBe(path);
  });
});

describe('campaign cards (§3 image, action_string) and the reward_earned message', () => {
  it.each(REWARD_CAMPAIGNS.map((campaign) => [campaign]))(
    '%s has a picture under /images/rewards/ and a reason',
    (campaign) => {
      expect(CAMPAIGN_CARDS[campaign].image).toMatch(/^\/images\/rewards\/[a-z-]+\.svg$/);
      expect(rewardEarnedText(campaign)).toEqual({
        title: 'You won a scratch card',
        body: `${CAMPAIGN_CARDS[campaign].action}. Scratch it in Rewards to see what you won.`,
      });
    },
  );

  it('every campaign has its name in the rewards history', () => {
    expect(CAMPAIGN_LABELS).toEqual({
      first_deposit: 'First deposit',
      first_trade: 'First trade',
      referral: 'Referral',
      coupon: 'Coupon',
    });
  });

  it.each([
    ['first_deposit', true],
    ['coupon', true],
    ['birthday', false],
    ['', false],
  ])('isRewardCampaign(%j) is %s', (name, known) => {
    expect(isRewardCampaign(name)).toBe(known);
  });
});
