// What reaches a person (our design; docs/messages.md "What reaches you"): every message kind and announcement
// belongs to one of five categories, and per category the person chooses the channels — in the app, by SMS, by
// e-mail. Security and transaction messages are always kept in the app.
import { z } from 'zod';
import type { MessageKind } from '../messages/kinds.ts';
import { SUPPORT_CONTACT } from '../routes/menus.ts';
import type { NotificationCategory } from './schemas.ts';

export const PREFERENCE_CATEGORIES = ['transactions', 'rewards', 'offers', 'security', 'alerts'] as const;
export type PreferenceCategory = (typeof PREFERENCE_CATEGORIES)[number];

export const PREFERENCE_CHANNELS = ['in_app', 'sms', 'email'] as const;
export type PreferenceChannel = (typeof PREFERENCE_CHANNELS)[number];

/** One category's channels: on or off. */
export type ChannelChoices = Record<PreferenceChannel, boolean>;
export type NotificationPreferences = Record<PreferenceCategory, ChannelChoices>;

/** The category of every message kind: a kind added to MESSAGE_KINDS without one fails to compile and its test. */
export const KIND_CATEGORIES = {
  deposit_credited: 'transactions',
  withdrawal_requested: 'transactions',
  withdrawal_completed: 'transactions',
  withdrawal_failed: 'transactions',
  order_filled: 'transactions',
  order_partly_filled: 'transactions',
  // Who the account belongs to is a matter of its security, as is who can get into it.
  kyc_submitted: 'security',
  kyc_approved: 'security',
  kyc_rejected: 'security',
  re_kyc_requested: 'security',
  reward_earned: 'rewards',
  // A gift moves a coin: a transaction on both sides.
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
  // Another person's proposal, to accept or ignore on the Sub Broker page: an offer.
  sub_broker_invited: 'offers',
  sub_broker_approved: 'transactions',
  sub_broker_rejected: 'transactions',
  sub_broker_client_joined: 'transactions',
  // The person asked for it: told by the channels they chose for their alerts.
  price_alert: 'alerts',
} as const satisfies Record<MessageKind, PreferenceCategory>;

/** The category of a kind's message. */
export function categoryOfKind(kind: MessageKind): PreferenceCategory {
  return KIND_CATEGORIES[kind];
}

/** An operator's announcement (§3 GENERIC news or OFFERS) is Sikka's news and offers to many: 'offers'. */
export const ANNOUNCEMENT_CATEGORIES = {
  GENERIC: 'offers',
  OFFERS: 'offers',
} as const satisfies Record<Exclude<NotificationCategory, 'REWARDS'>, PreferenceCategory>;

/** Categories whose in-app message cannot be turned off: what happened to one's money or account is always told. */
export const ALWAYS_IN_APP: readonly PreferenceCategory[] = ['transactions', 'security'];

/** A switch the person cannot turn off (shown on, and refused if asked). */
export function isLocked(category: PreferenceCategory, channel: PreferenceChannel): boolean {
  return channel === 'in_app' && ALWAYS_IN_APP.includes(category);
}

/**
 * Until a person chooses: everything in the app; an SMS for what happened to their money or account; no e-mail (a
 * mailbox is read late and often by others, and an address proves less than the number the account signs in with).
 */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  transactions: { in_app: true, sms: true, email: false },
  rewards: { in_app: true, sms: false, email: false },
  offers: { in_app: true, sms: false, email: false },
  security: { in_app: true, sms: true, email: false },
  alerts: { in_app: true, sms: true, email: false },
};

/** One stored choice (a row of notification_preferences). */
export interface StoredChoice {
  category: string;
  channel: string;
  enabled: boolean;
}

const isCategory = (value: string): value is PreferenceCategory =>
  (PREFERENCE_CATEGORIES as readonly string[]).includes(value);
const isChannel = (value: string): value is PreferenceChannel =>
  (PREFERENCE_CHANNELS as readonly string[]).includes(value);

