// A vendor order's rows: one read (locked for a payment), the merchant's name as payers see it, and the wire shape
// of an order at a moment (its status from shared/src/vendorOrder/rules.ts).
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { checkoutPath, lineTotal, statusAt } from '@sikka/shared/vendorOrder/rules';
import type { VendorOrder } from '@sikka/shared/vendorOrder/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { VendorOrdersTable } from '../../platform/db/schema.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

type VendorOrderRow = Selectable<VendorOrdersTable>;

export async function findOrder(db: Database | Trx, id: string): Promise<VendorOrderRow | undefined> {
  return db.selectFrom('vendor_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findByReference(
  db: Database,
  merchantId: number,
  reference: string,
): Promise<VendorOrderRow | undefined> {
  return db
    .selectFrom('vendor_orders')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** The order locked for this transaction: concurrent payments of one order take their turn here. */
export async function lockOrder(trx: Trx, id: string): Promise<VendorOrderRow | undefined> {
  return trx.selectFrom('vendor_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The merchant as the payer sees them: the name on the account, else their handle or masked mobile number. */
/**
 * The name the checkout shows: the display name of the API key that made the order, else the account's own name;
 * null when there is neither (never a number or an id: the order is refused instead).
 */
export async function merchantName(
  db: Database,
  keyId: string | null,
  accountName: string | null,
): Promise<string | null> {
  const key =
    keyId === null
      ? undefined
      : await db.selectFrom('api_keys').select('display_name').where('key_id', '=', keyId).executeTakeFirst();
  return key?.display_name?.trim() || accountName?.trim() || null;
}

const inr = (paise: bigint) => fromMinorUnits(paise, 'INR');

export function orderWire(row: VendorOrderRow, now: Date): VendorOrder {
  return {
    id: row.id,
    reference: row.reference,
    merchant_name: row.merchant_name,
    items: row.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unit_price: inr(BigInt(item.unit_price)),
      line_total: inr(lineTotal(item.quantity, BigInt(item.unit_price))),
    })),
    total: inr(BigInt(row.total)),
    status: statusAt(row, now),
    checkout_path: checkoutPath(row.id),
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}
