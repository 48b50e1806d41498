// Wire schemas of the exchange: the §3 order confirmation data the Cancel/Confirm dialog (§4) shows, the place
// request built on it, orders, fills, public trades, the ticker, the pairs, history queries and the private
// `orders:<id>` channel. Paths are in calls.ts; docs/exchange.md describes each call.
import { z } from 'zod';
import { ASSETS, COINS, DEFAULT_PAGE_SIZE, QUOTE_CURRENCY } from '../constants.ts';
import { idempotencyKeySchema } from '../money/idempotency.ts';
import { historyDaysSchema } from '../wire.ts';
import { decimalString, idSchema, pairSchema } from './fields.ts';
import { checkRules, type OneOfRule, type OrderRule, rulesAsJsonSchema } from './orderRules.ts';
import {
  ADVANCE_ORDER_TYPES,
  type AdvanceOrderType,
  LADDER_MAX_ORDERS,
  type OrderSide,
  takesExits,
} from './orderTerms.ts';

/**
 * §3 order_type: BID a buy, ASK a sale. Exactly these two are taken from outside: any other word (buy, LONG, a
 * lower-cased bid) is refused on the field, never read as a sale.
 */
export const ORDER_TYPES = ['BID', 'ASK'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
const orderTypeSchema = z.enum(ORDER_TYPES, { error: 'order_type is BID (buy) or ASK (sell)' });

/** §3 unit: 'volume' when the quantity was typed in coins, 'amount' when typed as rupees (total_amount). */
export const ORDER_UNITS = ['volume', 'amount'] as const;
export type OrderUnit = (typeof ORDER_UNITS)[number];
const orderUnitSchema = z.enum(ORDER_UNITS, { error: 'unit is volume (coins) or amount (rupees)' });

/** §3 'BID is buy, otherwise sell', as a confirmation reads the order_type the app itself sent. */
export function orderSide(orderType: OrderType): OrderSide {
  return orderType === 'BID' ? 'buy' : 'sell';
}

const NEEDS_TRIGGER: ReadonlySet<AdvanceOrderType> = new Set(['STOP_LIMIT', 'STOP_LOSS']);
const NEEDS_RATE: ReadonlySet<AdvanceOrderType> = new Set(['LIMIT', 'STOP_LIMIT']);

/**
 * §3 Order confirmation data. 'trigger-price' keeps SPEC's hyphen. A stop order cannot be confirmed
 * without its trigger, nor a limit order without its rate; a market order has neither.
 */
export const orderConfirmationSchema = z
  .object({
    advance_order_type: z.enum(ADVANCE_ORDER_TYPES),
    order_type: orderTypeSchema,
    'trigger-price': decimalString.nullish(),
    rate: decimalString.nullish(),
    volume: decimalString,
    total_amount: decimalString,
    coin: z.enum(ASSETS),
    base_coin: z.enum(ASSETS),
    unit: orderUnitSchema,
  })
  .superRefine((order, ctx) => {
    if (NEEDS_TRIGGER.has(order.advance_order_type) && order['trigger-price'] == null) {
      ctx.addIssue({
        code: 'custom',
        message: 'A stop order needs a trigger price',
        path: ['trigger-price'],
      });
    }
    if (NEEDS_RATE.has(order.advance_order_type) && order.rate == null) {
      ctx.addIssue({ code: 'custom', message: 'A limit order needs a rate', path: ['rate'] });
    }
    if (order.coin === order.base_coin) {
      ctx.addIssue({ code: 'custom', message: 'A pair needs two different assets', path: ['base_coin'] });
    }
  });
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

// ——— placing an order ———

/** LIMIT orders rest until cancelled (GTC) or take what they can at once and cancel the rest (IOC). */
export const TIME_IN_FORCE = ['GTC', 'IOC'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];
/** A ladder's children share its volume evenly, or weighted 1, 2, … N from its first rate to its end rate. */
export const LADDER_DISTRIBUTIONS = ['even', 'weighted'] as const;
export type LadderDistribution = (typeof LADDER_DISTRIBUTIONS)[number];

const timestamp = z.string().min(1);

/**
 * What a LIMIT or MARKET order may carry besides SPEC §3's five types: a take-profit and a stop-loss that exit what
 * it fills, one cancelling the other (an attachment, not a sixth advance_order_type; docs/exchange.md).
 */
export const EXIT_ROLES = ['take_profit', 'stop_loss'] as const;
export type ExitRole = (typeof EXIT_ROLES)[number];

/** §3 unit: whether the quantity was typed in coins (volume) rather than as a rupee amount (total_amount). */
export function byVolume(unit: OrderUnit): boolean {
  return unit === 'volume';
}

/**
 * POST /exchange/orders: the §3 order confirmation data the person confirmed, with an idempotency key and the
 * exchange's options. What each type needs:
 * - LIMIT: rate, volume; time_in_force GTC (default) or IOC; post_only refuses to take liquidity.
 * - MARKET: volume (coin), or for a buy total_amount (rupees, unit not 'volume'); fills within the band.
 * - STOP_LIMIT: trigger-price, rate, volume. STOP_LOSS: trigger-price and volume (or a buy's total_amount).
 *   A buy stop's trigger is above the last price, a sell stop's below; it fires once when a trade reaches it.
 * - LADDER: rate (first), ladder_end_rate, ladder_orders (2–20), volume split evenly or weighted.
 * - take_profit and stop_loss (LIMIT and MARKET only, either or both): once the order fills, exits of what it filled
 *   — a limit at the take-profit and a stop at the stop-loss, one cancelling the other. A buy's take-profit is above
 *   its price and its stop-loss below (a sale's the other way round), within the band.
 * Ticks, lots, minimum sizes, the band and the balance are the provider's checks (422 on the field).
 */
/**
 * An integrator's own id for an order (public API): echoed on it, unique per API key (per person on the website),
 * and a way to read or cancel it. When sent it is the request's idempotency key too.
 */
export const CLIENT_ORDER_ID = /^[A-Za-z0-9_.:-]{1,36}$/;
export const clientOrderIdSchema = z
  .string()
  .regex(CLIENT_ORDER_ID, 'client_order_id is 1 to 36 letters, digits, _ . : or -');

/** The hyphenated trigger-price of §3, kept as a deprecated alias of trigger_price. */
const TRIGGER = ['trigger_price', 'trigger-price'] as const;

const STOPS = ['STOP_LIMIT', 'STOP_LOSS'] as const;
const NOT_LIMIT = ADVANCE_ORDER_TYPES.filter((type) => type !== 'LIMIT');
const PLACE_ORDER_DEFAULTS = { unit: 'volume', time_in_force: 'GTC', post_only: false } as const;

/** What each type needs and refuses, in the order a refusal names its fields. */
export const PLACE_ORDER_RULES: readonly (OrderRule | OneOfRule)[] = [
  {
    oneOf: ['idempotency_key', 'client_order_id'],
    message: 'Send an idempotency_key (or a client_order_id)',
  },
  {
    when: { trigger_price: null, 'trigger-price': null },
    forbid: ['trigger-price'],
    message: 'Send trigger_price only: trigger-price is its old spelling',
  },
  { when: { advance_order_type: STOPS }, need: TRIGGER, message: 'A stop order needs a trigger price' },
  {
    when: { advance_order_type: ['LIMIT', 'STOP_LIMIT', 'LADDER'] },
    need: 'rate',
    message: 'A limit order needs a rate',
  },
  {
    when: { advance_order_type: ['LADDER'] },
    need: 'ladder_end_rate',
    message: 'A ladder needs an end rate',
  },
  {
    when: { advance_order_type: ['LADDER'] },
    need: 'ladder_orders',
    message: 'A ladder needs the number of orders',
  },
  { when: { unit: ['volume'] }, need: 'volume', message: 'Enter a quantity' },
  {
    when: { unit: ['amount'] },
    require: { advance_order_type: ['MARKET', 'STOP_LOSS'], order_type: ['BID'] },
    field: 'unit',
    message: 'Only a market buy can be placed as a rupee amount',
  },
  { when: { unit: ['amount'] }, need: 'total_amount', message: 'Enter an amount' },
  {
    when: { advance_order_type: NOT_LIMIT },
    require: { time_in_force: ['GTC'] },
    field: 'time_in_force',
    message: 'Only a limit order can be IOC',
  },
  {
    when: { post_only: [true] },
    require: { time_in_force: ['GTC'], advance_order_type: ['LIMIT', 'LADDER'] },
    field: 'post_only',
    message: 'Post-only is for limit and ladder orders that rest in the book',
  },
  {
    when: { advance_order_type: ADVANCE_ORDER_TYPES.filter((type) => !takesExits(type)) },
    forbid: EXIT_ROLES,
    message: 'Take-profit and stop-loss attach to limit and market orders only',
  },
];

export const placeOrderRequestSchema = z
  .object({
    idempotency_key: idempotencyKeySchema.optional(),
    client_order_id: clientOrderIdSchema.optional(),
    advance_order_type: z.enum(ADVANCE_ORDER_TYPES),
    order_type: orderTypeSchema,
    coin: z.enum(COINS),
    base_coin: z.literal(QUOTE_CURRENCY),
    rate: decimalString.nullish(),
    trigger_price: decimalString.nullish(),
    'trigger-price': decimalString
      .nullish()
      .meta({ deprecated: true, description: 'Old spelling of trigger_price.' }),
    volume: decimalString.nullish(),
    total_amount: decimalString.nullish(),
    unit: orderUnitSchema.default(PLACE_ORDER_DEFAULTS.unit),
    time_in_force: z.enum(TIME_IN_FORCE).default(PLACE_ORDER_DEFAULTS.time_in_force),
    post_only: z.boolean().default(PLACE_ORDER_DEFAULTS.post_only),
    ladder_end_rate: decimalString.nullish(),
    ladder_orders: z.number().int().min(2).max(LADDER_MAX_ORDERS).nullish(),
    ladder_distribution: z.enum(LADDER_DISTRIBUTIONS).default('even'),
    take_profit: decimalString.nullish(),
    stop_loss: decimalString.nullish(),
  })
  .strict()
  .superRefine((order, ctx) => checkRules(order, PLACE_ORDER_RULES, ctx))
  .meta({ allOf: rulesAsJsonSchema(PLACE_ORDER_RULES, PLACE_ORDER_DEFAULTS) });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

// ——— orders and fills ———

/**
 * pending: a stop waiting for its trigger. open / partially_filled: in the book. filled, cancelled: done
 * (cancelled covers what was left of an IOC, a market order or a self-trade; cancel_reason says why).
 */
export const ORDER_STATUSES = ['pending', 'open', 'partially_filled', 'filled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const CANCEL_REASONS = [
  /** The person (or cancel all) cancelled it. */
  'user',
  /** It would have traded with the same person's resting order; the newer order is cancelled. */
  'self_trade',
  /** An IOC order's unfilled rest. */
  'immediate_or_cancel',
  /** A post-only order that would have taken liquidity. */
  'post_only',
  /** A market order's rest beyond the protection band around the last price. */
  'band',
  /** A market order's rest for want of resting orders (or of its budget). */
  'no_liquidity',
  /**
   * One cancels the other: a take-profit or stop-loss whose partner exited what was bought, or an order's unfilled
   * rest once its stop-loss fired.
   */
  'oco',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const exchangeOrderSchema = z.object({
  id: idSchema,
  /** The integrator's own id for it, when it was placed with one. Absent from records older than it. */
  client_order_id: z.string().nullable().default(null),
  pair: pairSchema,
  coin: z.enum(COINS),
  base_coin: z.literal(QUOTE_CURRENCY),
  advance_order_type: z.enum(ADVANCE_ORDER_TYPES),
  order_type: z.enum(ORDER_TYPES),
  side: z.enum(['buy', 'sell']),
  status: z.enum(ORDER_STATUSES),
  /** The limit rate; null for market and stop-loss orders. */
  rate: decimalString.nullable(),
  trigger_price: decimalString.nullable(),
  'trigger-price': decimalString
    .nullable()
    .meta({ deprecated: true, description: 'Old spelling of trigger_price.' }),
  /** The quantity ordered; null for a market buy by rupee amount. */
  volume: decimalString.nullable(),
  /** A market buy's rupee budget; null otherwise. */
  total_amount: decimalString.nullable(),
  unit: z.enum(ORDER_UNITS),
  time_in_force: z.enum(TIME_IN_FORCE),
  post_only: z.boolean(),
  filled_volume: decimalString,
  /** What is left to fill; null for a market buy by amount. */
  remaining_volume: decimalString.nullable(),
  average_rate: decimalString.nullable(),
  /** The value of the fills in rupees, and their fee, GST on the fee and (a sale's) TDS. */
  filled_amount: decimalString,
  fee: decimalString,
  gst: decimalString,
  tds: decimalString,
  /** What the order still holds back: rupees for a buy, coin for a sale; zero once it is done. */
  locked: decimalString,
  cancel_reason: z.enum(CANCEL_REASONS).nullable(),
  /** A ladder's child names its parent. */
  parent_id: idSchema.nullable(),
  /** A ladder parent's shape and children. */
  ladder: z
    .object({
      end_rate: decimalString,
      orders: z.number().int(),
      distribution: z.enum(LADDER_DISTRIBUTIONS),
      children: z.array(idSchema),
    })
    .nullable(),
  /** The take-profit and stop-loss rates the order carries (null: none). Absent from records older than them. */
  take_profit: decimalString.nullable().default(null),
  stop_loss: decimalString.nullable().default(null),
  /** Such an order's exits, by id (they are orders too, with `exit` set and `parent_id` naming it). */
  exits: z
    .object({ take_profit: idSchema.nullable(), stop_loss: idSchema.nullable() })
    .nullable()
    .default(null),
  /**
   * An exit's role. Its volume is what it stands to exit: what the order bought (sold) less what either exit has, so
   * the two never exit more than that; `pending` while there is nothing to exit yet, or a stop waiting to fire.
   */
  exit: z.enum(EXIT_ROLES).nullable().default(null),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ExchangeOrder = z.infer<typeof exchangeOrderSchema>;

/** One of the person's fills: what their order traded, and what it cost them. */
export const exchangeFillSchema = z.object({
  id: idSchema,
  order_id: idSchema,
  pair: pairSchema,
  side: z.enum(['buy', 'sell']),
  rate: decimalString,
  volume: decimalString,
  /** rate × volume in rupees. */
  amount: decimalString,
  fee: decimalString,
  gst: decimalString,
  tds: decimalString,
  /** maker: the order rested in the book; taker: it arrived and traded at once. */
  liquidity: z.enum(['maker', 'taker']),
  created_at: timestamp,
});
export type ExchangeFill = z.infer<typeof exchangeFillSchema>;

export const placeOrderResponseSchema = z.object({
  order: exchangeOrderSchema,
  /** A ladder's children, or an order's take-profit and stop-loss, as placed (empty for other orders). */
  children: z.array(exchangeOrderSchema),
  /** The fills the order made on arrival. */
  fills: z.array(exchangeFillSchema),
  message: z.string(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** Exactly one of two ways to name an order: its id, or the client_order_id it was placed with. */
function oneOrderNamed(idField: string) {
  const rules: readonly (OrderRule | OneOfRule)[] = [
    { oneOf: [idField, 'client_order_id'], message: `Send ${idField} or client_order_id` },
    {
      when: { [idField]: null, client_order_id: null },
      forbid: ['client_order_id'],
      message: `Send ${idField} or client_order_id, not both`,
    },
  ];
  return {
    check: (order: Record<string, unknown>, ctx: z.RefinementCtx) => checkRules(order, rules, ctx),
    meta: { allOf: rulesAsJsonSchema(rules, {}) },
  };
}
const byOrderId = oneOrderNamed('order_id');
const byId = oneOrderNamed('id');

/** POST /exchange/orders/cancel: one order (by id or client_order_id); a ladder parent's id cancels its children. */
export const cancelOrderRequestSchema = z
  .object({ order_id: idSchema.optional(), client_order_id: clientOrderIdSchema.optional() })
  .strict()
  .superRefine(byOrderId.check)
  .meta(byOrderId.meta);
export const cancelOrderResponseSchema = z.object({ order: exchangeOrderSchema, message: z.string() });

/** POST /exchange/orders/cancel-all: every open and pending order of the person, on one pair or all. */
export const cancelAllRequestSchema = z.object({ pair: pairSchema.optional() }).strict();
export const cancelAllResponseSchema = z.object({
  cancelled: z.number().int().nonnegative(),
  message: z.string(),
});

/** GET /exchange/orders/open?pair: open, partially filled and pending orders, newest first. */
export const openOrdersQuerySchema = z.object({ pair: pairSchema.optional() }).strict();
export const ordersListSchema = z.object({ data: z.array(exchangeOrderSchema) });

/** GET /exchange/order?id (or ?client_order_id): one of the person's orders. */
export const orderQuerySchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    client_order_id: clientOrderIdSchema.optional(),
  })
  .strict()
  .superRefine(byId.check)
  .meta(byId.meta);
export const orderResponseSchema = z.object({ order: exchangeOrderSchema });

// ——— history (§9 filters and page size) ———

export const EXCHANGE_HISTORY_TYPES = ['orders', 'trades'] as const;

/** §9 history filters 1, 7, 30, 365 days; §9 default page size 4 (per_page up to 100). Newest first. */
export const exchangeHistoryQuerySchema = z
  .object({
    pair: pairSchema.optional(),
    days: historyDaysSchema,
    page: z.coerce.number().int().positive().default(1),
    per_page: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(DEFAULT_PAGE_SIZE)
      .meta({ description: `Rows a page: ${DEFAULT_PAGE_SIZE} unless sent (§9 page size), at most 100.` }),
  })
  .strict();
export type ExchangeHistoryQuery = z.infer<typeof exchangeHistoryQuerySchema>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });
export const orderHistoryResponseSchema = paged(exchangeOrderSchema);
export const tradeHistoryResponseSchema = paged(exchangeFillSchema);

/** GET /exchange/history/export?type&days&pair: the filtered history as a CSV attachment. */
export const exchangeExportQuerySchema = z
  .object({
    type: z.enum(EXCHANGE_HISTORY_TYPES),
    pair: pairSchema.optional(),
    days: historyDaysSchema,
  })
  .strict();

/** POST /exchange/orders/test: what placing the order would do now, checked as a placing is, placing nothing. */
export const testOrderResponseSchema = z.object({
  pair: pairSchema,
  side: z.enum(['buy', 'sell']),
  /** What placing it would hold back now: rupees for a buy (its worth with the highest fee and GST), coin for a sale. */
  lock: z.object({ asset: z.enum(ASSETS), amount: decimalString }),
  /** Rupees a sale's take-profit and stop-loss would hold besides; null when none. */
  exits_lock: decimalString.nullable(),
  /** The price the band and stops are measured from; null before the pair has a price. */
  reference_rate: decimalString.nullable(),
  message: z.string(),
});
export type TestOrderResponse = z.infer<typeof testOrderResponseSchema>;

/** GET /exchange/time: the clock signed requests' timestamps are checked against. */
export const serverTimeSchema = z.object({
  server_time: z.number().int().meta({ description: 'Milliseconds since the epoch.' }),
});

export * from './marketSchemas.ts';

// ——— the private channel ———

/**
 * `orders:<userId>` (private, the user's token): the snapshot holds the open and pending orders; each event after
 * it the orders that changed and the fills made, in one batch. Wallet balances stay on `user:<userId>`.
 */
export const orderEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), orders: z.array(exchangeOrderSchema) }),
  z.object({
    type: z.literal('update'),
    orders: z.array(exchangeOrderSchema),
    fills: z.array(exchangeFillSchema),
  }),
]);
export type OrderEvent = z.infer<typeof orderEventSchema>;
