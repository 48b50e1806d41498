// Each account's favourite exchange pairs (the market list's stars).
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table favourite_pairs (
        user_id integer not null references users (id) on delete cascade,
        pair text not null,
        starred_at timestamptz not null default now(),
        primary key (user_id, pair)
      )`.execute(db);
  },
};
