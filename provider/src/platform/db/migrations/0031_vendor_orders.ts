// Vendor orders: a merchant's order (its items and total in paise) that anyone with its checkout address may pay once
// before it expires, and the payers' quotes of its total locked for a short time.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table vendor_orders (
        -- 'vo_' and 24 random hex digits: the checkout address cannot be guessed.
        id text primary key,
        merchant_id integer not null references users (id),
        reference text not null,
        -- As the payer is shown it, fixed when the order is made.
        merchant_name text not null,
        -- [{name, quantity, unit_price (paise, text)}], in the merchant's order.
        items jsonb not null,
        total numeric(38, 0) not null check (total > 0),
        created_at timestamptz not null,
        expires_at timestamptz not null,
        -- Set once, in the payment's transaction (journal reference 'vendor_order:<id>'), with paid_by.
        paid_at timestamptz,
        paid_by integer references users (id),
        pay_asset text check (pay_asset in ('INR', 'BTC', 'ETH', 'USDT')),
        pay_amount numeric(38, 0),
        constraint vendor_orders_paid_together check ((paid_at is null) = (paid_by is null)),
        unique (merchant_id, reference)
      );

      create table vendor_order_quotes (
        id text primary key,
        order_id text not null references vendor_orders (id),
        user_id integer not null references users (id),
        pay_asset text not null check (pay_asset in ('INR', 'BTC', 'ETH', 'USDT')),
        coin_price numeric(38, 0),
        fee_schedule jsonb,
        -- What leaves the wallet, in pay_asset's smallest unit, and the sale's lines in paise (0 for rupees).
        quantity numeric(38, 0) not null check (quantity > 0),
        value numeric(38, 0) not null,
        fee numeric(38, 0) not null,
        gst numeric(38, 0) not null,
        tds numeric(38, 0) not null,
        total numeric(38, 0) not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
    `.execute(db);
  },
};
