// Proof of reserves: snapshots of the platform's liabilities and each user's leaf (migrations/0045_reserve_snapshots.ts).
import type { ColumnType, Generated } from 'kysely';
import type { Int8 } from './columns.ts';

/** Amounts in minor units by asset code, as decimal strings. */
type AmountsJson = ColumnType<Record<string, string>, string, string>;

export interface ReserveSnapshotsTable {
  id: Generated<number>;
  /** 'building' until the same transaction publishes it: no reader ever sees a building one committed. */
  status: 'building' | 'published';
  taken_at: Date;
  /** The newest journal entry the snapshot's reading saw (0: none). */
  ledger_position: Int8;
  /** pg_current_snapshot() of the reading: exactly which transactions it saw. */
  pg_snapshot: string;
  assets: ColumnType<Array<{ code: string; decimals: number }>, string, string>;
  user_count: number;
  root_hash: string | null;
  /** The root's sums: every user's available and locked, per asset. */
  totals: ColumnType<Record<string, string> | null, string | undefined, string>;
  /** Users' coins the platform holds for them outside their own accounts (gift escrow, loan collateral). */
  escrow: AmountsJson;
  reserves: AmountsJson;
  /** The snapshot's secret, sealed (FieldCipher 'reserve_snapshots.secret'): every nonce derives from it. */
  secret: string;
  published_at: Date | null;
}

export interface ReserveLeavesTable {
  snapshot_id: number;
  user_id: number;
  /** Minor units per asset, in the snapshot's asset order. pg answers numeric[] as floats: read it cast to text[]. */
  balances: ColumnType<number[], string[], string[]>;
}
