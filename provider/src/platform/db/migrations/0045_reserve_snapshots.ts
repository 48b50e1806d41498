// Proof of reserves (docs/reserves.md "The provider"): each snapshot of what the platform owes its users, read at one
// ledger position, and each user's leaf in it. A snapshot is written as 'building' and flipped to 'published' in the
// same transaction, so an interrupted one is absent and only a published one is ever read.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table reserve_snapshots (
      id serial primary key,
      status text not null check (status in ('building', 'published')),
      taken_at timestamptz not null,
      ledger_position bigint not null check (ledger_position >= 0),
      pg_snapshot text not null,
      assets jsonb not null,
      user_count integer not null check (user_count >= 0),
      root_hash text check (root_hash ~ '^[0-9a-f]{64}$'),
      totals jsonb,
      escrow jsonb not null,
      reserves jsonb not null,
      secret text not null,
      published_at timestamptz,
      check (status = 'building' or (root_hash is not null and totals is not null and published_at is not null))
    )`.execute(db);
    await sql`create index reserve_snapshots_published on reserve_snapshots (id desc)
      where status = 'published'`.execute(db);
    await sql`create table reserve_leaves (
      snapshot_id integer not null references reserve_snapshots (id) on delete cascade,
      user_id integer not null references users (id),
      balances numeric(38, 0)[] not null check (0 <= all (balances)),
      primary key (snapshot_id, user_id)
    )`.execute(db);
  },
};
