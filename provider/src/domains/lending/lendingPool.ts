// The lending pool: the platform's rupees lent out ('lending_pool'), funded from its own position ('treasury') by an
// operator or, in the embedded default, seeded once at start-up. A loan it cannot cover is refused (never negative).
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { post, type Trx, transfer } from '../../platform/ledger/ledger.ts';

/** What the embedded default's pool starts with: ₹1,00,00,000. */
const DEMO_LENDING_POOL = 1_00_00_000_00n;

/** treasury → lending_pool, one entry in the caller's transaction. */
export async function fundLendingPool(trx: Trx, amount: bigint, reference: string): Promise<void> {
  await post(trx, {
    kind: 'lending_fund',
    userId: null,
    reference,
    postings: transfer({ kind: 'treasury', asset: 'INR' }, { kind: 'lending_pool', asset: 'INR' }, amount),
  });
}

/** Seeds the pool of the embedded default once per database. */
export async function seedLendingPool(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('demo-seed:lending_pool'))`.execute(trx);
    const reference = 'demo-seed:lending_pool:INR';
    const seeded = await trx
      .selectFrom('journal_entries')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!seeded) await fundLendingPool(trx, DEMO_LENDING_POOL, reference);
  });
}
