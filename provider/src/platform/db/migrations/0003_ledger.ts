// The double-entry ledger: accounts, entries, lines, and the idempotency keys of money calls.
import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The double-entry ledger. Amounts are integers of each asset's smallest unit (paise, 1e-8 BTC/ETH,
 * 1e-6 USDT) in numeric(38,0): never a float, and wide enough for 12 integer digits at 8 decimals.
 * Lines are append-only; a trigger keeps each account's balance as the sum of its lines, the check constraint
 * refuses a negative user balance, and a deferred constraint trigger refuses any entry that does not sum to zero
 * per asset at commit. Concurrent postings serialise on the account rows the balance trigger updates.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table ledger_accounts (
        id integer generated always as identity primary key,
        user_id integer references users (id) on delete restrict,
        kind text not null check (kind in ('available', 'locked', 'fees', 'gst_payable', 'tds_payable',
          'treasury', 'bank', 'chain')),
        asset text not null check (asset in ('INR', 'BTC', 'ETH', 'USDT')),
        balance numeric(38, 0) not null default 0,
        -- The outside world (bank, chain) and the platform's own trading position (treasury) may be below
        -- zero; what the platform owes (users' money, fees, taxes payable) never is.
        constraint balance_not_negative check (kind in ('bank', 'chain', 'treasury') or balance >= 0),
        constraint owner_matches_kind check ((user_id is null) = (kind not in ('available', 'locked'))),
        unique nulls not distinct (user_id, kind, asset)
      );

      create table journal_entries (
        id bigint generated always as identity primary key,
        kind text not null,
        user_id integer references users (id) on delete restrict,
        reference text,
        created_at timestamptz not null default now()
      );
      create index journal_entries_user on journal_entries (user_id, id);

      create table journal_lines (
        id bigint generated always as identity primary key,
        entry_id bigint not null references journal_entries (id),
        account_id integer not null references ledger_accounts (id),
        asset text not null,
        amount numeric(38, 0) not null check (amount <> 0)
      );
      create index journal_lines_entry on journal_lines (entry_id);
      create index journal_lines_account on journal_lines (account_id);

      create function ledger_apply_line() returns trigger language plpgsql as $$
      begin
        update ledger_accounts set balance = balance + new.amount
          where id = new.account_id and asset = new.asset;
        if not found then
          raise exception 'journal line % names account % in another asset', new.id, new.account_id;
        end if;
        return new;
      end $$;
      create trigger journal_lines_apply after insert on journal_lines
        for each row execute function ledger_apply_line();

      create function ledger_entry_balanced() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from journal_lines where entry_id = new.entry_id
                   group by asset having sum(amount) <> 0) then
          raise exception 'journal entry % does not sum to zero', new.entry_id using errcode = '23514';
        end if;
        return null;
      end $$;
      create constraint trigger journal_lines_balanced after insert on journal_lines
        deferrable initially deferred for each row execute function ledger_entry_balanced();

      create function ledger_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the ledger is append-only: % on % refused', tg_op, tg_table_name;
      end $$;
      create trigger journal_lines_append_only before update or delete on journal_lines
        for each row execute function ledger_append_only();
      create trigger journal_entries_append_only before update or delete on journal_entries
        for each row execute function ledger_append_only();

      create table idempotency_keys (
        user_id integer not null references users (id) on delete cascade,
        key text not null,
        operation text not null,
        request_hash text not null,
        status_code integer not null,
        response jsonb not null,
        created_at timestamptz not null default now(),
        primary key (user_id, key)
      );
    `.execute(db);
  },
};
