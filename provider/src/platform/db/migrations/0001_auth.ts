// Users, KYC documents, one-time codes, revoked tokens, captcha replay guard and the dev outbox.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
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
