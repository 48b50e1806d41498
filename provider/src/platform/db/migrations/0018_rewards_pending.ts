// What the rewards pool owes: the cards earned and not yet revealed, per asset. A campaign reads their sum before it
// awards another card (the pool must cover every card it has promised), so the sum reads only the pending cards.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index rewards_pending on rewards (asset) include (amount) where status = 'pending'`.execute(
      db,
    );
  },
};
