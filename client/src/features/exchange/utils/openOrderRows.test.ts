// The open orders table with take-profit and stop-loss exits (docs/exchange.md): each order's exits under it, in the
// order take-profit then stop-loss; an exit whose order is done stands alone; an exit's waiting state.
import { anOrder } from '@sikka/shared/exchange/orderFixture';
import type { ExchangeOrder } from '@sikka/shared/exchange/schemas';
import { describe, expect, it } from 'vitest';
import { openOrderRows, stateOf } from './openOrderRows.ts';

const order = (id: number, over: Partial<ExchangeOrder> = {}) => anOrder(id, { locked: '0.00', ...over });

const exit = (
  id: number,
  parent: number,
  role: 'take_profit' | 'stop_loss',
  over: Partial<ExchangeOrder> = {},
) =>
  order(id, { parent_id: parent, exit: role, side: 'sell', order_type: 'ASK', status: 'pending', ...over });

describe('open orders with their exits', () => {
  it('lists each order’s take-profit then stop-loss right under it (newest orders first)', () => {
    const rows = openOrderRows([
      order(20),
      exit(12, 10, 'stop_loss'),
      exit(11, 10, 'take_profit'),
      order(10, { exits: { take_profit: 11, stop_loss: 12 } }),
      order(5),
    ]);
    expect(rows.map((row) => [row.order.id, row.nested])).toEqual([
      [20, false],
      [10, false],
      [11, true],
      [12, true],
      [5, false],
    ]);
  });

  it('the exits of an order that is done (filled, or its rest cancelled) stand on their own, together', () => {
    expect(
      openOrderRows([order(13), exit(12, 10, 'stop_loss'), exit(11, 10, 'take_profit'), order(3)]).map(
        (row) => [row.order.id, row.nested],
      ),
    ).toEqual([
      [13, false],
      [11, false],
      [12, false],
      [3, false],
    ]);
  });

  it.each([
    [
      'an exit with nothing to exit yet',
      exit(11, 10, 'take_profit', { volume: null, remaining_volume: null }),
      'waitingFill',
    ],
    [
      'a take-profit that sold all that was bought, waiting for more',
      exit(11, 10, 'take_profit', {
        volume: '0.00100000',
        filled_volume: '0.00100000',
        remaining_volume: '0.00000000',
      }),
      'waitingFill',
    ],
    [
      'a stop-loss with something to sell',
      exit(12, 10, 'stop_loss', { remaining_volume: '0.00200000' }),
      'pending',
    ],
    ['a resting take-profit', exit(11, 10, 'take_profit', { status: 'open' }), 'open'],
    [
      'a stop waiting for its trigger',
      order(7, { advance_order_type: 'STOP_LOSS', status: 'pending' }),
      'pending',
    ],
  ] as const)('%s', (_, o, state) => {
    expect(stateOf(o)).toBe(state);
  });
});
