// The nominee of each account (§8 nominee fields); the PAN sealed at rest like the account holder's (the start-up
// re-sealing pass walks tables by `id`).
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table nominees (
        id serial primary key,
        user_id integer not null unique references users(id) on delete cascade,
        nominee_name text not null,
        dob text not null,
        relationship text not null,
        gender text not null,
        contact_number text not null,
        pan_no text,
        address text not null,
        updated_at timestamptz not null default now()
      )`.execute(db);
  },
};
