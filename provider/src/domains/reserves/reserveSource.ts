// Where a snapshot's reserves come from: what the platform holds per asset, read inside the snapshot's own
// transaction so reserves and liabilities are of the same moment. The embedded default reads the simulated wallets
// from the ledger; a real wallet attestation (signed balances of the exchange's addresses) replaces it behind this.
import { ASSETS } from '@sikka/shared/constants';
import { sql } from 'kysely';
import type { Trx } from '../../platform/ledger/ledger.ts';

export interface ReserveSource {
  /** Named on the page and in the logs: what the reserves are. */
  readonly name: string;
  /** What the platform holds, in minor units per asset code, as seen by the snapshot's transaction `trx`. */
  reservesAt(trx: Trx): Promise<Record<string, bigint>>;
}

/**
 * The embedded default: the simulated chain wallets and the bank account. Money comes in from the outside world
 * ('chain' for coins, 'bank' for rupees) and goes out to it, so what the wallets hold is minus those accounts'
 * balance (platform/ledger/invariants.ts: inside = −outside).
 */
export const simulatedWallets: ReserveSource = {
  name: 'the simulated chain wallets and bank account (embedded default)',
  async reservesAt(trx) {
    const { rows } = await sql<{ asset: string; held: string }>`
      select asset, (-coalesce(sum(balance), 0))::text as held from ledger_accounts
      where user_id is null and kind in ('bank', 'chain') group by asset`.execute(trx);
    const held = new Map(rows.map((row) => [row.asset, BigInt(row.held)]));
    return Object.fromEntries(ASSETS.map((asset) => [asset, held.get(asset) ?? 0n]));
  },
};
