// Taking a proof-of-reserves snapshot (docs/reserves.md "The provider"): every user's available and locked balance
// per asset, the escrow owed to users and the reserves, all read at ONE ledger position while trading goes on, the
// Merkle sum tree built over the users, and the whole written and published in one transaction.
import { randomBytes } from 'node:crypto';
import { buildMerkleSumTree, RESERVE_ASSETS } from '@sikka/shared/reserves/merkleSumTree';
import { type Selectable, sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ReserveSnapshotsTable } from '../../platform/db/schema.ts';
import { messageError } from '../../platform/http/errors.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';
import type { ReserveSource } from './reserveSource.ts';

export type SnapshotRow = Selectable<ReserveSnapshotsTable>;

/** The ledger accounts that hold users' coins outside their own accounts: owed to users, so liabilities. */
export const ESCROW_KINDS = ['gift_escrow', 'loan_collateral'] as const;

/** Leaves written per statement. */
const LEAF_BATCH = 50_000;
/** One snapshot at a time, whichever provider process takes it. */
const SNAPSHOT_LOCK = 'reserves:snapshot';

interface Reading {
  position: string;
  pgSnapshot: string;
  users: Array<{ id: number; balances: string[] }>;
  escrow: Record<string, string>;
  reserves: Record<string, string>;
}

interface SnapshotDeps {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  source: ReserveSource;
  /** Called once the leaves are written, before the snapshot is published (tests stop a snapshot there). */
  beforePublish?: (trx: Trx, snapshotId: number) => Promise<void>;
}

/** Every user's balances in RESERVE_ASSETS order, ordered by id: the order the tree is built and rebuilt in. */
async function readUserBalances(trx: Trx): Promise<Array<{ id: number; balances: string[] }>> {
  const columns = RESERVE_ASSETS.map(
    ({ code }) => sql`coalesce(sum(a.balance) filter (where a.asset = ${code}), 0)`,
  );
  const { rows } = await sql<{ id: number; balances: string[] }>`
    select u.id, array[${sql.join(columns)}]::text[] as balances
    from users u left join ledger_accounts a on a.user_id = u.id and a.kind in ('available', 'locked')
    group by u.id order by u.id`.execute(trx);
  return rows;
}

/** Everything a snapshot holds, read by the one transaction `trx` (its REPEATABLE READ snapshot is the position). */
async function read(trx: Trx, source: ReserveSource): Promise<Reading> {
  const { rows } = await sql<{ position: string; pg_snapshot: string }>`
    select (select coalesce(max(id), 0) from journal_entries)::text as position,
      pg_current_snapshot()::text as pg_snapshot`.execute(trx);
  const users = await readUserBalances(trx);
  const escrowRows = await sql<{ asset: string; held: string }>`
    select asset, sum(balance)::text as held from ledger_accounts
    where user_id is null and kind in (${sql.join([...ESCROW_KINDS])}) group by asset`.execute(trx);
  const escrow = new Map(escrowRows.rows.map((row) => [row.asset, row.held]));
  const reserves = await source.reservesAt(trx);
  const byAsset = (value: (code: string) => string) =>
    Object.fromEntries(RESERVE_ASSETS.map(({ code }) => [code, value(code)]));
  return {
    position: rows[0]?.position ?? '0',
    pgSnapshot: rows[0]?.pg_snapshot ?? '',
    users,
    escrow: byAsset((code) => escrow.get(code) ?? '0'),
    reserves: byAsset((code) => (reserves[code] ?? 0n).toString()),
  };
}

/**
 * Takes, writes and publishes one snapshot, or throws 409 while another is being taken. One REPEATABLE READ
 * transaction: everything is read at the same ledger position however much trading commits meanwhile, and the
 * snapshot is inserted as 'building' and flipped to 'published' before the commit, so a snapshot interrupted at any
 * point (an error, kill -9) is rolled back whole and never seen.
 */
export async function takeSnapshot(deps: SnapshotDeps): Promise<SnapshotRow> {
  const { db, clock, cipher, source } = deps;
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // The transaction's first statement: its snapshot is taken here, and never waits behind another snapshot.
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(hashtext(${SNAPSHOT_LOCK})) as locked`.execute(trx);
      if (!rows[0]?.locked)
        throw messageError(409, 'A proof-of-reserves snapshot is being taken: try again shortly');
      const reading = await read(trx, source);
      const secret = randomBytes(32);
      const tree = buildMerkleSumTree({
        assets: RESERVE_ASSETS,
        secret,
        userCount: reading.users.length,
        users: reading.users.map((user) => ({
          userId: String(user.id),
          balances: user.balances.map((balance) => BigInt(balance)),
        })),
      });
      const { id } = await trx
        .insertInto('reserve_snapshots')
        .values({
          status: 'building',
          taken_at: clock.now(),
          ledger_position: reading.position,
          pg_snapshot: reading.pgSnapshot,
          assets: JSON.stringify(RESERVE_ASSETS),
          user_count: reading.users.length,
          escrow: JSON.stringify(reading.escrow),
          reserves: JSON.stringify(reading.reserves),
          secret: cipher.seal('reserve_snapshots.secret', secret.toString('base64')),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Two arrays per statement (ids, and each user's balances joined by commas) rather than a row of parameters
      // per leaf: a hundred thousand leaves go in a few statements.
      for (let from = 0; from < reading.users.length; from += LEAF_BATCH) {
        const batch = reading.users.slice(from, from + LEAF_BATCH);
        await sql`insert into reserve_leaves (snapshot_id, user_id, balances)
          select ${id}, leaf.user_id, string_to_array(leaf.balances, ',')::numeric[]
          from unnest(${batch.map((user) => user.id)}::int[], ${batch.map((user) => user.balances.join(','))}::text[])
            as leaf (user_id, balances)`.execute(trx);
      }
      await deps.beforePublish?.(trx, id);
      const root = tree.root();
      return trx
        .updateTable('reserve_snapshots')
        .set({
          status: 'published',
          root_hash: root.hash,
          totals: JSON.stringify(root.totals),
          published_at: clock.now(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
}
