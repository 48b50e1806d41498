// The provider's schema as versioned migrations, in code; never edit a released one, add the next number.
import { type Kysely, type Migration, sql } from 'kysely';

const m0001_auth: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table users (
        id integer generated always as identity primary key,
        mobile_number text unique,
        email text unique check (email = lower(email)),
        name text,
        avatar text,
        password_hash text not null,
        verification_status integer not null default 0,
        status integer not null default 0,
        re_kyc integer not null default 0,
        ga_enabled integer not null default 0,
        is_subbroker integer not null default 0,
        totp_secret text,
        totp_pending_secret text,
        totp_last_step integer,
        two_factor_changed_at timestamptz,
        force_password_reset boolean not null default false,
        sessions_valid_after timestamptz,
        created_at timestamptz not null default now()
      );

      create table kyc_docs (
        id integer generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        document_type text not null,
        document_number text,
        name_in_doc text,
        dob_as_per_doc text,
        created_at timestamptz not null default now(),
        unique (user_id, document_type)
      );

      create table otps (
        id integer generated always as identity primary key,
        identifier text not null,
        purpose integer not null,
        channel text not null check (channel in ('sms', 'email', 'totp')),
        destination text,
        user_id integer references users (id) on delete cascade,
        code_hmac text,
        data jsonb not null default '{}',
        attempts integer not null default 0,
        started_at timestamptz not null,
        sent_at timestamptz not null,
        expires_at timestamptz not null,
        consumed_at timestamptz,
        unique (identifier, purpose)
      );

      create table otp_sends (
        id integer generated always as identity primary key,
        identifier text not null,
        destination text,
        purpose integer not null,
        sent_at timestamptz not null
      );
      create index otp_sends_identifier on otp_sends (identifier, sent_at);
      create index otp_sends_destination on otp_sends (destination, sent_at);

      create table revoked_tokens (
        jti text primary key,
        expires_at timestamptz not null
      );

      create table session_pan_checks (
        jti text primary key,
        user_id integer not null references users (id) on delete cascade,
        expires_at timestamptz not null
      );

      create table captcha_spent (
        challenge text primary key,
        expires_at timestamptz not null
      );

      create table rate_limits (
        key text not null,
        window_start timestamptz not null,
        count integer not null,
        primary key (key, window_start)
      );

      create table dev_outbox (
        id integer generated always as identity primary key,
        "to" text not null,
        channel text not null,
        purpose integer not null,
        code text not null,
        text text not null,
        at timestamptz not null
      );
      create index dev_outbox_to on dev_outbox ("to", id);
    `.execute(db);
  },
};

/** The application shell's data: the §4 user notices, the §7 profile image, and system settings (maintenance). */
const m0002_shell: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table user_notices (
        user_id integer primary key references users (id) on delete cascade,
        banners jsonb not null default '[]',
        interrupt_message text,
        important_message text,
        tds_message boolean not null default false,
        updated_at timestamptz not null default now()
      );

      create table user_images (
        user_id integer primary key references users (id) on delete cascade,
        content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
        bytes bytea not null check (octet_length(bytes) <= 1048576),
        updated_at timestamptz not null default now()
      );

      create table system_settings (
        key text primary key,
        value jsonb not null,
        updated_at timestamptz not null default now()
      );
    `.execute(db);
  },
};

/**
 * The double-entry ledger (issue 6). Amounts are integers of each asset's smallest unit (paise, 1e-8 BTC/ETH,
 * 1e-6 USDT) in numeric(38,0): never a float, and wide enough for 12 integer digits at 8 decimals.
 * Lines are append-only; a trigger keeps each account's balance as the sum of its lines, the check constraint
 * refuses a negative user balance, and a deferred constraint trigger refuses any entry that does not sum to zero
 * per asset at commit. Concurrent postings serialise on the account rows the balance trigger updates.
 */
const m0003_ledger: Migration = {
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

/**
 * Money (issue 6): the business records the ledger's entries belong to. Deposits (rupees through the payment
 * gateway, coins from the chain), withdrawals and their states, the user's verified bank account, per-user
 * deposit addresses, the simulated gateway's payments, instant quotes and their fills. Amounts are integers of
 * the asset's smallest unit in numeric(38,0), like the ledger's. A state change is a conditional UPDATE in the
 * same transaction as its ledger entry, so each happens once.
 */
const m0004_money: Migration = {
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

/** Every migration by name; the names sort in the order they run. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_auth': m0001_auth,
  '0002_shell': m0002_shell,
  '0003_ledger': m0003_ledger,
  '0004_money': m0004_money,
};
