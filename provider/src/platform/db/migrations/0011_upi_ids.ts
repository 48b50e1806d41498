// The UPI ids a person keeps with their bank details.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table upi_ids (
        id serial primary key,
        user_id integer not null references users(id) on delete cascade,
        upi_id text not null,
        created_at timestamptz not null default now(),
        unique (user_id, upi_id)
      )`.execute(db);
  },
};
