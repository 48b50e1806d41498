// Tax invoices of the platform's fee: one number per (series, financial year), consecutive, issued once per order
// or fill and person (shared/src/invoice/rules.ts).
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      -- The last number issued in each series and financial year; its row lock makes the next one consecutive.
      create table invoice_series (
        series text not null,
        financial_year text not null,
        last_number integer not null,
        primary key (series, financial_year)
      );

      create table invoices (
        id integer generated always as identity primary key,
        user_id integer not null references users (id),
        source text not null check (source in ('instant', 'trade')),
        -- The order id, or 'PAIR:trade id'.
        ref text not null,
        series text not null,
        financial_year text not null,
        number integer not null,
        invoice_number text not null unique,
        issued_at timestamptz not null,
        unique (series, financial_year, number),
        unique (user_id, source, ref)
      );
    `.execute(db);
  },
};
