// A withdrawal a sub-broker started for their client: who started it (null for the client's own).
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      alter table withdrawals add column started_by integer references sub_brokers (id);
      create index withdrawals_started_by on withdrawals (started_by, id) where started_by is not null;
    `.execute(db);
  },
};