/** A person's preferences: the defaults, overridden by what they chose, with the locked switches on. */
export function preferencesFrom(stored: readonly StoredChoice[]): NotificationPreferences {
  const preferences = Object.fromEntries(
    PREFERENCE_CATEGORIES.map((category) => [category, { ...DEFAULT_PREFERENCES[category] }]),
  ) as NotificationPreferences;
  for (const { category, channel, enabled } of stored)
    if (isCategory(category) && isChannel(channel)) preferences[category][channel] = enabled;
  for (const category of ALWAYS_IN_APP) preferences[category].in_app = true;
  return preferences;
}

export const CATEGORY_LABELS = {
  transactions: 'Transactions',
  rewards: 'Rewards',
  offers: 'Offers',
  security: 'Security',
  alerts: 'Price alerts',
} as const satisfies Record<PreferenceCategory, string>;

/** What each category covers, as the preferences table says it. */
export const CATEGORY_DESCRIPTIONS = {
  transactions:
    'Deposits, withdrawals, trades, UMA, gifts, loans, baskets, plans, shop orders and sub-broker business',
  rewards: 'Scratch cards you earn',
  offers: 'News and offers from Sikka, and invitations from sub-brokers',
  security:
    'Sign-ins, wrong passwords, password, e-mail and Google Authenticator changes, and your verification',
  alerts: 'The price alerts you set',
} as const satisfies Record<PreferenceCategory, string>;

export const CHANNEL_LABELS = {
  in_app: 'in-app',
  sms: 'SMS',
  email: 'e-mail',
} as const satisfies Record<PreferenceChannel, string>;

/** A switch's accessible name: '<category> by <channel>', e.g. 'Rewards by in-app'. */
export function switchLabel(category: PreferenceCategory, channel: PreferenceChannel): string {
  return `${CATEGORY_LABELS[category]} by ${CHANNEL_LABELS[channel]}`;
}

export const PREFERENCE_MESSAGES = {
  /** The refusal of turning off a locked switch, per category. */
  locked: (category: PreferenceCategory) =>
    `${CATEGORY_LABELS[category]} messages are always shown in the app.`,
  noEmail: 'Add your e-mail address in your profile to get e-mails.',
  saved: 'Your notification preferences are saved',
} as const;

/**
 * The SMS or e-mail of a message: its title and where to read the rest, never its body. A text may be read on a
 * locked phone or by whoever shares a mailbox, so it carries no amount, code, address or account number.
 */
export function outsideText(category: PreferenceCategory, title: string): string {
  const next =
    category === 'security'
      ? `If this was not you, call ${SUPPORT_CONTACT.phone} at once.`
      : 'Open the Sikka app to see more.';
  return `Sikka: ${title}. ${next}`;
}

const channelChoicesSchema = z.object({ in_app: z.boolean(), sms: z.boolean(), email: z.boolean() });

/** GET /user/notification-preferences: every category's switches, and whether e-mail can be chosen. */
export const notificationPreferencesResponseSchema = z.object({
  preferences: z.object({
    transactions: channelChoicesSchema,
    rewards: channelChoicesSchema,
    offers: channelChoicesSchema,
    security: channelChoicesSchema,
    alerts: channelChoicesSchema,
  }),
  /** The account has a verified e-mail address (without one, no e-mail is sent and e-mail cannot be chosen). */
  has_email: z.boolean(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

/**
 * POST /user/notification-preferences: one category's channels to change (at least one). Turning off a locked
 * switch is refused on its field.
 */
export const setNotificationPreferenceRequestSchema = z
  .object({
    category: z.enum(PREFERENCE_CATEGORIES),
    in_app: z.boolean().optional(),
    sms: z.boolean().optional(),
    email: z.boolean().optional(),
  })
  .strict()
  .superRefine((request, context) => {
    if (PREFERENCE_CHANNELS.every((channel) => request[channel] === undefined))
      context.addIssue({ code: 'custom', path: ['in_app'], message: 'Choose a channel to change.' });
    for (const channel of PREFERENCE_CHANNELS)
      if (request[channel] === false && isLocked(request.category, channel))
        context.addIssue({
          code: 'custom',
          path: [channel],
          message: PREFERENCE_MESSAGES.locked(request.category),
        });
  });
export type SetNotificationPreferenceRequest = z.infer<typeof setNotificationPreferenceRequestSchema>;
