import { describe, expect, it } from 'vitest';
import { ADVANCE_ORDER_TYPES } from './orderTerms.ts';
import {
  applyTradesEvent,
  orderConfirmationSchema,
  orderSide,
  placeOrderRequestSchema,
  RECENT_TRADES,
} from './schemas.ts';

const limit = {
  advance_order_type: 'LIMIT',
  order_type: 'BID',
  rate: '5400000.00',
  volume: '0.01000000',
  total_amount: '54000.00',
  coin: 'BTC',
  base_coin: 'INR',
  unit: 'volume',
};

describe('§3 Order confirmation data: order_type BID is buy, otherwise sell', () => {
  it.each([
    ['BID', 'buy'],
    ['ASK', 'sell'],
  ] as const)('orderSide(%j) is %s', (orderType, side) => {
    expect(orderSide(orderType)).toBe(side);
  });
});

describe('order_type and unit take exactly their documented values (a typo never becomes a sale)', () => {
  const order = {
    idempotency_key: 'k-0123456789',
    advance_order_type: 'MARKET',
    order_type: 'BID',
    coin: 'BTC',
    base_coin: 'INR',
    volume: '0.01',
  };
  it.each(['buy', 'BUY', 'LONG', 'bid', ' BID ', 'Bid', 'SELL', 'sell', 'ask', '', 'BID ', 'ASKS'])(
    'refuses order_type %j on the field, in the request and in the confirmation',
    (orderType) => {
      for (const schema of [placeOrderRequestSchema, orderConfirmationSchema]) {
        const result = schema.safeParse({ ...order, ...limit, order_type: orderType });
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.path[0])).toContain('order_type');
      }
    },
  );
  it.each(['coin', 'coins', 'inr', 'Volume', 'rupees', ''])('refuses unit %j on the field', (unit) => {
    const result = placeOrderRequestSchema.safeParse({ ...order, unit });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain('unit');
  });
  it.each(['BID', 'ASK'])('takes order_type %s', (orderType) => {
    expect(placeOrderRequestSchema.safeParse({ ...order, order_type: orderType }).success).toBe(true);
  });
});

