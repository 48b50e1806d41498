// Integrators' API keys (docs/api.md): the public key id, the secret sealed at rest (an HMAC signature needs it to be
// checked), label, scopes, allowlist; and the nonces each key has used inside the receive window (no replay).
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table api_keys (
        id serial primary key,
        user_id integer not null references users(id),
        key_id text not null unique,
        secret text not null,
        label text not null,
        scopes text[] not null,
        ip_allowlist text[] not null default '{}',
        created_at timestamptz not null default now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`.execute(db);
    await sql`create index api_keys_user on api_keys (user_id) where revoked_at is null`.execute(db);
    await sql`
      create table api_key_nonces (
        key_id text not null,
        nonce text not null,
        expires_at timestamptz not null,
        primary key (key_id, nonce)
      )`.execute(db);
  },
};
