// The shop's rows: stock counts, a quote, taking one unsold stock row (skipping rows other sales hold), an order
// and its sealed code, and one's orders paged.
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { findBrand } from '@sikka/shared/shop/catalogue';
import type { ShopOrder, ShopOrdersPage } from '@sikka/shared/shop/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { countOf, pageOf } from '../../platform/db/pages.ts';
import type { ShopOrdersTable } from '../../platform/db/schema.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

type ShopOrderRow = Selectable<ShopOrdersTable>;

/** Unsold rows per SKU. */
export async function stockCounts(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('shop_stock')
    .select(['sku', (eb) => eb.fn.countAll<string>().as('count')])
    .where('order_id', 'is', null)
    .groupBy('sku')
    .execute();
  return new Map(rows.map((row) => [row.sku, Number(row.count)]));
}

export async function hasStock(db: Database | Trx, sku: string): Promise<boolean> {
  const row = await db
    .selectFrom('shop_stock')
    .select('id')
    .where('sku', '=', sku)
    .where('order_id', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One unsold row of the SKU, locked for this transaction. SKIP LOCKED: a row another sale holds is passed over, so
 * concurrent buyers of the last items each get a different row or none — never the same one.
 */
export async function takeStock(trx: Trx, sku: string): Promise<number | null> {
  const row = await trx
    .selectFrom('shop_stock')
    .select('id')
    .where('sku', '=', sku)
    .where('order_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function markSold(trx: Trx, stockId: number, orderId: number): Promise<void> {
  const sold = await trx
    .updateTable('shop_stock')
    .set({ order_id: orderId })
    .where('id', '=', stockId)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  // The row was locked by takeStock: anything else is a broken invariant, and the sale rolls back.
  if (Number(sold.numUpdatedRows) !== 1) throw new Error(`shop stock ${stockId} was already sold`);
}

export function orderWire(row: ShopOrderRow): ShopOrder {
  return {
    id: row.id,
    brand: row.brand,
    brand_name: findBrand(row.brand)?.name ?? row.brand,
    sku: row.sku,
    amount: fromMinorUnits(BigInt(row.price), 'INR'),
    pay_asset: row.pay_asset as ShopOrder['pay_asset'],
    pay_amount: fromMinorUnits(BigInt(row.pay_amount), row.pay_asset),
    created_at: row.created_at.toISOString(),
  };
}

export function ordersPage(db: Database, userId: number, page: number): Promise<ShopOrdersPage> {
  const mine = db.selectFrom('shop_orders').selectAll().where('user_id', '=', userId);
  return pageOf(
    page,
    {
      rows: (limit, offset) => mine.orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      total: () => countOf(mine),
    },
    orderWire,
  );
}

/** The order if it is this user's (another user's order is as absent as a missing one). */
export async function ownOrder(db: Database, userId: number, id: number): Promise<ShopOrderRow | undefined> {
  return db
    .selectFrom('shop_orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
