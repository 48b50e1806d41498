// What reaches a person (docs/messages.md "What reaches you"): their choices per category and channel, the key of
// every event recorded (so an event not shown in the app is still recorded once), and the SMS and e-mails to send.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      -- Only the switches a person set; the others are shared's DEFAULT_PREFERENCES.
      create table notification_preferences (
        user_id integer not null references users (id),
        category text not null check (category in ('transactions', 'rewards', 'offers', 'security')),
        channel text not null check (channel in ('in_app', 'sms', 'email')),
        enabled boolean not null,
        updated_at timestamptz not null default now(),
        primary key (user_id, category, channel),
        -- Security and transaction messages are always kept in the app.
        check (enabled or channel <> 'in_app' or category not in ('transactions', 'security'))
      );

      -- One row per event recorded (its own key): a replayed event writes, runs and sends nothing, shown or not.
      create table recorded_events (
        user_id integer not null references users (id),
        dedupe_key text not null,
        recorded_at timestamptz not null default now(),
        primary key (user_id, dedupe_key)
      );
      insert into recorded_events (user_id, dedupe_key, recorded_at)
        select user_id, dedupe_key, created_at from messages;

      -- An SMS or e-mail to send once its event commits; sent_at once the delivery took it.
      create table message_deliveries (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id),
        dedupe_key text not null,
        channel text not null check (channel in ('sms', 'email')),
        text text not null,
        attempts integer not null default 0,
        created_at timestamptz not null default now(),
        sent_at timestamptz,
        -- An event (or announcement) is sent at most once per channel.
        unique (user_id, dedupe_key, channel)
      );
      create index message_deliveries_unsent on message_deliveries (id) where sent_at is null;
    `.execute(db);
  },
};
