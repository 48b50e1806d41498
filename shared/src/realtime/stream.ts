// The provider's realtime stream protocol (docs/requirements.md §4 realtime stream, §7 "emit subscribe with a channel"):
// the messages both ends send over ws://…/stream, and the channel names. Channel names are our design.
import { z } from 'zod';
import { COINS, QUOTE_CURRENCY } from '../constants.ts';
import { walletResponseSchema } from '../wallet/schemas.ts';

/** Public: the §3 price entries of every coin. */
export const PRICES_CHANNEL = 'prices';

/** A market's channels (the exchange issue publishes on them), e.g. 'orderbook:BTC-INR'. */
export const MARKET_PAIRS = COINS.map((coin) => `${coin}-${QUOTE_CURRENCY}` as const);
export function orderBookChannel(pair: string): string {
  return `orderbook:${pair}`;
}
export function tradesChannel(pair: string): string {
  return `trades:${pair}`;
}
/** A pair's current candle of every interval (shared/src/exchange/candles.ts). */
export function candlesChannel(pair: string): string {
  return `candles:${pair}`;
}

/**
 * Private: one user's state; subscribing needs that user's token. Its data is the user's wallets exactly as
 * GET /v2/wallet answers them (`userChannelDataSchema`), published after every balance change.
 */
export function userChannel(userId: number): string {
  return `user:${userId}`;
}
export const USER_CHANNEL = /^user:(\d+)$/;
export const userChannelDataSchema = walletResponseSchema;

/** Private: one user's exchange orders and fills (shared/src/exchange/schemas.ts orderEventSchema). */
export function ordersChannel(userId: number): string {
  return `orders:${userId}`;
}
/**
 * Private: what just happened to one user (a message written, a notification, a reward earned, a gift, a deposit or
 * withdrawal moving on), pushed once the event's transaction committed (`userEventSchema`).
 */
export function eventsChannel(userId: number): string {
  return `events:${userId}`;
}
/** Every private channel: its owner's id is the second group; subscribing needs that user's token. */
export const PRIVATE_CHANNEL = /^(user|orders|events):(\d+)$/;

/** Channel names are short and plain, so a hostile name cannot bloat memory or logs. */
export const channelNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z]+(:[A-Za-z0-9-]+)?$/, 'Expected a channel name like prices or orderbook:BTC-INR');

// ——— consumer → provider ———

export const subscribeMessageSchema = z
  .object({
    event: z.literal('subscribe'),
    channel: channelNameSchema,
    /** A private channel's user token (the provider's bearer token). */
    token: z.string().min(1).max(4096).optional(),
  })
  .strict();

export const unsubscribeMessageSchema = z
  .object({ event: z.literal('unsubscribe'), channel: channelNameSchema })
  .strict();

export const streamRequestSchema = z.discriminatedUnion('event', [
  subscribeMessageSchema,
  unsubscribeMessageSchema,
]);
export type StreamRequest = z.infer<typeof streamRequestSchema>;

// ——— provider → consumer ———

/** §4 "a socket identifier, when received": sent once on connect. */
export const connectedMessageSchema = z.object({
  event: z.literal('connected'),
  socket_id: z.string().min(1),
});

/**
 * The answer to subscribe: the channel's current state as a snapshot, with the seq of the last event it
 * includes. The next event on the channel has seq + 1; a consumer that sees any other seq has missed one
 * and subscribes again for a fresh snapshot (docs/architecture.md "Realtime is recoverable").
 */
export const subscribedMessageSchema = z.object({
  event: z.literal('subscribed'),
  channel: channelNameSchema,
  seq: z.number().int().nonnegative(),
  data: z.unknown(),
});

export const unsubscribedMessageSchema = z.object({
  event: z.literal('unsubscribed'),
  channel: channelNameSchema,
});

/** A refusal: an unknown channel, a private channel without the right token, a malformed message. */
export const streamErrorMessageSchema = z.object({
  event: z.literal('error'),
  channel: channelNameSchema.optional(),
  message: z.string(),
});

/** A channel event: `{channel, seq, data}` (no `event` key), seq counting up by one per channel. */
export const channelEventSchema = z.object({
  channel: channelNameSchema,
  seq: z.number().int().positive(),
  data: z.unknown(),
});
export type ChannelEvent = z.infer<typeof channelEventSchema>;

export const streamMessageSchema = z.union([
  connectedMessageSchema,
  subscribedMessageSchema,
  unsubscribedMessageSchema,
  streamErrorMessageSchema,
  channelEventSchema,
]);
export type StreamMessage = z.infer<typeof streamMessageSchema>;

/** Close codes the provider uses (4000–4999 are the application's). */
export const STREAM_CLOSE = {
  /** The consumer read too slowly: its send buffer passed the bound. */
  slowConsumer: 4008,
  /** The provider is shutting down; reconnect. */
  goingAway: 1001,
} as const;

// ——— the events channel ———

/** What an event is about, so the browser knows what to refresh and where its message links. */
export const USER_EVENT_TOPICS = [
  'message',
  'notification',
  'reward',
  'gift',
  'uma',
  'shop',
  'deposit',
  'withdrawal',
  'order',
  'subBroker',
  'alert',
] as const;
export type UserEventTopic = (typeof USER_EVENT_TOPICS)[number];

/**
 * One event on `events:<userId>`: its topic, the message written for it (shown as the §8 notification toast), and
 * the user's unread counts after it. The channel's snapshot is the counts alone (no message).
 */
export const userEventSchema = z.object({
  topic: z.enum(USER_EVENT_TOPICS).nullable(),
  message: z
    .object({ id: z.number().int(), kind: z.string(), title: z.string(), message: z.string() })
    .nullable(),
  unread: z.object({
    messages: z.number().int().nonnegative(),
    notifications: z.number().int().nonnegative(),
    rewards: z.number().int().nonnegative(),
  }),
});
export type UserEvent = z.infer<typeof userEventSchema>;
