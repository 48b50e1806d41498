// The name a merchant's customers see at a vendor order's checkout, given when the merchant makes the API key.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table api_keys add column display_name text`.execute(db);
  },
};
