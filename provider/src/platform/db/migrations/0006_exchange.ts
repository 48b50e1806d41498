// The exchange: its command journal and snapshots (the books are rebuilt from them), orders and trades as
// records for history, and the ledger's balance trigger made set-based so a batch of fills posts in one statement.
import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Ledger: one statement-level trigger replaces the per-line balance update and the deferred per-line balance
 * check. Per statement it locks the accounts it touches in ascending id order (no deadlocks; FOR NO KEY UPDATE, as
 * an UPDATE does, since the lines' foreign keys already hold key-share locks on the same rows), adds each account's
 * lines once (a hot account — fees, GST, TDS — is updated once per statement, not once per line), refuses a line
 * in another asset, and refuses any entry of the statement that does not sum to zero per asset. Every invariant of
 * 0003 holds; an entry's lines must now be inserted in one statement (post() always did).
 *
 * Exchange: exchange_journal holds every accepted command per pair in order (seq), written in the same transaction
 * as its orders, trades and ledger entries; exchange_snapshots a pair's engine state at a seq. exchange_orders and
 * exchange_trades are what history and open orders read.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function ledger_apply_lines() returns trigger language plpgsql as $$
      begin
        perform 1 from ledger_accounts where id in (select account_id from new_lines) order by id for no key update;
        update ledger_accounts a set balance = a.balance + d.amount
          from (select account_id, asset, sum(amount) as amount from new_lines group by account_id, asset) d
          where a.id = d.account_id and a.asset = d.asset;
        if exists (select 1 from new_lines l where not exists
                   (select 1 from ledger_accounts a where a.id = l.account_id and a.asset = l.asset)) then
          raise exception 'a journal line names an account in another asset';
        end if;
        if exists (select 1 from journal_lines l where l.entry_id in (select entry_id from new_lines)
                   group by l.entry_id, l.asset having sum(l.amount) <> 0) then
          raise exception 'a journal entry does not sum to zero' using errcode = '23514';
        end if;
        return null;
      end $$;
      drop trigger journal_lines_apply on journal_lines;
      drop trigger journal_lines_balanced on journal_lines;
      create trigger journal_lines_apply after insert on journal_lines
        referencing new table as new_lines for each statement execute function ledger_apply_lines();

      create sequence exchange_order_ids;

      create table exchange_journal (
        pair text not null,
        seq bigint not null,
        command jsonb not null,
        created_at timestamptz not null default now(),
        primary key (pair, seq)
      );

      create table exchange_snapshots (
        pair text not null,
        seq bigint not null,
        state jsonb not null,
        created_at timestamptz not null default now(),
        primary key (pair, seq)
      );

      create table exchange_orders (
        id bigint primary key,
        user_id integer not null references users (id) on delete restrict,
        pair text not null,
        status text not null,
        record jsonb not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index exchange_orders_user on exchange_orders (user_id, created_at desc);
      create index exchange_orders_live on exchange_orders (user_id)
        where status in ('open', 'partially_filled', 'pending');

      create table exchange_trades (
        pair text not null,
        id bigint not null,
        at timestamptz not null,
        taker_side text not null check (taker_side in ('buy', 'sell')),
        rate numeric(38, 0) not null,
        volume numeric(38, 0) not null,
        value numeric(38, 0) not null,
        maker_order bigint not null,
        taker_order bigint not null,
        maker_user integer not null,
        taker_user integer not null,
        maker_fee numeric(38, 0) not null,
        maker_gst numeric(38, 0) not null,
        maker_tds numeric(38, 0) not null,
        taker_fee numeric(38, 0) not null,
        taker_gst numeric(38, 0) not null,
        taker_tds numeric(38, 0) not null,
        primary key (pair, id)
      );
      create index exchange_trades_maker on exchange_trades (maker_user, at desc);
      create index exchange_trades_taker on exchange_trades (taker_user, at desc);
      create index exchange_trades_at on exchange_trades (pair, at);
    `.execute(db);
  },
};
