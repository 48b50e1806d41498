import { describe, expect, it } from 'vitest';
import { earnedReward, refreshesFor } from './eventRefreshes.ts';

const message = {
  id: 1,
  kind: 'deposit_credited',
  title: 'Deposit credited',
  message: '₹500.00 is in your wallet',
};

describe('live events: what each one refreshes', () => {
  it.each([
    ['deposit', ['deposits', 'messages']],
    ['withdrawal', ['withdrawals', 'messages']],
    ['order', ['orders', 'messages']],
    ['reward', ['rewards', 'notifications', 'messages']],
    ['gift', ['gifts', 'messages']],
    ['uma', ['uma', 'messages']],
    ['shop', ['shop', 'messages']],
    ['notification', ['notifications', 'notices', 'messages']],
    ['message', ['user', 'messages']],
  ] as const)('a %s event with its message refreshes %j', (topic, refreshes) => {
    expect(refreshesFor({ topic, message })).toEqual(refreshes);
  });

  it('§4 any event with a message is the reload-history signal: the messages are fetched again', () => {
    expect(refreshesFor({ topic: null, message })).toEqual(['messages']);
  });

  it('an event without a message refreshes only its topic (a status change the wallet page follows)', () => {
    expect(refreshesFor({ topic: 'withdrawal', message: null })).toEqual(['withdrawals']);
    expect(refreshesFor({ topic: null, message: null })).toEqual([]);
  });

  it('a scratch card was earned when a reward event carries its message', () => {
    expect(earnedReward({ topic: 'reward', message })).toBe(true);
    expect(earnedReward({ topic: 'reward', message: null })).toBe(false);
    expect(earnedReward({ topic: 'deposit', message })).toBe(false);
  });
});
