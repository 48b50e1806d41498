// The application shell's data: the docs/requirements.md §4 user notices, the §7 profile image, system settings.
import { type Kysely, type Migration, sql } from 'kysely';

/** The application shell's data: the §4 user notices, the §7 profile image, and system settings (maintenance). */
export const migration: Migration = {
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
