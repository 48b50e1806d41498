// Sub-broker commissions: one row per side of a client's fill that earned its sub-broker a share of the fee; the
// primary key makes the crediting happen once however often (or concurrently) the sweep runs.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table sub_broker_commissions (
        source text not null check (source in ('instant', 'trade')),
        -- The instant order's id, or 'PAIR:trade id'.
        fill_id text not null,
        side text not null check (side in ('buy', 'sell')),
        sub_broker_id integer not null references sub_brokers (id),
        client_id integer not null references users (id),
        fee numeric(38, 0) not null check (fee >= 0),
        percent integer not null check (percent between 0 and 100),
        amount numeric(38, 0) not null check (amount >= 0 and amount <= fee),
        filled_at timestamptz not null,
        -- Paid by the ledger entry with reference 'commission:<source>:<fill_id>:<side>' (none when the share is 0).
        credited_at timestamptz not null,
        primary key (source, fill_id, side)
      );
      create index sub_broker_commissions_by_sub_broker on sub_broker_commissions (sub_broker_id, filled_at desc);
      create index sub_broker_commissions_by_client on sub_broker_commissions (client_id, filled_at);
    `.execute(db);
  },
};
