// The person's open and pending orders, live: exchange.openOrders for the first paint, then exchange.onOrders (their
// private channel) keeps the same query's data; each batch of fills is handed to `onFills` (a toast, fresh history).
import { applyOrderEvent } from '@sikka/shared/exchange/openOrders';
import type { ExchangeFill } from '@sikka/shared/exchange/schemas';
import { useRef } from 'react';
import { trpc } from '../../../lib/trpc.ts';

export function useLiveOrders(enabled: boolean, onFills: (fills: ExchangeFill[]) => void) {
  const utils = trpc.useUtils();
  const query = trpc.exchange.openOrders.useQuery({}, { enabled, meta: { inline: true } });
  const handler = useRef(onFills);
  handler.current = onFills;

  trpc.exchange.onOrders.useSubscription(undefined, {
    enabled,
    onData: (frame) => {
      if (frame.type !== 'snapshot' && frame.type !== 'update') return;
      const event = frame.data;
      utils.exchange.openOrders.setData({}, (was) => ({ data: applyOrderEvent(was?.data ?? [], event) }));
      if (event.type === 'update') {
        // An order changed: whichever history page is shown may have a new or changed row.
        void utils.exchange.orderHistory.invalidate();
        if (event.fills.length > 0) {
          void utils.exchange.tradeHistory.invalidate();
          handler.current(event.fills);
        }
      }
    },
  });

  return query;
}
