// The published snapshots as the calls show them: the latest one with each asset's liabilities, reserves and ratio,
// and a user's inclusion proof, from the snapshot's tree rebuilt from its stored leaves and sealed secret.
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { buildMerkleSumTree, type MerkleSumTree } from '@sikka/shared/reserves/merkleSumTree';
import {
  noEntryInSnapshot,
  type ReserveProofFile,
  type ReserveSnapshot,
  reserveRatioPercent,
  snapshotNotFound,
} from '@sikka/shared/reserves/schemas';
import { sql } from 'kysely';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import { messageError } from '../../platform/http/errors.ts';
import type { SnapshotRow } from './snapshots.ts';

/** How many snapshots' trees are kept built in memory: the latest is the one nearly every proof asks for. */
const TREES_KEPT = 2;

/** A published snapshot as GET /reserves/latest and the operator's call answer it. */
export function snapshotWire(row: SnapshotRow): ReserveSnapshot {
  const totals = row.totals ?? {};
  const minor = (record: Record<string, string>, code: string) => BigInt(record[code] ?? '0');
  return {
    id: row.id,
    taken_at: row.taken_at.toISOString(),
    ledger_position: row.ledger_position,
    user_count: row.user_count,
    root: { hash: row.root_hash ?? '', totals },
    assets: row.assets.map(({ code, decimals }) => {
      const users = minor(totals, code);
      const escrow = minor(row.escrow, code);
      const reserves = minor(row.reserves, code);
      return {
        asset: code,
        decimals,
        users: fromMinorUnits(users, code),
        escrow: fromMinorUnits(escrow, code),
        liabilities: fromMinorUnits(users + escrow, code),
        reserves: fromMinorUnits(reserves, code),
        ratio_percent: reserveRatioPercent(reserves, users + escrow),
      };
    }),
  };
}

export class ReserveService {
  readonly #trees = new Map<number, Promise<MerkleSumTree>>();
  /** Rebuilds run one after another: asking for many old snapshots' proofs costs one core at most, never all. */
  #rebuilds: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly cipher: FieldCipher,
  ) {}

  /** GET /reserves/latest: the newest published snapshot, or null before the first. */
  async latest(): Promise<{ snapshot: ReserveSnapshot | null }> {
    const row = await this.db
      .selectFrom('reserve_snapshots')
      .selectAll()
      .where('status', '=', 'published')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { snapshot: row ? snapshotWire(row) : null };
  }

  /** GET /reserves/proof: the signed-in user's proof file for a published snapshot; 404 naming what is missing. */
  async proof(userId: number, snapshotId: number): Promise<ReserveProofFile> {
    const row = await this.db
      .selectFrom('reserve_snapshots')
      .selectAll()
      .where('id', '=', snapshotId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!row) throw messageError(404, snapshotNotFound(snapshotId));
    const leaf = await this.db
      .selectFrom('reserve_leaves')
      .select('user_id')
      .where('snapshot_id', '=', snapshotId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!leaf) throw messageError(404, noEntryInSnapshot(snapshotId));
    const proof = (await this.#tree(row)).proofFor(String(userId));
    if (!proof) throw new Error(`snapshot ${snapshotId}: a stored leaf is missing from its rebuilt tree`);
    if (proof.root.hash !== row.root_hash)
      throw new Error(`snapshot ${snapshotId}: the rebuilt root differs`);
    return { ...proof, snapshot_id: row.id, taken_at: row.taken_at.toISOString() };
  }

  /** The snapshot's tree, rebuilt once from its leaves in id order (the order it was built in) and its secret. */
  #tree(row: SnapshotRow): Promise<MerkleSumTree> {
    let tree = this.#trees.get(row.id);
    if (!tree) {
      tree = this.#rebuilds.then(() => this.#rebuild(row));
      this.#rebuilds = tree.catch(() => undefined);
      tree.catch(() => this.#trees.delete(row.id));
      this.#trees.set(row.id, tree);
      for (const id of this.#trees.keys()) if (this.#trees.size > TREES_KEPT) this.#trees.delete(id);
    }
    return tree;
  }

  async #rebuild(row: SnapshotRow): Promise<MerkleSumTree> {
    const leaves = await this.db
      .selectFrom('reserve_leaves')
      .select(['user_id', sql<string[]>`balances::text[]`.as('balances')])
      .where('snapshot_id', '=', row.id)
      .orderBy('user_id')
      .execute();
    const secret = Buffer.from(this.cipher.open('reserve_snapshots.secret', row.secret), 'base64');
    return buildMerkleSumTree({
      assets: row.assets,
      secret,
      userCount: leaves.length,
      users: leaves.map((leaf) => ({
        userId: String(leaf.user_id),
        balances: leaf.balances.map((balance) => BigInt(balance)),
      })),
    });
  }
}
