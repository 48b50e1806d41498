// The browsers each account has signed in from (by a hash of the user-agent), so a sign-in from one it has not seen
// is told to the person (a new_sign_in message); the account's first browser is not.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table user_browsers (
        user_id integer not null references users (id) on delete cascade,
        browser_hash text not null,
        first_seen_at timestamptz not null default now(),
        last_seen_at timestamptz not null default now(),
        primary key (user_id, browser_hash)
      )`.execute(db);
  },
};
