// The transaction messages (§3 Message, §4 notification bell): every kind of event the provider tells a person
// about, the `data` each carries, its topic, and the title and body of every kind but the reward and gift ones
// (worded in rewards/texts.ts and gifting/texts.ts). Amounts in `data` are wire decimal strings of their asset
// (fromMinorUnits); texts show rupees with §9 Indian grouping. Add a kind here first, then record it where the
// event happens (provider: services.events.record, in the event's own transaction).
import type { AlertKind, AlertWindow } from '../alerts/rules.ts';
import { WINDOW_WORDS } from '../alerts/schemas.ts';
import type { Asset, Coin } from '../constants.ts';
import { formatCoin, formatInr, formatMoney } from '../money/amount.ts';
import type { UserEventTopic } from '../realtime/stream.ts';
import { SUPPORT_CONTACT } from '../routes/menus.ts';

export const MESSAGE_KINDS = [
  'deposit_credited',
  'withdrawal_requested',
  'withdrawal_completed',
  'withdrawal_failed',
  'order_filled',
  'order_partly_filled',
  'kyc_submitted',
  'kyc_approved',
  'kyc_rejected',
  're_kyc_requested',
  'reward_earned',
  'gift_sent',
  'gift_received',
  'gift_claimed',
  'gift_returned',
  'uma_sent',
  'uma_received',
  'new_sign_in',
  'password_changed',
  'email_changed',
  'two_factor_changed',
  'password_guessed',
  'loan_disbursed',
  'loan_closed',
  'loan_margin_call',
  'loan_liquidated',
  'shop_order',
  'basket_bought',
  'basket_sold',
  'basket_rebalanced',
  'plan_bought',
  'plan_skipped',
  'vendor_order_paid',
  'sub_broker_invited',
  'sub_broker_approved',
  'sub_broker_rejected',
  'sub_broker_client_joined',
  'price_alert',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A coin and its quantity, or rupees, as a decimal string of the asset's precision. */
type Money = {
  coin: Asset;
  amount: string;
};

/** What each kind's message carries in `data` (the client links and shows from it). */
export interface MessageData {
  /** Credited to available, or `held` (locked) until its declaration is signed. */
  deposit_credited: Money & { deposit_id: number; held: boolean };
  /** `held`: waiting for its declaration before it is sent. `destination`: the masked bank account or address. */
  /** `started_by`: the business name of the sub-broker who started it for their client (none for one's own). */
  withdrawal_requested: Money & {
    withdrawal_id: number;
    destination: string;
    held: boolean;
    started_by?: string;
  };
  /** `reference`: the bank's UTR or the chain's transaction hash. */
  withdrawal_completed: Money & { withdrawal_id: number; destination: string; reference: string | null };
  withdrawal_failed: Money & { withdrawal_id: number; reason: string };
  /** An exchange order filled wholly: `volume` the coin filled, `amount` its value in rupees. */
  order_filled: {
    order_id: number;
    pair: string;
    coin: Asset;
    side: 'buy' | 'sell';
    volume: string;
    average_rate: string;
    amount: string;
  };
  /**
   * An exchange order filled in part (so far): `filled_volume` of `volume` (null for a buy by rupee amount);
   * `done` when the rest was cancelled (an IOC or market order that found no more).
   */
  order_partly_filled: {
    order_id: number;
    pair: string;
    coin: Asset;
    side: 'buy' | 'sell';
    filled_volume: string;
    volume: string | null;
    average_rate: string;
    done: boolean;
  };
  kyc_submitted: Record<string, never>;
  kyc_approved: Record<string, never>;
  /** `steps`: the KYC steps to redo (shared/src/kyc/schemas.ts KYC_STEPS). */
  kyc_rejected: { reason: string; steps: string[] };
  re_kyc_requested: { reason: string; steps: string[] };
  /** A scratch card earned (revealed in Rewards): its campaign (first_deposit, first_trade, referral, coupon). */
  reward_earned: { reward_id: number; campaign: string };
  /** To the sender. */
  gift_sent: { gift_id: number };
  /** To the recipient (once they have an account). */
  gift_received: { gift_id: number };
  /** To both sides: the recipient took it. */
  gift_claimed: { gift_id: number };
  /** To both sides: nobody claimed it in time; the coin is back in the sender's wallet. */
  gift_returned: { gift_id: number };
  /** UMA, to the sender: `counterparty` the recipient ('@handle' or a masked number). */
  uma_sent: Money & { transfer_id: number; counterparty: string; note: string };
  /** UMA, to the recipient: `counterparty` the sender ('@handle' or a masked number). */
  uma_received: Money & { transfer_id: number; counterparty: string; note: string };
  /** A sign-in from a browser this account had not signed in from (the account's first browser is not told). */
  new_sign_in: { browser: string; ip: string | null };
  password_changed: Record<string, never>;
  email_changed: { email: string };
  /** Google Authenticator turned on or off; withdrawals wait 24 hours after (§9). */
  two_factor_changed: { enabled: boolean };
  /** Wrong passwords entered for the account several times in a short while (docs/auth.md "Guessing at a password"). */
  password_guessed: Record<string, never>;
  /** A loan taken: `amount` the rupees that reached the wallet, `coin`/`collateral` what is held against it. */
  loan_disbursed: { loan_id: number; amount: string; coin: Asset; collateral: string };
  /** Repaid in full (or by liquidation): `collateral` what went back to the wallet. */
  loan_closed: { loan_id: number; coin: Asset; collateral: string };
  /** The LTV reached the margin-call line at `price` (rupees a coin); `ltv_percent` e.g. '71.20'. */
  loan_margin_call: {
    loan_id: number;
    coin: Asset;
    price: string;
    ltv_percent: string;
    liquidation_price: string;
  };
  /** `sold` of the collateral was sold at `price` and `amount` rupees repaid. */
  loan_liquidated: { loan_id: number; coin: Asset; sold: string; price: string; amount: string };
  /** A shop purchase: `amount` the item's rupee price; its code is shown only in Shop › My orders, never here. */
  shop_order: { order_id: number; brand: string; amount: string; pay_asset: Asset; pay_amount: string };
  /** A basket bought for `amount` rupees (every component's total, fee and GST in). */
  basket_bought: { basket_order_id: number; basket: string; amount: string };
  /** `percent` of a basket holding sold; `amount` the rupees that reached the wallet. */
  basket_sold: { basket_order_id: number; basket: string; percent: string; amount: string };
  basket_rebalanced: { basket_order_id: number; basket: string };
  /** A buying plan's run bought `target` (a coin or a basket's name) for `amount` rupees. */
  plan_bought: { plan_id: number; run_id: number; target: string; amount: string };
  /** A buying plan's run bought nothing: `reason` says why; the plan goes on. */
  plan_skipped: { plan_id: number; run_id: number; target: string; amount: string; reason: string };
  /** A merchant's vendor order was paid: `amount` rupees reached their wallet. */
  vendor_order_paid: { order_id: string; reference: string; amount: string };
  /** An invitation to become a sub-broker's client, accepted on /in/sub-broker with the sub-broker OTP (9). */
  sub_broker_invited: { invitation_id: number; business_name: string; code: string };
  sub_broker_approved: { code: string };
  sub_broker_rejected: { reason: string };
  /** Told to the sub-broker: a client accepted an invitation or signed up with the code. */
  sub_broker_client_joined: { client_id: number; client: string };
  /** A price alert went off: `at_price` the rupee price that set it off; `once` when it is now off for good. */
  price_alert: {
    alert_id: number;
    coin: Coin;
    kind: AlertKind;
    price: string | null;
    percent: string | null;
    window: AlertWindow | null;
    at_price: string;
    once: boolean;
  };
}

export interface MessageText {
  title: string;
  body: string;
}

/** What each kind is about on the events channel (so the browser knows what to refresh). */
export const MESSAGE_TOPICS = {
  deposit_credited: 'deposit',
  withdrawal_requested: 'withdrawal',
  withdrawal_completed: 'withdrawal',
  withdrawal_failed: 'withdrawal',
  order_filled: 'order',
  order_partly_filled: 'order',
  kyc_submitted: 'message',
  kyc_approved: 'message',
  kyc_rejected: 'message',
  re_kyc_requested: 'message',
  reward_earned: 'reward',
  gift_sent: 'gift',
  gift_received: 'gift',
  gift_claimed: 'gift',
  gift_returned: 'gift',
  uma_sent: 'uma',
  uma_received: 'uma',
  new_sign_in: 'message',
  password_changed: 'message',
  email_changed: 'message',
  two_factor_changed: 'message',
  password_guessed: 'message',
  loan_disbursed: 'message',
  loan_closed: 'message',
  loan_margin_call: 'message',
  loan_liquidated: 'message',
  shop_order: 'shop',
  basket_bought: 'order',
  basket_sold: 'order',
  basket_rebalanced: 'order',
  plan_bought: 'order',
  plan_skipped: 'message',
  vendor_order_paid: 'deposit',
  sub_broker_invited: 'subBroker',
  sub_broker_approved: 'subBroker',
  sub_broker_rejected: 'subBroker',
  sub_broker_client_joined: 'subBroker',
  price_alert: 'alert',
} as const satisfies Record<MessageKind, UserEventTopic>;

const inr = (amount: string) => formatInr(amount, { symbol: true });

const STEP_WORDS: Readonly<Record<string, string>> = {
  pan: 'PAN',
  aadhaar: 'Aadhaar',
  personal: 'personal details',
  address: 'address',
  bank: 'bank account',
  documents: 'documents',
};

function stepList(steps: readonly string[]): string {
  const words = steps.map((step) => STEP_WORDS[step] ?? step);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const withNote = (note: string) => (note ? ` Note: ${note}` : '');
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const notYou = `If this was not you, contact support at ${SUPPORT_CONTACT.phone} at once.`;

// Reward and gift messages are worded in rewards/texts.ts and gifting/texts.ts: a gift speaks to two sides.
export type KindWordedHere = Exclude<
  MessageKind,
  'reward_earned' | 'gift_sent' | 'gift_received' | 'gift_claimed' | 'gift_returned'
>;

/** The title and body of each kind worded here, for the person it happened to. */
export const MESSAGE_TEXTS: { readonly [K in KindWordedHere]: (data: MessageData[K]) => MessageText } = {
  deposit_credited: (d) =>
    d.held
      ? {
          title: 'Deposit received',
          body: `${formatMoney(d.coin, d.amount)} has arrived and is held until you sign its declaration.`,
        }
      : {
          title: 'Deposit credited',
          body: `${formatMoney(d.coin, d.amount)} has been added to your wallet.`,
        },
  withdrawal_requested: (d) => ({
    title: 'Withdrawal requested',
    body: d.started_by
      ? `Your sub-broker ${d.started_by} started a withdrawal of ${formatMoney(d.coin, d.amount)} to ${d.destination}, confirmed with your code.` +
        (d.held ? ' It is held until you sign its declaration.' : '')
      : d.held
        ? `Your withdrawal of ${formatMoney(d.coin, d.amount)} to ${d.destination} is held until you sign its declaration.`
        : `Your withdrawal of ${formatMoney(d.coin, d.amount)} to ${d.destination} has been received.`,
  }),
  withdrawal_completed: (d) => ({
    title: 'Withdrawal completed',
    body:
      `${formatMoney(d.coin, d.amount)} has been sent to ${d.destination}.` +
      (d.reference ? ` Reference: ${d.reference}.` : ''),
  }),
  withdrawal_failed: (d) => ({
    title: 'Withdrawal failed',
    body: `Your withdrawal of ${formatMoney(d.coin, d.amount)} failed: ${sentence(d.reason)} The amount is back in your wallet.`,
  }),
  order_filled: (d) => ({
    title: d.side === 'buy' ? 'Buy order filled' : 'Sell order filled',
    body: `You ${d.side === 'buy' ? 'bought' : 'sold'} ${formatMoney(d.coin, d.volume)} at ${inr(d.average_rate)} for ${inr(d.amount)}.`,
  }),
  order_partly_filled: (d) => {
    const of =
      d.volume === null
        ? formatMoney(d.coin, d.filled_volume)
        : `${formatCoin(d.filled_volume, d.coin)} of ${formatMoney(d.coin, d.volume)}`;
    const verb = d.side === 'buy' ? 'bought' : 'sold';
    return {
      title: d.side === 'buy' ? 'Buy order partly filled' : 'Sell order partly filled',
      body: d.done
        ? `You ${verb} ${of} at an average of ${inr(d.average_rate)}; the rest of the order was cancelled.`
        : `You have ${verb} ${of} so far, at an average of ${inr(d.average_rate)}.`,
    };
  },
  kyc_submitted: () => ({
    title: 'Profile submitted',
    body: 'Your documents are under verification. We will let you know as soon as they are reviewed.',
  }),
  kyc_approved: () => ({
    title: 'Profile verified',
    body: 'Your profile is verified. You can now add money, trade and withdraw.',
  }),
  kyc_rejected: (d) => ({
    title: 'Profile not verified',
    body:
      `Your profile could not be verified: ${sentence(d.reason)}` +
      (d.steps.length > 0
        ? ` Please update your ${stepList(d.steps)} and submit again.`
        : ' Please submit again.'),
  }),
  re_kyc_requested: (d) => ({
    title: 'Re-KYC needed',
    body:
      `Please verify your profile again: ${sentence(d.reason)}` +
      (d.steps.length > 0 ? ` Update your ${stepList(d.steps)} in Get Verified.` : ''),
  }),
  uma_sent: (d) => ({
    title: 'Money sent',
    body: `You sent ${formatMoney(d.coin, d.amount)} to ${d.counterparty}.${withNote(d.note)}`,
  }),
  uma_received: (d) => ({
    title: 'Money received',
    body: `${formatMoney(d.coin, d.amount)} from ${d.counterparty} is in your wallet.${withNote(d.note)}`,
  }),
  new_sign_in: (d) => ({
    title: 'New sign-in',
    body: `Your account was signed in from a new browser (${d.browser}${d.ip ? `, ${d.ip}` : ''}). ${notYou}`,
  }),
  password_changed: () => ({
    title: 'Password changed',
    body: `Your password was changed and you were signed out everywhere else. ${notYou}`,
  }),
  email_changed: (d) => ({
    title: 'E-mail address changed',
    body: `Your e-mail address is now ${d.email}. ${notYou}`,
  }),
  two_factor_changed: (d) => ({
    title: d.enabled ? 'Google Authenticator turned on' : 'Google Authenticator turned off',
    body: `Withdrawals are paused for 24 hours after this change. ${notYou}`,
  }),
  password_guessed: () => ({
    title: 'Wrong passwords for your account',
    body:
      'Someone has entered a wrong password for your Sikka account several times in the last few minutes. ' +
      'If it was not you, your account is safe while your password is secret: change it from your profile if in doubt.',
  }),
  loan_disbursed: (d) => ({
    title: 'Loan disbursed',
    body: `${inr(d.amount)} has been added to your wallet against ${formatMoney(d.coin, d.collateral)} held as collateral.`,
  }),
  loan_closed: (d) => ({
    title: 'Loan closed',
    body: `Your loan is fully repaid and ${formatMoney(d.coin, d.collateral)} of collateral is back in your wallet.`,
  }),
  loan_margin_call: (d) => ({
    title: 'Margin call on your loan',
    body: `${d.coin} fell to ${inr(d.price)} and your loan-to-value is ${d.ltv_percent}%. Repay part of the loan: at ${inr(d.liquidation_price)} some collateral will be sold.`,
  }),
  loan_liquidated: (d) => ({
    title: 'Collateral sold',
    body: `${formatMoney(d.coin, d.sold)} of your collateral was sold at ${inr(d.price)} and ${inr(d.amount)} repaid your loan.`,
  }),
  shop_order: (d) => ({
    title: 'Shop order ready',
    body: `Your ${d.brand} ${inr(d.amount)} is ready, paid with ${formatMoney(d.pay_asset, d.pay_amount)}. See its code in Shop › My orders.`,
  }),
  basket_bought: (d) => ({
    title: 'Basket bought',
    body: `You bought the ${d.basket} basket for ${inr(d.amount)}.`,
  }),
  basket_sold: (d) => ({
    title: 'Basket sold',
    body: `You sold ${d.percent}% of your ${d.basket} basket and ${inr(d.amount)} has been added to your wallet.`,
  }),
  basket_rebalanced: (d) => ({
    title: 'Basket rebalanced',
    body: `Your ${d.basket} basket is back at its target weights.`,
  }),
  plan_bought: (d) => ({
    title: 'Buying plan ran',
    body: `Your buying plan bought ${d.target} for ${inr(d.amount)}.`,
  }),
  plan_skipped: (d) => ({
    title: 'Buying plan skipped',
    body: `Your buying plan did not buy ${d.target} for ${inr(d.amount)}: ${d.reason}. The plan goes on.`,
  }),
  vendor_order_paid: (d) => ({
    title: 'Order paid',
    body: `Your order ${d.reference} was paid: ${inr(d.amount)} has been added to your wallet.`,
  }),
  sub_broker_invited: (d) => ({
    title: 'Sub-broker invitation',
    body: `${d.business_name} (${d.code}) invites you to be their client. Accept or ignore it on the Sub Broker page.`,
  }),
  sub_broker_approved: (d) => ({
    title: 'You are a sub-broker',
    body: `Your sub-broker application is approved. Your code is ${d.code}; invite clients from the Sub Broker page.`,
  }),
  sub_broker_rejected: (d) => ({
    title: 'Sub-broker application not approved',
    body: `Your sub-broker application was not approved: ${sentence(d.reason)} You may apply again.`,
  }),
  sub_broker_client_joined: (d) => ({
    title: 'New client',
    body: `${d.client} is now your client.`,
  }),
  price_alert: (d) => ({
    // The title is the SMS: the coin and no figure (what the person watches for is theirs to know).
    title: `Your ${d.coin} price alert`,
    body:
      (d.kind === 'move'
        ? `${d.coin} moved ${d.percent}% within ${WINDOW_WORDS[d.window ?? '1h']} and is at ${inr(d.at_price)}.`
        : `${d.coin} is at ${inr(d.at_price)}, ${d.kind} your alert's ${inr(d.price ?? '0')}.`) +
      (d.once ? ' The alert is now off.' : ' It will tell you again once the price has moved back.'),
  }),
};

/** The title and body of a kind's message. */
export function messageText<K extends KindWordedHere>(kind: K, data: MessageData[K]): MessageText {
  return MESSAGE_TEXTS[kind](data);
}

/**
 * An event ready for the provider's `events.record`: its kind, topic, texts and data, with the caller's dedupe key
 * (the event's own name, e.g. 'deposit:12:credited').
 */
export function messageEvent<K extends KindWordedHere>(
  userId: number,
  kind: K,
  data: MessageData[K],
  dedupeKey: string,
): {
  userId: number;
  kind: K;
  topic: (typeof MESSAGE_TOPICS)[K];
  title: string;
  body: string;
  data: MessageData[K];
  dedupeKey: string;
} {
  const { title, body } = messageText(kind, data);
  return { userId, kind, topic: MESSAGE_TOPICS[kind], title, body, data, dedupeKey };
}
