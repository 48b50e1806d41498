// A person's open and pending orders as `orders:<userId>` keeps them: the snapshot's list, then each update's
// changed orders merged in (an order that is done leaves). The BFF keeps its late joiners' snapshot with it and the
// trading screen its open-orders table.
import type { ExchangeOrder, OrderEvent, OrderStatus } from './schemas.ts';

/** Statuses of an order that can still trade or trigger: what "open orders" lists. */
export const LIVE_ORDER_STATUSES: ReadonlySet<OrderStatus> = new Set(['pending', 'open', 'partially_filled']);

export function isLiveOrder(order: Pick<ExchangeOrder, 'status'>): boolean {
  return LIVE_ORDER_STATUSES.has(order.status);
}

/** Newest first, as GET /exchange/orders/open answers: ids grow with time. */
const newestFirst = (a: ExchangeOrder, b: ExchangeOrder) => b.id - a.id;

/** The open orders after one event (pure): a snapshot replaces them; an update's orders replace theirs by id. */
export function applyOrderEvent(open: readonly ExchangeOrder[], event: OrderEvent): ExchangeOrder[] {
  if (event.type === 'snapshot') return event.orders.filter(isLiveOrder).sort(newestFirst);
  if (event.orders.length === 0) return [...open];
  const byId = new Map(open.map((order) => [order.id, order] as const));
  for (const order of event.orders) {
    if (isLiveOrder(order)) byId.set(order.id, order);
    else byId.delete(order.id);
  }
  return [...byId.values()].sort(newestFirst);
}
