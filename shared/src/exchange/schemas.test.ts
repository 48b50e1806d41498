import { describe, expect, it } from 'vitest';
import { ADVANCE_ORDER_TYPES, orderConfirmationSchema, orderSide } from './schemas.ts';

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
    ['bid', 'buy'],
    [' BID ', 'buy'],
    ['ASK', 'sell'],
    ['SELL', 'sell'],
    ['', 'sell'],
  ])('orderSide(%j) is %s', (orderType, side) => {
    expect(orderSide(orderType)).toBe(side);
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
