import { describe, expect, it } from 'vitest';
import { rewardsCalls } from './calls.ts';
import {
  pendingRewardSchema,
  pendingRewardsResponseSchema,
  redeemRewardRequestSchema,
  revealedReward,
  revealRewardRequestSchema,
  revealRewardResponseSchema,
} from './schemas.ts';

const reward = {
  reward_id: 11,
  user_id: 42,
  theme_image_url: 'https://static.example.in/cards/diwali.png',
  image: 'https://static.example.in/rewards/btc.png',
  coin: 'BTC',
  reward_coins_url: 'https://static.example.in/coins/btc.svg',
  rewards_string: 'You won ₹50 of BTC',
  action_string: 'Buy BTC worth ₹500 to unlock',
  action_coins_url: null,
  redirection_url: '/in/bitcoin',
};

describe('§3 Reward (pending)', () => {
  it.each([
    ['a full reward', reward],
    [
      'a reward without the optional cover, coin icons or redirection',
      { ...reward, theme_image_url: undefined, reward_coins_url: undefined, redirection_url: null },
    ],
  ])('accepts %s', (_, input) => {
    expect(pendingRewardSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['reward_id missing', { ...reward, reward_id: undefined }, 'reward_id'],
    ['reward_id as a string', { ...reward, reward_id: '11' }, 'reward_id'],
    ['user_id missing', { ...reward, user_id: undefined }, 'user_id'],
    ['rewards_string missing', { ...reward, rewards_string: undefined }, 'rewards_string'],
    ['image as a number', { ...reward, image: 1 }, 'image'],
  ])('refuses %s', (_, input, field) => {
    const result = pendingRewardSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('§7 GET /rewards/pending-reward', () => {
  it.each([
    ['an empty list', []],
    ['a list of rewards', [reward, { ...reward, reward_id: 12 }]],
  ])('accepts %s', (_, input) => {
    expect(pendingRewardsResponseSchema.parse(input)).toHaveLength(input.length);
  });

  it('refuses a single reward that is not in a list', () => {
    expect(pendingRewardsResponseSchema.safeParse(reward).success).toBe(false);
  });
});

describe('§7 POST /rewards/redeem and reveal-by-id bodies', () => {
  it.each([
    ['redeem', redeemRewardRequestSchema],
    ['reveal', revealRewardRequestSchema],
  ])('%s takes { reward_id }', (_, schema) => {
    expect(schema.parse({ reward_id: 11 })).toEqual({ reward_id: 11 });
  });

  it.each([
    ['redeem without reward_id', redeemRewardRequestSchema, {}],
    ['redeem with a string reward_id', redeemRewardRequestSchema, { reward_id: 'eleven' }],
    ['redeem with an unknown field', redeemRewardRequestSchema, { reward_id: 11, user_id: 42 }],
    ['reveal with an unknown field', revealRewardRequestSchema, { reward_id: 11, extra: true }],
    ['reveal with a zero id', revealRewardRequestSchema, { reward_id: 0 }],
  ])('refuses %s', (_, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe('§7 reveal a reward: a list whose first element is the reward', () => {
  it('the first element is the reward', () => {
    const response = revealRewardResponseSchema.parse([reward, { ...reward, reward_id: 99 }]);
    expect(revealedReward(response).reward_id).toBe(11);
  });

  it.each([
    ['an empty list', []],
    ['a bare reward', reward],
    ['a list whose first element is not a reward', [{ reward_id: 11 }]],
  ])('refuses %s', (_, input) => {
    expect(revealRewardResponseSchema.safeParse(input).success).toBe(false);
  });

  it('describes the three reward calls', () => {
    expect(rewardsCalls.pending).toMatchObject({
      method: 'GET',
      path: '/rewards/pending-reward',
      auth: 'bearer',
    });
    expect(rewardsCalls.redeem).toMatchObject({ method: 'POST', path: '/rewards/redeem' });
    expect(rewardsCalls.reveal).toMatchObject({ method: 'POST', path: '/rewards/reveal' });
  });
});
