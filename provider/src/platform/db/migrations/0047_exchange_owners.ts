// Where each exchange pair's owner takes commands: written by the process that takes the pair's advisory lock, read
// by the others to forward that pair's commands to it; and which process asks for the pair back (the one that prefers
// it, come back), refreshed while it asks (docs/exchange.md "Pairs across providers").
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table exchange_owners (
        pair text primary key,
        address text not null,
        taken_at timestamptz not null default now(),
        wanted_by text,
        wanted_at timestamptz
      )`.execute(db);
  },
};
