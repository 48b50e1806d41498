// §9 'upload docs 6': until when a person's document uploads are open, set by confirming a code of that purpose.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table kyc_profiles add column documents_unlocked_until timestamptz`.execute(db);
  },
};
