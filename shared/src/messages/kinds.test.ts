import { describe, expect, it } from 'vitest';
import { GIFT_EVENT_KINDS } from '../gifting/texts.ts';
import { categoryOfKind, outsideText } from '../notifications/preferences.ts';
import { USER_EVENT_TOPICS } from '../realtime/stream.ts';
import {
  type KindWordedHere,
  MESSAGE_KINDS,
  MESSAGE_TEXTS,
  MESSAGE_TOPICS,
  type MessageData,
  messageEvent,
  messageText,
} from './kinds.ts';

/** Worded in rewards/texts.ts and gifting/texts.ts (tested there), not here. */
const WORDED_ELSEWHERE: readonly string[] = ['reward_earned', ...Object.values(GIFT_EVENT_KINDS)];
const WORDED_HERE = MESSAGE_KINDS.filter((kind): kind is KindWordedHere => !WORDED_ELSEWHERE.includes(kind));

/** One example of every kind worded here, with the title and body it must read (§3 Message; §9 grouping for INR). */
const EXAMPLES: { [K in KindWordedHere]: [MessageData[K], string, string] } = {
  deposit_credited: [
    { deposit_id: 12, coin: 'INR', amount: '1234567.50', held: false },
    'Deposit credited',
    '₹12,34,567.50 has been added to your wallet.',
  ],
  withdrawal_requested: [
    { withdrawal_id: 3, coin: 'INR', amount: '5000.00', destination: 'HDFC Bank ••••5678', held: false },
    'Withdrawal requested',
    'Your withdrawal of ₹5,000.00 to HDFC Bank ••••5678 has been received.',
  ],
  withdrawal_completed: [
    { withdrawal_id: 3, coin: 'BTC', amount: '0.01000000', destination: 'bc1qxyz', reference: '0xabc' },
    'Withdrawal completed',
    '0.01 BTC has been sent to bc1qxyz. Reference: 0xabc.',
  ],
  withdrawal_failed: [
    { withdrawal_id: 3, coin: 'INR', amount: '250000.00', reason: 'The bank declined the transfer' },
    'Withdrawal failed',
    'Your withdrawal of ₹2,50,000.00 failed: The bank declined the transfer. The amount is back in your wallet.',
  ],
  order_filled: [
    {
      order_id: 9,
      pair: 'BTC-INR',
      coin: 'BTC',
      side: 'buy',
      volume: '0.01000000',
      average_rate: '9000000.00',
      amount: '90000.00',
    },
    'Buy order filled',
    'You bought 0.01 BTC at ₹90,00,000.00 for ₹90,000.00.',
  ],
  order_partly_filled: [
    {
      order_id: 9,
      pair: 'ETH-INR',
      coin: 'ETH',
      side: 'sell',
      filled_volume: '0.50000000',
      volume: '2.00000000',
      average_rate: '320000.00',
      done: false,
    },
    'Sell order partly filled',
    'You have sold 0.5 of 2 ETH so far, at an average of ₹3,20,000.00.',
  ],
  uma_sent: [
    { transfer_id: 4, coin: 'INR', amount: '1000.00', counterparty: '@bina', note: 'Rent' },
    'Money sent',
    'You sent ₹1,000.00 to @bina. Note: Rent',
  ],
  uma_received: [
    { transfer_id: 4, coin: 'BTC', amount: '0.00100000', counterparty: '@asha', note: '' },
    'Money received',
    '0.001 BTC from @asha is in your wallet.',
  ],
  kyc_submitted: [
    {},
    'Profile submitted',
    'Your documents are under verification. We will let you know as soon as they are reviewed.',
  ],
  kyc_approved: [
    {},
    'Profile verified',
    'Your profile is verified. You can now add money, trade and withdraw.',
  ],
  kyc_rejected: [
    { reason: 'The selfie is blurred', steps: ['documents', 'bank'] },
    'Profile not verified',
    'Your profile could not be verified: The selfie is blurred. Please update your documents and bank account and submit again.',
  ],
  re_kyc_requested: [
    { reason: 'Your address proof has expired.', steps: ['address'] },
    'Re-KYC needed',
    'Please verify your profile again: Your address proof has expired. Update your address in Get Verified.',
  ],
  new_sign_in: [
    { browser: 'Chrome on Windows', ip: '203.0.113.7' },
    'New sign-in',
    'Your account was signed in from a new browser (Chrome on Windows, 203.0.113.7). If this was not you, contact support at +91 80 4718 0000 at once.',
  ],
  password_changed: [
    {},
    'Password changed',
    'Your password was changed and you were signed out everywhere else. If this was not you, contact support at +91 80 4718 0000 at once.',
  ],
  email_changed: [
    { email: 'asha@example.in' },
    'E-mail address changed',
    'Your e-mail address is now asha@example.in. If this was not you, contact support at +91 80 4718 0000 at once.',
  ],
  two_factor_changed: [
    { enabled: true },
    'Google Authenticator turned on',
    'Withdrawals are paused for 24 hours after this change. If this was not you, contact support at +91 80 4718 0000 at once.',
  ],
  password_guessed: [
    {},
    'Wrong passwords for your account',
    'Someone has entered a wrong password for your Sikka account several times in the last few minutes. If it was not you, your account is safe while your password is secret: change it from your profile if in doubt.',
  ],
  loan_disbursed: [
    { loan_id: 1, amount: '99115.00', coin: 'BTC', collateral: '0.05000000' },
    'Loan disbursed',
    '₹99,115.00 has been added to your wallet against 0.05 BTC held as collateral.',
  ],
  loan_closed: [
    { loan_id: 1, coin: 'BTC', collateral: '0.05000000' },
    'Loan closed',
    'Your loan is fully repaid and 0.05 BTC of collateral is back in your wallet.',
  ],
  loan_margin_call: [
    { loan_id: 1, coin: 'BTC', price: '3500000.00', ltv_percent: '71.43', liquidation_price: '3125000.00' },
    'Margin call on your loan',
    'BTC fell to ₹35,00,000.00 and your loan-to-value is 71.43%. Repay part of the loan: at ₹31,25,000.00 some collateral will be sold.',
  ],
  loan_liquidated: [
    { loan_id: 1, coin: 'BTC', sold: '0.01666668', price: '3125000.00', amount: '52083.37' },
    'Collateral sold',
    '0.01666668 BTC of your collateral was sold at ₹31,25,000.00 and ₹52,083.37 repaid your loan.',
  ],
  shop_order: [
    { order_id: 7, brand: 'Amazon Pay', amount: '500.00', pay_asset: 'BTC', pay_amount: '0.00005658' },
    'Shop order ready',
    'Your Amazon Pay ₹500.00 is ready, paid with 0.00005658 BTC. See its code in Shop › My orders.',
  ],
  basket_bought: [
    { basket_order_id: 1, basket: 'Top 3', amount: '10000.00' },
    'Basket bought',
    'You bought the Top 3 basket for ₹10,000.00.',
  ],
  basket_sold: [
    { basket_order_id: 2, basket: 'Top 3', percent: '50', amount: '4930.12' },
    'Basket sold',
    'You sold 50% of your Top 3 basket and ₹4,930.12 has been added to your wallet.',
  ],
  basket_rebalanced: [
    { basket_order_id: 3, basket: 'Steady' },
    'Basket rebalanced',
    'Your Steady basket is back at its target weights.',
  ],
  plan_bought: [
    { plan_id: 1, run_id: 4, target: 'BTC', amount: '1000.00' },
    'Buying plan ran',
    'Your buying plan bought BTC for ₹1,000.00.',
  ],
  plan_skipped: [
    { plan_id: 1, run_id: 5, target: 'Top 3', amount: '1000.00', reason: 'Insufficient balance' },
    'Buying plan skipped',
    'Your buying plan did not buy Top 3 for ₹1,000.00: Insufficient balance. The plan goes on.',
  ],
  vendor_order_paid: [
    { order_id: 'vo_0123456789abcdef01234567', reference: 'INV-42', amount: '1250.50' },
    'Order paid',
    'Your order INV-42 was paid: ₹1,250.50 has been added to your wallet.',
  ],
  sub_broker_invited: [
    { invitation_id: 3, business_name: 'Asha Traders', code: 'SBH2YKDA' },
    'Sub-broker invitation',
    'Asha Traders (SBH2YKDA) invites you to be their client. Accept or ignore it on the Sub Broker page.',
  ],
  sub_broker_approved: [
    { code: 'SBH2YKDA' },
    'You are a sub-broker',
    'Your sub-broker application is approved. Your code is SBH2YKDA; invite clients from the Sub Broker page.',
  ],
  sub_broker_rejected: [
    { reason: 'The GST registration is cancelled' },
    'Sub-broker application not approved',
    'Your sub-broker application was not approved: The GST registration is cancelled. You may apply again.',
  ],
  sub_broker_client_joined: [
    { client_id: 7, client: 'Bina Rao' },
    'New client',
    'Bina Rao is now your client.',
  ],
  price_alert: [
    {
      alert_id: 4,
      coin: 'BTC',
      kind: 'above',
      price: '9000000.00',
      percent: null,
      window: null,
      at_price: '9012345.67',
      once: true,
    },
    'Your BTC price alert',
    "BTC is at ₹90,12,345.67, above your alert's ₹90,00,000.00. The alert is now off.",
  ],
};

