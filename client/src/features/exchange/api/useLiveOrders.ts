// The person's open and pending orders, live: exchange.openOrders for the first paint, then exchange.onOrders (their
// private channel) keeps the same query's data, and a fill fetches the histories again. The fill itself is told by
// its message (the §8 notification toast, app/events), on whatever page the person is.
import { applyOrderEvent } from '@sikka/shared/exchange/openOrders';
import { trpc } from '../../../lib/trpc.ts';

export function useLiveOrders(enabled: boolean) {
  const utils = trpc.useUtils();
  const query = trpc.exchange.openOrders.useQuery({}, { enabled, meta: { inline: true } });

  trpc.exchange.onOrders.useSubscription(undefined, {
    enabled,
    onData: (frame) => {
      if (frame.type !== 'snapshot' && frame.type !== 'update') return;
      const event = frame.data;
      utils.exchange.openOrders.setData({}, (was) => ({ data: applyOrderEvent(was?.data ?? [], event) }));
      if (event.type === 'update') {
        // An order changed: whichever history page is shown may have a new or changed row.
        void utils.exchange.orderHistory.invalidate();
        if (event.fills.length > 0) void utils.exchange.tradeHistory.invalidate();
      }
    },
  });

  return query;
}
