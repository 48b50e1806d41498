// Recovery codes given when Google Authenticator is turned on: kept as keyed hashes, each usable once.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table two_factor_recovery_codes (
        id serial primary key,
        user_id integer not null references users(id) on delete cascade,
        code_hash text not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index two_factor_recovery_codes_user on two_factor_recovery_codes (user_id)`.execute(db);
  },
};
