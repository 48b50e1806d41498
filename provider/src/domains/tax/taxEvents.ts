// A person's history for the tax year, as the FIFO reads it: their vda_moves (written with the ledger entries that
// moved the coins) up to a year's end, with the cost they entered where the platform could not know it.
import type { Coin } from '@sikka/shared/constants';
import type { TaxEvent } from '@sikka/shared/tax/lots';
import type { AcquisitionSource, DisposalKind } from '@sikka/shared/tax/vdaRules';
import type { Database } from '../../platform/db/database.ts';

/** An acquisition whose cost the platform could not know: the market value on arrival, and what was entered. */
export interface UnknownCost {
  id: string;
  asset: Coin;
  source: AcquisitionSource;
  at: Date;
  quantity: bigint;
  marketValue: bigint;
  entered: bigint | null;
}

/** Every move of the person's before `until`, oldest first (ties in the order they were written). */
export async function taxHistory(
  db: Database,
  userId: number,
  until: Date,
): Promise<{ events: TaxEvent[]; unknownCosts: UnknownCost[] }> {
  const rows = await db
    .selectFrom('vda_moves as m')
    .leftJoin('vda_entered_costs as c', 'c.move_id', 'm.id')
    .select(['m.id', 'm.asset', 'm.kind', 'm.direction', 'm.quantity', 'm.value', 'm.tds', 'm.cost_known'])
    .select(['m.created_at', 'c.cost as entered'])
    .where('m.user_id', '=', userId)
    .where('m.created_at', '<', until)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  const unknownCosts: UnknownCost[] = [];
  const events = rows.map((row): TaxEvent => {
    const base = { at: row.created_at, asset: row.asset, quantity: BigInt(row.quantity), ref: row.id };
    if (row.direction === 'disposal')
      return {
        ...base,
        type: 'disposal',
        kind: row.kind as DisposalKind,
        consideration: BigInt(row.value),
        tds: BigInt(row.tds),
      };
    const entered = row.entered === null ? null : BigInt(row.entered);
    if (!row.cost_known)
      unknownCosts.push({
        id: row.id,
        asset: row.asset as Coin,
        source: row.kind as AcquisitionSource,
        at: row.created_at,
        quantity: base.quantity,
        marketValue: BigInt(row.value),
        entered,
      });
    return {
      ...base,
      type: 'acquisition',
      source: row.kind as AcquisitionSource,
      cost: entered ?? BigInt(row.value),
      // What the person entered is what they paid, as far as the report can know.
      costKnown: row.cost_known || entered !== null,
    };
  });
  return { events, unknownCosts };
}
