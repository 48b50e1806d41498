// The rewards pool: one platform ledger account per asset ('rewards_pool'), funded from the platform's own position
// ('treasury') by an operator (POST /admin/rewards/fund) or, in the embedded default, seeded once at start-up. A card
// is paid from it when revealed; it never goes below zero (migration 0003's check constraint).
import { ASSETS, type Asset } from '@sikka/shared/constants';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { post, type Trx, transfer } from '../../platform/ledger/ledger.ts';

const POOL_FUNDING = 'rewards_fund';

/** treasury → rewards_pool, one entry in the caller's transaction. */
export async function fundPool(trx: Trx, asset: Asset, amount: bigint, reference: string): Promise<void> {
  await post(trx, {
    kind: POOL_FUNDING,
    userId: null,
    reference,
    postings: transfer({ kind: 'treasury', asset }, { kind: 'rewards_pool', asset }, amount),
  });
}

/** What the embedded default's pool starts with: a few hundred cards of each campaign. */
export const DEMO_POOL: Readonly<Record<Asset, bigint>> = {
  INR: 10_000_00n,
  BTC: 1_000_000n,
  ETH: 10_000_000n,
  USDT: 500_000_000n,
};

/** Seeds the pool of the embedded default once per database (each asset's entry is named by its reference). */
export async function seedRewardsPool(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two processes starting on one database seed it once.
    await sql`select pg_advisory_xact_lock(hashtext('demo-seed:rewards_pool'))`.execute(trx);
    for (const asset of ASSETS) {
      const reference = `demo-seed:rewards_pool:${asset}`;
      const seeded = await trx
        .selectFrom('journal_entries')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!seeded) await fundPool(trx, asset, DEMO_POOL[asset], reference);
    }
  });
}
