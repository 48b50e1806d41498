// Sub-brokers: one application per person (its PAN sealed at rest), the code an approved one is known by, the
// invitations a sub-broker sends to existing users, and the link of a client to at most one sub-broker.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table sub_brokers (
        id integer generated always as identity primary key,
        user_id integer not null unique references users (id),
        business_name text not null,
        -- Sealed (crypto/sealedColumns.ts 'sub_brokers.pan').
        pan text not null,
        gstin text not null,
        status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
        -- Set on approval and kept for good.
        code text unique,
        reason text,
        applied_at timestamptz not null,
        decided_at timestamptz,
        check ((status = 'approved') = (code is not null))
      );

      create table sub_broker_invitations (
        id integer generated always as identity primary key,
        sub_broker_id integer not null references sub_brokers (id),
        user_id integer not null references users (id),
        invited_at timestamptz not null,
        accepted_at timestamptz
      );
      -- One open invitation per (sub-broker, user).
      create unique index sub_broker_invitations_open on sub_broker_invitations (sub_broker_id, user_id)
        where accepted_at is null;
      create index sub_broker_invitations_by_user on sub_broker_invitations (user_id);

      -- A client belongs to at most one sub-broker: the primary key says so.
      create table sub_broker_clients (
        user_id integer primary key references users (id),
        sub_broker_id integer not null references sub_brokers (id),
        linked_at timestamptz not null
      );
      create index sub_broker_clients_by_sub_broker on sub_broker_clients (sub_broker_id, linked_at);
    `.execute(db);
  },
};
