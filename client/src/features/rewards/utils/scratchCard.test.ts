import type { PendingReward } from '@sikka/shared/rewards/schemas';
import { describe, expect, it } from 'vitest';
import { rewardEventFields, SCRATCH_CARD_TEXT, scratchCardReducer, UNREVEALED } from './scratchCard.ts';

const reward: PendingReward = {
  reward_id: 9,
  user_id: 4,
  image: '/rewards/btc.svg',
  coin: 'BTC',
  rewards_string: 'You won 0.00002 BTC',
  action_string: 'for your first deposit',
};

describe('§4 the scratch card', () => {
  it("quotes SPEC: 'Click to view', 'Fetching your reward'", () => {
    expect(SCRATCH_CARD_TEXT).toMatchObject({
      unrevealed: 'Click to view',
      fetching: 'Fetching your reward',
    });
  });

  it('unrevealed → (tap) fetching → revealed', () => {
    const fetching = scratchCardReducer(UNREVEALED, { type: 'tap' });
    expect(fetching).toEqual({ step: 'fetching' });
    expect(scratchCardReducer(fetching, { type: 'revealed', reward })).toEqual({ step: 'revealed', reward });
  });

  it('a failure returns to unrevealed and shows the error', () => {
    const fetching = scratchCardReducer(UNREVEALED, { type: 'tap' });
    expect(scratchCardReducer(fetching, { type: 'failed', message: 'Reward already claimed' })).toEqual({
      step: 'unrevealed',
      error: 'Reward already claimed',
    });
  });

  it('a tap while fetching or after the reveal changes nothing (one reveal per card)', () => {
    const fetching = scratchCardReducer(UNREVEALED, { type: 'tap' });
    expect(scratchCardReducer(fetching, { type: 'tap' })).toBe(fetching);
    const revealed = scratchCardReducer(fetching, { type: 'revealed', reward });
    expect(scratchCardReducer(revealed, { type: 'tap' })).toBe(revealed);
    expect(scratchCardReducer(revealed, { type: 'failed', message: 'late' })).toBe(revealed);
  });

  it('a new tap after a failure clears the error', () => {
    const failed = scratchCardReducer({ step: 'fetching' }, { type: 'failed', message: 'x' });
    expect(scratchCardReducer(failed, { type: 'tap' })).toEqual({ step: 'fetching' });
  });

  it('§3 reward events carry date-time, user id, reward id, offer provided, product to buy', () => {
    expect(rewardEventFields(reward, new Date('2026-11-26T08:00:00.000Z'))).toEqual({
      date_time: '2026-11-26T08:00:00.000Z',
      user_id: 4,
      reward_id: 9,
      offer_provided: 'You won 0.00002 BTC',
      product_to_buy: 'BTC',
    });
  });
});
