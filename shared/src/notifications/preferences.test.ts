import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, type MessageKind } from '../messages/kinds.ts';
import {
  ANNOUNCEMENT_CATEGORIES,
  categoryOfKind,
  DEFAULT_PREFERENCES,
  isLocked,
  KIND_CATEGORIES,
  outsideText,
  PREFERENCE_CATEGORIES,
  PREFERENCE_CHANNELS,
  type PreferenceCategory,
  type PreferenceChannel,
  preferencesFrom,
  setNotificationPreferenceRequestSchema,
  switchLabel,
} from './preferences.ts';

/** Every message kind and the one category it belongs to (a new kind must be added here, and to KIND_CATEGORIES). */
const CATEGORY_OF: Record<MessageKind, PreferenceCategory> = {
  deposit_credited: 'transactions',
  withdrawal_requested: 'transactions',
  withdrawal_completed: 'transactions',
  withdrawal_failed: 'transactions',
  order_filled: 'transactions',
  order_partly_filled: 'transactions',
  kyc_submitted: 'security',
  kyc_approved: 'security',
  kyc_rejected: 'security',
  re_kyc_requested: 'security',
  reward_earned: 'rewards',
  gift_sent: 'transactions',
  gift_received: 'transactions',
  gift_claimed: 'transactions',
  gift_returned: 'transactions',
  uma_sent: 'transactions',
  uma_received: 'transactions',
  new_sign_in: 'security',
  password_changed: 'security',
  email_changed: 'security',
  two_factor_changed: 'security',
  password_guessed: 'security',
  loan_disbursed: 'transactions',
  loan_closed: 'transactions',
  loan_margin_call: 'transactions',
  loan_liquidated: 'transactions',
  shop_order: 'transactions',
  basket_bought: 'transactions',
  basket_sold: 'transactions',
  basket_rebalanced: 'transactions',
  plan_bought: 'transactions',
  plan_skipped: 'transactions',
  vendor_order_paid: 'transactions',
  sub_broker_invited: 'offers',
  sub_broker_approved: 'transactions',
  sub_broker_rejected: 'transactions',
  sub_broker_client_joined: 'transactions',
  price_alert: 'alerts',
};

describe('what reaches a person: every message kind in exactly one category', () => {
  it.each(MESSAGE_KINDS.map((kind) => [kind, CATEGORY_OF[kind]] as const))('%s → %s', (kind, category) => {
    expect(category, `${kind} has no category in this table`).toBeDefined();
    expect(categoryOfKind(kind)).toBe(category);
  });

  it('the categories name every kind and nothing else', () => {
    expect(Object.keys(KIND_CATEGORIES).sort()).toEqual([...MESSAGE_KINDS].sort());
    for (const category of Object.values(KIND_CATEGORIES)) expect(PREFERENCE_CATEGORIES).toContain(category);
  });

  it('an announcement (§3 GENERIC news or OFFERS) is an offer', () => {
    expect(ANNOUNCEMENT_CATEGORIES).toEqual({ GENERIC: 'offers', OFFERS: 'offers' });
  });
});

/** Each switch: locked (always on: security and transactions in the app), and its default until the person chooses. */
const SWITCHES: [PreferenceCategory, PreferenceChannel, { locked: boolean; byDefault: boolean }][] = [
  ['transactions', 'in_app', { locked: true, byDefault: true }],
  ['transactions', 'sms', { locked: false, byDefault: true }],
  ['transactions', 'email', { locked: false, byDefault: false }],
  ['rewards', 'in_app', { locked: false, byDefault: true }],
  ['rewards', 'sms', { locked: false, byDefault: false }],
  ['rewards', 'email', { locked: false, byDefault: false }],
  ['offers', 'in_app', { locked: false, byDefault: true }],
  ['offers', 'sms', { locked: false, byDefault: false }],
  ['offers', 'email', { locked: false, byDefault: false }],
  ['security', 'in_app', { locked: true, byDefault: true }],
  ['security', 'sms', { locked: false, byDefault: true }],
  ['security', 'email', { locked: false, byDefault: false }],
  ['alerts', 'in_app', { locked: false, byDefault: true }],
  ['alerts', 'sms', { locked: false, byDefault: true }],
  ['alerts', 'email', { locked: false, byDefault: false }],
];

describe('the switches: which are locked, their defaults and labels', () => {
  it('walks every category × channel', () => {
    expect(SWITCHES).toHaveLength(PREFERENCE_CATEGORIES.length * PREFERENCE_CHANNELS.length);
  });

  it.each(SWITCHES)('%s by %s', (category, channel, { locked, byDefault }) => {
    expect(isLocked(category, channel)).toBe(locked);
    expect(DEFAULT_PREFERENCES[category][channel]).toBe(byDefault);
    expect(preferencesFrom([])[category][channel]).toBe(byDefault);
    // A stored choice wins, except that a locked switch stays on.
    expect(preferencesFrom([{ category, channel, enabled: !byDefault }])[category][channel]).toBe(
      locked ? true : !byDefault,
    );
    const off = setNotificationPreferenceRequestSchema.safeParse({ category, [channel]: false });
    expect(off.success).toBe(!locked);
    if (!off.success) {
      expect(off.error.issues).toEqual([
        expect.objectContaining({
          path: [channel],
          message: `${category[0]?.toUpperCase()}${category.slice(1)} messages are always shown in the app.`,
        }),
      ]);
    }
    expect(setNotificationPreferenceRequestSchema.safeParse({ category, [channel]: true }).success).toBe(
      true,
    );
  });

  it.each([
    ['rewards', 'in_app', 'Rewards by in-app'],
    ['transactions', 'sms', 'Transactions by SMS'],
    ['offers', 'email', 'Offers by e-mail'],
    ['security', 'in_app', 'Security by in-app'],
  ] as const)('%s by %s is labelled "%s"', (category, channel, label) => {
    expect(switchLabel(category, channel)).toBe(label);
  });

  it('stored rows of unknown categories or channels are ignored', () => {
    expect(
      preferencesFrom([
        { category: 'news', channel: 'sms', enabled: true },
        { category: 'rewards', channel: 'push', enabled: true },
      ]),
    ).toEqual(DEFAULT_PREFERENCES);
  });

  it('a change names a known category and at least one channel, nothing else', () => {
    for (const body of [
      { category: 'rewards' },
      { category: 'news', sms: true },
      { category: 'rewards', push: true },
    ])
      expect(setNotificationPreferenceRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(
        false,
      );
    expect(
      setNotificationPreferenceRequestSchema.parse({ category: 'offers', sms: true, email: false }),
    ).toEqual({
      category: 'offers',
      sms: true,
      email: false,
    });
  });
});

describe('the SMS and e-mail text', () => {
  it('is the title and where to read more; a security one says whom to call', () => {
    expect(outsideText('transactions', 'Deposit credited')).toBe(
      'Sikka: Deposit credited. Open the Sikka app to see more.',
    );
    expect(outsideText('security', 'New sign-in')).toBe(
      'Sikka: New sign-in. If this was not you, call +91 80 4718 0000 at once.',
    );
  });
});
