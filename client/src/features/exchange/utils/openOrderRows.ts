// The open orders table's rows: each order followed by its take-profit and stop-loss (they carry its id in
// parent_id), an exit whose order is done standing on its own; and what an exit's state is called.
import type { ExchangeOrder } from '@sikka/shared/exchange/schemas';

interface OpenOrderRow {
  order: ExchangeOrder;
  /** An exit listed under its order (its order is in the table). */
  nested: boolean;
}

const ROLE_ORDER = { take_profit: 0, stop_loss: 1 } as const;

/**
 * The orders (newest first, as the provider lists them) with each order's exits right after it, take-profit first;
 * the exits of an order that is done stay together where the first of them comes.
 */
export function openOrderRows(orders: readonly ExchangeOrder[]): OpenOrderRow[] {
  const ids = new Set(orders.map((order) => order.id));
  const exitsOf = new Map<number, ExchangeOrder[]>();
  for (const order of orders)
    if (order.exit && order.parent_id !== null)
      exitsOf.set(order.parent_id, [...(exitsOf.get(order.parent_id) ?? []), order]);
  const byRole = (a: ExchangeOrder, b: ExchangeOrder) =>
    ROLE_ORDER[a.exit ?? 'take_profit'] - ROLE_ORDER[b.exit ?? 'take_profit'];
  const rows: OpenOrderRow[] = [];
  const listed = new Set<number>();
  for (const order of orders) {
    if (order.exit && order.parent_id !== null) {
      // Listed under its order, or with its partner where the first of them comes.
      if (ids.has(order.parent_id) || listed.has(order.parent_id)) continue;
      listed.add(order.parent_id);
      for (const exit of (exitsOf.get(order.parent_id) ?? []).sort(byRole))
        rows.push({ order: exit, nested: false });
      continue;
    }
    rows.push({ order, nested: false });
    for (const exit of (exitsOf.get(order.id) ?? []).sort(byRole)) rows.push({ order: exit, nested: true });
  }
  return rows;
}

/**
 * How an order's state reads: an exit with nothing to exit yet waits for its order to fill ('waitingFill'); a
 * stop-loss with something to exit waits for its trigger (the 'pending' of any stop); otherwise the status.
 */
export function stateOf(order: ExchangeOrder): ExchangeOrder['status'] | 'waitingFill' {
  if (order.exit && order.status === 'pending' && Number(order.remaining_volume ?? '0') === 0)
    return 'waitingFill';
  return order.status;
}