describe('§3 transaction messages: the title and body of every kind worded here', () => {
  it.each(WORDED_HERE.map((kind) => [kind, ...EXAMPLES[kind]] as const))('%s', (kind, data, title, body) => {
    expect(messageText(kind, data as never)).toEqual({ title, body });
  });

  it('every kind is worded in exactly one place: here, or in rewards/texts.ts or gifting/texts.ts', () => {
    for (const kind of WORDED_ELSEWHERE) expect(MESSAGE_KINDS).toContain(kind);
    expect(Object.keys(MESSAGE_TEXTS).sort()).toEqual([...WORDED_HERE].sort());
  });

  it('every kind has a topic of the events channel', () => {
    for (const kind of MESSAGE_KINDS) expect(USER_EVENT_TOPICS).toContain(MESSAGE_TOPICS[kind]);
    for (const kind of WORDED_HERE)
      expect(messageEvent(1, kind, EXAMPLES[kind][0] as never, 'k').topic).toBe(MESSAGE_TOPICS[kind]);
    expect(MESSAGE_TOPICS.reward_earned).toBe('reward');
    for (const kind of Object.values(GIFT_EVENT_KINDS)) expect(MESSAGE_TOPICS[kind]).toBe('gift');
  });
});

/** Every string in an event's data (amounts as text, addresses, codes, references, names). */
const stringsOf = (data: unknown): string[] =>
  typeof data === 'string'
    ? [data]
    : typeof data === 'number'
      ? [String(data)]
      : data && typeof data === 'object'
        ? Object.values(data).flatMap(stringsOf)
        : [];

