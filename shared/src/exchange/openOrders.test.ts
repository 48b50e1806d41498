import { describe, expect, it } from 'vitest';
import { applyOrderEvent } from './openOrders.ts';
import { anOrder } from './orderFixture.ts';
import type { ExchangeOrder, OrderStatus } from './schemas.ts';

// A resting sale in the state named.
const order = (id: number, status: OrderStatus): ExchangeOrder =>
  anOrder(id, {
    order_type: 'ASK',
    side: 'sell',
    status,
    rate: '5400000.00',
    volume: '0.01000000',
    remaining_volume: '0.01000000',
    locked: '0.01000000',
  });
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
