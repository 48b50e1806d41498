// The tax year's record: every acquisition and disposal of a coin, written with the ledger entry that moved it, and
// the cost a person enters for coins whose cost the platform cannot know.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table vda_moves (
      id bigint generated always as identity primary key,
      entry_id bigint not null references journal_entries (id),
      user_id integer not null references users (id),
      asset text not null,
      kind text not null,
      direction text not null check (direction in ('acquisition', 'disposal')),
      quantity numeric(38, 0) not null check (quantity > 0),
      value numeric(38, 0) not null check (value >= 0),
      tds numeric(38, 0) not null default 0 check (tds >= 0),
      cost_known boolean not null,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index vda_moves_user_time on vda_moves (user_id, created_at, id)`.execute(db);
    await sql`create table vda_entered_costs (
      move_id bigint primary key references vda_moves (id),
      user_id integer not null references users (id),
      cost numeric(38, 0) not null check (cost >= 0),
      entered_at timestamptz not null default now()
    )`.execute(db);
  },
};