describe('the SMS and e-mail of every kind worded here carry none of its data', () => {
  it.each(WORDED_HERE.map((kind) => [kind, ...EXAMPLES[kind]] as const))('%s', (kind, data, title, _body) => {
    const text = outsideText(categoryOfKind(kind), messageText(kind, data as never).title);
    expect(text).toContain(title);
    // One SMS; no amount, code, account or card number, address or reference.
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.replace(/\+91 80 4718 0000/, '')).not.toMatch(/\d{3,}/);
    for (const value of stringsOf(data)) if (value.length >= 4) expect(text).not.toContain(value);
  });
});

describe('variants', () => {
  it.each([
    [
      'deposit_credited',
      { deposit_id: 1, coin: 'USDT', amount: '1500000.000000', held: true },
      '1500000 USDT has arrived and is held until you sign its declaration.',
    ],
    [
      'withdrawal_requested',
      { withdrawal_id: 1, coin: 'INR', amount: '1500000.00', destination: 'SBI ••••1234', held: true },
      'Your withdrawal of ₹15,00,000.00 to SBI ••••1234 is held until you sign its declaration.',
    ],
    [
      'withdrawal_requested',
      {
        withdrawal_id: 2,
        coin: 'INR',
        amount: '2500.00',
        destination: 'SBI ••••1234',
        held: false,
        started_by: 'Asha Traders',
      },
      'Your sub-broker Asha Traders started a withdrawal of ₹2,500.00 to SBI ••••1234, confirmed with your code.',
    ],
    [
      'withdrawal_completed',
      { withdrawal_id: 1, coin: 'INR', amount: '100.00', destination: 'SBI ••••1234', reference: null },
      '₹100.00 has been sent to SBI ••••1234.',
    ],
    [
      'order_partly_filled',
      {
        order_id: 1,
        pair: 'BTC-INR',
        coin: 'BTC',
        side: 'buy',
        filled_volume: '0.00100000',
        volume: null,
        average_rate: '9000000.00',
        done: true,
      },
      'You bought 0.001 BTC at an average of ₹90,00,000.00; the rest of the order was cancelled.',
    ],
    [
      'kyc_rejected',
      { reason: 'PAN mismatch', steps: [] },
      'Your profile could not be verified: PAN mismatch. Please submit again.',
    ],
    [
      'new_sign_in',
      { browser: 'Safari on iPhone', ip: null },
      'Your account was signed in from a new browser (Safari on iPhone). If this was not you, contact support at +91 80 4718 0000 at once.',
    ],
  ] as const)('%s %j', (kind, data, body) => {
    expect(messageText(kind, data as never).body).toBe(body);
  });

  it('messageEvent carries the texts, the topic, the data and the dedupe key', () => {
    const data = { deposit_id: 12, coin: 'INR', amount: '500.00', held: false } as const;
    expect(messageEvent(3, 'deposit_credited', data, 'deposit:12:credited')).toEqual({
      userId: 3,
      kind: 'deposit_credited',
      topic: 'deposit',
      title: 'Deposit credited',
      body: '₹500.00 has been added to your wallet.',
      data,
      dedupeKey: 'deposit:12:credited',
    });
  });
});
