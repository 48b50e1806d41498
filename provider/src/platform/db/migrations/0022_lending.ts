// Lending against crypto: the loans with their terms and running balances, each loan's events (its statement), and
// the two platform accounts a loan's money moves through (the lending pool, the collateral held).
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      alter table ledger_accounts drop constraint ledger_accounts_kind_check;
      alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in ('available', 'locked',
        'fees', 'gst_payable', 'tds_payable', 'treasury', 'bank', 'chain', 'rewards_pool', 'gift_escrow',
        'lending_pool', 'loan_collateral'));

      create table loans (
        id integer generated always as identity primary key,
        user_id integer not null references users (id),
        loan_type text not null,
        coin text not null check (coin in ('BTC', 'ETH', 'USDT')),
        -- Coin minor units still held; paise otherwise.
        collateral numeric(38, 0) not null check (collateral >= 0),
        principal numeric(38, 0) not null check (principal > 0),
        principal_outstanding numeric(38, 0) not null check (principal_outstanding >= 0),
        interest_outstanding numeric(38, 0) not null default 0 check (interest_outstanding >= 0),
        annual_rate_bps integer not null,
        processing_fee numeric(38, 0) not null,
        gst numeric(38, 0) not null,
        disbursed numeric(38, 0) not null,
        auto_deduct boolean not null,
        status text not null default 'open' check (status in ('open', 'repaid', 'liquidated')),
        -- India calendar days 'YYYY-MM-DD'.
        start_date text not null,
        maturity_date text not null,
        -- The last day whose interest is accrued (the day before start_date at first).
        accrued_through text not null,
        -- The last due date whose auto-deduction ran.
        deducted_through text,
        -- Whether the LTV is at or above the margin-call line now: a call is sent when it goes true.
        margin_called boolean not null default false,
        margin_calls integer not null default 0,
        liquidations integer not null default 0,
        created_at timestamptz not null default now(),
        closed_at timestamptz
      );
      create index loans_by_user on loans (user_id, id desc);
      create index loans_open on loans (coin) where status = 'open';

      create table loan_events (
        id bigint generated always as identity primary key,
        loan_id integer not null references loans (id),
        kind text not null,
        -- The day an accrual or due-date deduction belongs to: one of each per loan and day, whatever reruns.
        day text,
        asset text not null,
        amount numeric(38, 0) not null,
        description text not null,
        created_at timestamptz not null default now()
      );
      create index loan_events_by_loan on loan_events (loan_id, id);
      create unique index loan_events_once_a_day on loan_events (loan_id, kind, day) where day is not null;
    `.execute(db);
  },
};
