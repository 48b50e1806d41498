// Money records the ledger's entries belong to: deposits, withdrawals, bank accounts, quotes, orders.
import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Money: the business records the ledger's entries belong to. Deposits (rupees through the payment
 * gateway, coins from the chain), withdrawals and their states, the user's verified bank account, per-user
 * deposit addresses, the simulated gateway's payments, instant quotes and their fills. Amounts are integers of
 * the asset's smallest unit in numeric(38,0), like the ledger's. A state change is a conditional UPDATE in the
 * same transaction as its ledger entry, so each happens once.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table bank_accounts (
        user_id integer primary key references users (id) on delete cascade,
        holder_name text not null,
        -- Only the last four digits are kept readable; the full number never reaches logs or answers.
        account_number_masked text not null,
        ifsc text not null check (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
        verified boolean not null default false,
        created_at timestamptz not null default now()
      );

      create table deposit_addresses (
        user_id integer not null references users (id) on delete restrict,
        coin text not null check (coin in ('BTC', 'ETH', 'USDT')),
        address text not null,
        created_at timestamptz not null default now(),
        primary key (user_id, coin),
        unique (coin, address)
      );

      create table deposits (
        id integer generated always as identity primary key,
        user_id integer not null references users (id) on delete restrict,
        asset text not null check (asset in ('INR', 'BTC', 'ETH', 'USDT')),
        amount numeric(38, 0) not null check (amount > 0),
        channel text not null,
        status text not null default 'pending' check (status in ('pending', 'completed', 'failed')),
        -- The outside event it stands for (a chain transaction, a seed's name): one deposit per event.
        reference text unique,
        address text,
        tx_hash text,
        confirmations integer,
        confirmations_required integer,
        failure_reason text,
        created_at timestamptz not null,
        completed_at timestamptz
      );
      create index deposits_user on deposits (user_id, created_at desc, id desc);
      create index deposits_unconfirmed on deposits (id) where status = 'pending' and asset <> 'INR';

      create table payments (
        id text primary key,
        deposit_id integer not null unique references deposits (id),
        user_id integer not null references users (id) on delete restrict,
        amount numeric(38, 0) not null check (amount > 0),
        channel text not null,
        pay_to text not null,
        status text not null default 'created' check (status in ('created', 'paid', 'failed')),
        utr text,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        paid_at timestamptz
      );

      create table withdrawals (
        id integer generated always as identity primary key,
        user_id integer not null references users (id) on delete restrict,
        asset text not null check (asset in ('INR', 'BTC', 'ETH', 'USDT')),
        amount numeric(38, 0) not null check (amount > 0),
        destination text not null,
        status text not null default 'requested'
          check (status in ('requested', 'processing', 'completed', 'failed')),
        failure_reason text,
        -- Development only: the simulated bank or chain will refuse this one (POST /dev/withdrawals/:id/fail).
        simulate_failure boolean not null default false,
        tx_hash text,
        created_at timestamptz not null,
        processing_at timestamptz,
        completed_at timestamptz
      );
      create index withdrawals_user on withdrawals (user_id, created_at desc, id desc);
      create index withdrawals_open on withdrawals (status, id) where status in ('requested', 'processing');

      create table quotes (
        id text primary key,
        user_id integer not null references users (id) on delete restrict,
        side text not null check (side in ('buy', 'sell')),
        coin text not null check (coin in ('BTC', 'ETH', 'USDT')),
        unit text not null check (unit in ('inr', 'coin')),
        -- As typed, so execution re-derives the very same numbers from it.
        amount text not null,
        price numeric(38, 0) not null check (price > 0),
        fee_schedule jsonb not null,
        quantity numeric(38, 0) not null check (quantity > 0),
        value numeric(38, 0) not null,
        fee numeric(38, 0) not null,
        gst numeric(38, 0) not null,
        tds numeric(38, 0) not null,
        total numeric(38, 0) not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        executed_at timestamptz
      );
      create index quotes_expiry on quotes (expires_at) where executed_at is null;

      create table orders (
        id integer generated always as identity primary key,
        user_id integer not null references users (id) on delete restrict,
        quote_id text not null unique references quotes (id),
        side text not null check (side in ('buy', 'sell')),
        coin text not null check (coin in ('BTC', 'ETH', 'USDT')),
        quantity numeric(38, 0) not null,
        price numeric(38, 0) not null,
        value numeric(38, 0) not null,
        fee numeric(38, 0) not null,
        gst numeric(38, 0) not null,
        tds numeric(38, 0) not null,
        total numeric(38, 0) not null,
        created_at timestamptz not null
      );
      create index orders_user on orders (user_id, created_at desc, id desc);
    `.execute(db);
  },
};
