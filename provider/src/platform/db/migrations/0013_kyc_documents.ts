// The documents of verification (a PAN card, a selfie): one of each kind per person, its bytes sealed in the
// document store under storage_key.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table kyc_documents (
        id integer generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        kind text not null check (kind in ('pan_card', 'selfie')),
        content_type text not null,
        size integer not null check (size > 0),
        sha256 text not null,
        storage_key text not null unique,
        uploaded_at timestamptz not null,
        unique (user_id, kind)
      )`.execute(db);
  },
};
