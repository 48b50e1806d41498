// UMA: each person's chosen handle (unique, stored lower-cased) and the transfers between Sikka users.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table uma_handles (
        user_id integer primary key references users (id) on delete cascade,
        -- Lower-cased by the shared rule before it is written, so this unique key is case-insensitive.
        handle text not null unique check (handle = lower(handle)),
        changed_at timestamptz not null
      );

      create table uma_transfers (
        id integer generated always as identity primary key,
        sender_id integer not null references users (id),
        recipient_id integer not null references users (id),
        asset text not null check (asset in ('INR', 'BTC', 'ETH', 'USDT')),
        -- In the asset's smallest unit; moved in the same transaction as this row (journal reference 'uma:<id>').
        amount numeric(38, 0) not null check (amount > 0),
        note text not null default '',
        created_at timestamptz not null default now(),
        check (sender_id <> recipient_id)
      );
      -- The daily limit sums a sender's transfers of an asset since midnight in India.
      create index uma_transfers_by_sender on uma_transfers (sender_id, asset, created_at);
      create index uma_transfers_by_recipient on uma_transfers (recipient_id, id desc);
    `.execute(db);
  },
};
