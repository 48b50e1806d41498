// An instant order's row and its §3 Order as the wallet's history and an execution's answer show it.
import type { Coin } from '@sikka/shared/constants';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { Order } from '@sikka/shared/wallet/calls';
import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../platform/db/schema.ts';

export type OrderRow = Selectable<OrdersTable>;

export function orderWire(row: OrderRow): Order {
  const inr = (minor: string) => fromMinorUnits(BigInt(minor), 'INR');
  return {
    id: row.id,
    side: row.side,
    coin: row.coin as Coin,
    quantity: fromMinorUnits(BigInt(row.quantity), row.coin),
    price: inr(row.price),
    value: inr(row.value),
    fee: inr(row.fee),
    gst: inr(row.gst),
    tds: inr(row.tds),
    total: inr(row.total),
    created_at: row.created_at.toISOString(),
  };
}
