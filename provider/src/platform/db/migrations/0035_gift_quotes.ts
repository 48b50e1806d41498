// Gift quotes: every line of a gift's purchase priced at the live buying price and held for a short time, so the
// confirmation the sender agrees to is exactly what leaves their rupees; a gift names the quote it used, once.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table gift_quotes (
        id text primary key,
        user_id integer not null references users (id),
        coin text not null check (coin in ('BTC', 'ETH', 'USDT')),
        -- The rupee worth asked for, in paise; the coin bought is worth at least this at coin_price.
        worth numeric(38, 0) not null check (worth > 0),
        coin_price numeric(38, 0) not null check (coin_price > 0),
        fee_schedule jsonb not null,
        -- The instant buy's lines: coin quantity in its smallest unit, the rest in paise; total leaves the rupees.
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
      -- Set in the send's transaction: a quote pays for one gift.
      alter table gifts add column quote_id text unique references gift_quotes (id);
    `.execute(db);
  },
};
