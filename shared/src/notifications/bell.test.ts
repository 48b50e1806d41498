import { describe, expect, it } from 'vitest';
import type { Message } from '../messages/schemas.ts';
import type { PendingReward } from '../rewards/schemas.ts';
import { bellGroups, bellMarked, UNTITLED_MESSAGE } from './bell.ts';
import { notificationGroupSchema } from './schemas.ts';

const reward: PendingReward = {
  reward_id: 7,
  user_id: 1,
  image: '/rewards/btc.svg',
  coin: 'BTC',
  rewards_string: 'You won BTC',
  action_string: 'for your first deposit',
};
const message = (id: number, is_read: number, title: string | null = 'Deposit credited'): Message => ({
  id,
  is_read,
  title,
  message: `message ${id}`,
  created_at: '2026-11-26T07:00:00.000Z',
  kind: 'deposit_credited',
});

describe('§4 the notification bell', () => {
  it("§2 groups: 'Rewards' to /in/more/rewards, 'Transaction messages' to /in/messages", () => {
    const [rewards, transactions] = bellGroups([reward], []);
    expect(rewards).toMatchObject({
      title: 'Rewards',
      linkToAdd: '/in/more/rewards',
      functionToCall: 'viewReward',
    });
    expect(transactions).toMatchObject({
      title: 'Transaction messages',
      linkToAdd: '/in/messages',
      functionToCall: 'markMessageRead',
    });
  });

  it('§3 a pending reward is a REWARDS item with its reward_id; groups are valid §3 groups', () => {
    const groups = bellGroups([reward], [message(3, 0)]);
    expect(groups[0].data).toEqual([
      {
        id: 7,
        reward_type_name: 'REWARDS',
        data: { subject: 'You won BTC', messageBody: { text: 'for your first deposit' } },
        reward_id: 7,
      },
    ]);
    for (const group of groups) expect(notificationGroupSchema.parse(group)).toEqual(group);
  });

  it('§3 is_read 1 is read: only unread messages are listed, untitled ones get a name', () => {
    const [, transactions] = bellGroups([], [message(1, 1), message(2, 0), message(3, 2, null)]);
    expect(transactions.data.map((item) => item.id)).toEqual([2, 3]);
    expect(transactions.data[1]?.data.subject).toBe(UNTITLED_MESSAGE);
    expect(transactions.data[0]?.reward_type_name).toBe('GENERIC');
  });

  it.each([
    [0, 0, false],
    [1, 0, true],
    [0, 1, true],
    [2, 5, true],
  ])('§4 active marker with %i pending rewards and %i unread messages: %s', (rewards, unread, marked) => {
    expect(bellMarked(rewards, unread)).toBe(marked);
  });

  it.each([
    [1, 0, false],
    [3, 0, false],
    [1, 1, true],
    [0, 2, true],
  ])(
    'rewards kept out of the app: %i pending cards and %i unread messages mark it: %s',
    (rewards, unread, marked) => {
      expect(bellMarked(rewards, unread, { rewardsInApp: false })).toBe(marked);
    },
  );
});
