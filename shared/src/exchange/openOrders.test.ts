import { describe, expect, it } from 'vitest';
import { applyOrderEvent } from './openOrders.ts';
import type { ExchangeOrder, OrderStatus } from './schemas.ts';

function order(id: number, status: OrderStatus): ExchangeOrder {
  return {
    id,
    client_order_id: null,
    pair: 'BTC-INR',
    coin: 'BTC',
    base_coin: 'INR',
    advance_order_type: 'LIMIT',
    order_type: 'ASK',
    side: 'sell',
    status,
    rate: '5400000.00',
    trigger_price: null,
    'trigger-price': null,
    volume: '0.01000000',
    total_amount: null,
    unit: 'volume',
    time_in_force: 'GTC',
    post_only: false,
    filled_volume: '0.00000000',
    remaining_volume: '0.01000000',
    average_rate: null,
    filled_amount: '0.00',
    fee: '0.00',
    gst: '0.00',
    tds: '0.00',
    locked: '0.01000000',
    cancel_reason: null,
    parent_id: null,
    ladder: null,
    take_profit: null,
    stop_loss: null,
    exits: null,
    exit: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}
const ids = (orders: ExchangeOrder[]) => orders.map((o) => `${o.id}:${o.status}`);

describe('open orders kept from orders:<id> (snapshot, then changed orders)', () => {
  it('a snapshot replaces the list, newest first, keeping only orders that can still trade', () => {
    const open = applyOrderEvent([order(9, 'open')], {
      type: 'snapshot',
      orders: [order(1, 'open'), order(3, 'pending'), order(2, 'filled')],
    });
    expect(ids(open)).toEqual(['3:pending', '1:open']);
  });

  it.each([
    ['a new order goes on top', [order(4, 'open')], ['4:open', '3:pending', '1:open']],
    [
      'a partial fill replaces its order',
      [order(1, 'partially_filled')],
      ['3:pending', '1:partially_filled'],
    ],
    ['a fill removes it', [order(1, 'filled')], ['3:pending']],
    ['a cancel removes it', [order(3, 'cancelled')], ['1:open']],
    ['a done order never seen is not added', [order(7, 'cancelled')], ['3:pending', '1:open']],
  ])('%s', (_, orders, expected) => {
    const before = [order(3, 'pending'), order(1, 'open')];
    expect(ids(applyOrderEvent(before, { type: 'update', orders, fills: [] }))).toEqual(expected);
    expect(ids(before)).toEqual(['3:pending', '1:open']);
  });
});
