// The messages a batch's fills write (§3 messages: order filled, order partly filled), keyed so that the same fills
// told again write nothing.
import { PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import { messageEvent } from '@sikka/shared/messages/kinds';
import type { UserEventInput } from '../../platform/events/userEvents.ts';
import type { Batch } from './batch.ts';
import type { Order } from './order.ts';
import { orderRecord } from './records.ts';

/**
 * One message per order the batch filled (a ladder's children told as their parent): filled wholly, or in part so
 * far. Keyed by the order and its filled volume, so the same fills told again write nothing.
 */
export function fillMessages(batch: Batch, quiet: ReadonlySet<number>): UserEventInput[] {
  const filled = new Map<number, { order: Order; pair: Pair }>();
  for (const trade of batch.trades) {
    for (const orderId of [trade.maker.orderId, trade.taker.orderId]) {
      const touched = batch.touched.get(orderId);
      if (!touched) continue;
      const top = (touched.order.parentId !== 0 && batch.touched.get(touched.order.parentId)) || touched;
      if (!quiet.has(top.order.userId)) filled.set(top.order.id, top);
    }
  }
  return [...filled.values()].map(({ order, pair }) => {
    const config = PAIR_CONFIGS[pair];
    const record = orderRecord(order, config);
    const common = {
      order_id: order.id,
      pair,
      coin: config.coin,
      side: order.side,
      average_rate: record.average_rate ?? '0.00',
    };
    const key = `order:${order.id}:filled:${record.filled_volume}`;
    return order.status === 'filled'
      ? messageEvent(
          order.userId,
          'order_filled',
          { ...common, volume: record.filled_volume, amount: record.filled_amount },
          key,
        )
      : messageEvent(
          order.userId,
          'order_partly_filled',
          { ...common, filled_volume: record.filled_volume, volume: record.volume, done: !order.live },
          key,
        );
  });
}
