// The shop: stock rows of each catalogue item (seeded here from shared/src/shop/catalogue.ts), quotes locked for a short
// time, and orders holding their voucher code sealed (FieldCipher 'shop_orders.code').

import { toMinorUnits } from '@sikka/shared/money/amount';
import { SHOP_CATALOGUE, skuOf } from '@sikka/shared/shop/catalogue';
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table shop_stock (
        id integer generated always as identity primary key,
        sku text not null,
        -- Set once, in the sale's transaction: a row with an order is sold and never sold again.
        order_id integer unique
      );
      -- Buyers take the lowest unsold row of an item, skipping rows another sale holds.
      create index shop_stock_unsold on shop_stock (sku, id) where order_id is null;

      create table shop_quotes (
        id text primary key,
        user_id integer not null references users (id),
        brand text not null,
        sku text not null,
        -- The item's price in paise.
        price numeric(38, 0) not null check (price > 0),
        pay_asset text not null check (pay_asset in ('INR', 'BTC', 'ETH', 'USDT')),
        -- Paying with a coin: its instant selling price (paise) and the fee schedule the sale was priced with.
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

      create table shop_orders (
        id integer generated always as identity primary key,
        user_id integer not null references users (id),
        quote_id text not null unique references shop_quotes (id),
        stock_id integer not null unique references shop_stock (id),
        brand text not null,
        sku text not null,
        price numeric(38, 0) not null,
        pay_asset text not null,
        -- Moved in the same transaction as this row (journal reference 'shop:<id>').
        pay_amount numeric(38, 0) not null check (pay_amount > 0),
        -- Sealed at rest; shown only to user_id.
        code text not null,
        created_at timestamptz not null
      );
      create index shop_orders_by_user on shop_orders (user_id, id desc);
    `.execute(db);
    const rows = SHOP_CATALOGUE.flatMap((brand) =>
      brand.denominations.flatMap((d) =>
        Array.from({ length: d.stock }, () => skuOf(brand.id, toMinorUnits(d.amount, 'INR'))),
      ),
    );
    await sql`insert into shop_stock (sku) select unnest(${rows}::text[])`.execute(db);
  },
};
