// Crypto baskets and systematic buying plans: a basket quote over its component instant quotes, the executed basket
// orders and their fills, holdings per (user, basket, coin), the plans and one run row per (plan, due time).
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table basket_quotes (
        id text primary key,
        user_id integer not null references users (id),
        basket_id text not null,
        side text not null check (side in ('buy', 'sell', 'rebalance')),
        -- The sale's percentage of the holding; null otherwise.
        percent integer,
        -- The component instant quotes (quotes.id), executed together or not at all.
        quote_ids text[] not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        executed_at timestamptz
      );

      create table basket_orders (
        id integer generated always as identity primary key,
        user_id integer not null references users (id),
        basket_id text not null,
        side text not null check (side in ('buy', 'sell', 'rebalance')),
        basket_quote_id text unique references basket_quotes (id),
        plan_run_id bigint,
        created_at timestamptz not null
      );
      create index basket_orders_by_user on basket_orders (user_id, id desc);

      create table basket_fills (
        basket_order_id integer not null references basket_orders (id),
        order_id integer not null references orders (id),
        coin text not null,
        side text not null check (side in ('buy', 'sell')),
        quantity numeric(38, 0) not null check (quantity > 0),
        total numeric(38, 0) not null,
        primary key (basket_order_id, order_id)
      );

      -- What a person holds through a basket: the sum of its fills (coins stay in the wallet's available balance).
      create table basket_holdings (
        user_id integer not null references users (id),
        basket_id text not null,
        coin text not null,
        units numeric(38, 0) not null check (units >= 0),
        cost numeric(38, 0) not null check (cost >= 0),
        primary key (user_id, basket_id, coin)
      );

      create table buying_plans (
        id integer generated always as identity primary key,
        user_id integer not null references users (id),
        -- A coin (BTC, ETH, USDT) or a basket id.
        target text not null,
        amount numeric(38, 0) not null check (amount > 0),
        frequency text not null check (frequency in ('daily', 'weekly', 'monthly')),
        status text not null default 'active' check (status in ('active', 'paused', 'cancelled')),
        -- The one due time a queued run may act on; a job for any other time is stale and does nothing.
        next_due_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index buying_plans_by_user on buying_plans (user_id, id desc);

      create table plan_runs (
        id bigint generated always as identity primary key,
        plan_id integer not null references buying_plans (id),
        due_at timestamptz not null,
        status text not null check (status in ('bought', 'skipped')),
        amount numeric(38, 0) not null,
        reason text,
        created_at timestamptz not null
      );
      -- Exactly once per due time: the run claims this row in the purchase's own transaction.
      create unique index plan_runs_once on plan_runs (plan_id, due_at);
    `.execute(db);
  },
};
