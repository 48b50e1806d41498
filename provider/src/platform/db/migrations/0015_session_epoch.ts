// Which generation of a user's sessions is live: a password, e-mail or 2FA change moves it on, and every session
// token carries the generation it was issued in, so the change ends every earlier session exactly (a time cut-off
// in whole seconds let a token issued in the same second survive).
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table users add column session_epoch integer not null default 0`.execute(db);
  },
};
