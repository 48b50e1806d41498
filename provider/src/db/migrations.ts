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

/** Every migration by name; the names sort in the order they run. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_auth': m0001_auth,
  '0002_shell': m0002_shell,
};