describe('§3 Order confirmation data', () => {
  it.each([
    ['a LIMIT buy', limit],
    [
      'a MARKET sell without rate or trigger',
      { ...limit, advance_order_type: 'MARKET', order_type: 'ASK', rate: undefined },
    ],
    [
      'a STOP_LIMIT with trigger-price and rate',
      { ...limit, advance_order_type: 'STOP_LIMIT', 'trigger-price': '5300000' },
    ],
    [
      'a STOP_LOSS with trigger-price',
      { ...limit, advance_order_type: 'STOP_LOSS', rate: null, 'trigger-price': '5300000' },
    ],
    ['a LADDER order typed as an amount', { ...limit, advance_order_type: 'LADDER', unit: 'amount' }],
  ])('accepts %s', (_, input) => {
    expect(orderConfirmationSchema.safeParse(input).success).toBe(true);
  });

  it('keeps the hyphenated trigger-price key exactly', () => {
    const parsed = orderConfirmationSchema.parse({
      ...limit,
      advance_order_type: 'STOP_LIMIT',
      'trigger-price': '1',
    });
    expect(parsed['trigger-price']).toBe('1');
    expect(orderConfirmationSchema.parse({ ...limit, trigger_price: '1' })).not.toHaveProperty(
      'trigger_price',
    );
  });

  it.each(ADVANCE_ORDER_TYPES)('advance_order_type %s is one of the §3 five', (type) => {
    expect(orderConfirmationSchema.shape.advance_order_type.safeParse(type).success).toBe(true);
  });

  it.each([
    ['an unknown advance_order_type', { ...limit, advance_order_type: 'ICEBERG' }, 'advance_order_type'],
    ['volume missing', { ...limit, volume: undefined }, 'volume'],
    ['total_amount as a number', { ...limit, total_amount: 54000 }, 'total_amount'],
    ['a STOP_LIMIT without trigger-price', { ...limit, advance_order_type: 'STOP_LIMIT' }, 'trigger-price'],
    ['a STOP_LOSS without trigger-price', { ...limit, advance_order_type: 'STOP_LOSS' }, 'trigger-price'],
    ['a LIMIT without rate', { ...limit, rate: undefined }, 'rate'],
    ['the same asset on both sides', { ...limit, base_coin: 'BTC' }, 'base_coin'],
    ['an unknown coin', { ...limit, coin: 'DOGE' }, 'coin'],
    ['an empty order_type', { ...limit, order_type: '' }, 'order_type'],
  ])('refuses %s', (_, input, field) => {
    const result = orderConfirmationSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});

describe('POST /exchange/orders body: the §3 confirmation data with an idempotency key', () => {
  const base = {
    idempotency_key: 'k-0123456789',
    advance_order_type: 'LIMIT',
    order_type: 'BID',
    coin: 'BTC',
    base_coin: 'INR',
    rate: '9000000',
    volume: '0.01',
  };

  it.each([
    ['a LIMIT buy (GTC by default)', base],
    ['a LIMIT IOC sell', { ...base, order_type: 'ASK', time_in_force: 'IOC' }],
    ['a post-only LIMIT', { ...base, post_only: true }],
    ['a MARKET sell by volume', { ...base, advance_order_type: 'MARKET', order_type: 'ASK', rate: null }],
    [
      'a MARKET buy by rupee amount',
      {
        ...base,
        advance_order_type: 'MARKET',
        rate: null,
        volume: null,
        unit: 'amount',
        total_amount: '5000',
      },
    ],
    ['a STOP_LIMIT', { ...base, advance_order_type: 'STOP_LIMIT', 'trigger-price': '9100000' }],
    [
      'a STOP_LOSS sell',
      { ...base, advance_order_type: 'STOP_LOSS', order_type: 'ASK', 'trigger-price': '8900000' },
    ],
    [
      'a LADDER',
      {
        ...base,
        advance_order_type: 'LADDER',
        ladder_end_rate: '8900000',
        ladder_orders: 5,
        ladder_distribution: 'weighted',
      },
    ],
    [
      'a LIMIT buy with a take-profit and a stop-loss',
      { ...base, take_profit: '9500000', stop_loss: '8500000' },
    ],
    [
      'a MARKET sell with a stop-loss only',
      { ...base, advance_order_type: 'MARKET', order_type: 'ASK', stop_loss: '9500000' },
    ],
  ])('accepts %s', (_, body) => {
    expect(placeOrderRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['no idempotency key', { ...base, idempotency_key: undefined }, 'idempotency_key'],
    ['a LIMIT without rate', { ...base, rate: undefined }, 'rate'],
    ['a STOP_LOSS without trigger', { ...base, advance_order_type: 'STOP_LOSS' }, 'trigger-price'],
    [
      'a LADDER without end rate',
      { ...base, advance_order_type: 'LADDER', ladder_orders: 3 },
      'ladder_end_rate',
    ],
    [
      'a ladder of one order',
      { ...base, advance_order_type: 'LADDER', ladder_end_rate: '1', ladder_orders: 1 },
      'ladder_orders',
    ],
    ['a LIMIT by rupee amount', { ...base, unit: 'amount', total_amount: '100' }, 'unit'],
    [
      'a MARKET sell by rupee amount',
      { ...base, advance_order_type: 'MARKET', order_type: 'ASK', unit: 'amount', total_amount: '100' },
      'unit',
    ],
    [
      'a MARKET buy by amount without the amount',
      { ...base, advance_order_type: 'MARKET', unit: 'amount' },
      'total_amount',
    ],
    ['an IOC market order', { ...base, advance_order_type: 'MARKET', time_in_force: 'IOC' }, 'time_in_force'],
    ['post-only with IOC', { ...base, post_only: true, time_in_force: 'IOC' }, 'post_only'],
    ['a quote other than INR', { ...base, base_coin: 'USDT' }, 'base_coin'],
    ['an unknown field', { ...base, leverage: 10 }, 'leverage'],
    ['a volume as a number', { ...base, volume: 0.01 }, 'volume'],
    [
      'a take-profit on a stop-limit (only limit and market orders take exits)',
      { ...base, advance_order_type: 'STOP_LIMIT', 'trigger-price': '1', take_profit: '2' },
      'take_profit',
    ],
    [
      'a stop-loss on a ladder',
      { ...base, advance_order_type: 'LADDER', ladder_end_rate: '1', ladder_orders: 2, stop_loss: '1' },
      'stop_loss',
    ],
    ['a take-profit as a number', { ...base, take_profit: 5500000 }, 'take_profit'],
  ])('refuses %s', (_, body, field) => {
    const result = placeOrderRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : issue.path)),
    ).toContain(field);
  });
});

describe('trades:PAIR: a consumer keeps the newest 50 trades', () => {
  const trade = (id: number) => ({
    id,
    rate: '100.00',
    volume: '1.00000000',
    side: 'buy' as const,
    time: id,
  });
  it('replaces on a snapshot and puts new trades on top, keeping RECENT_TRADES', () => {
    const recent = applyTradesEvent([], { type: 'snapshot', pair: 'BTC-INR', trades: [trade(2), trade(1)] });
    expect(recent.map((t) => t.id)).toEqual([2, 1]);
    const next = applyTradesEvent(recent, { type: 'trades', pair: 'BTC-INR', trades: [trade(4), trade(3)] });
    expect(next.map((t) => t.id)).toEqual([4, 3, 2, 1]);
    const many = Array.from({ length: RECENT_TRADES + 3 }, (_, i) => trade(100 + i));
    expect(applyTradesEvent(next, { type: 'trades', pair: 'BTC-INR', trades: many })).toHaveLength(
      RECENT_TRADES,
    );
  });
});
