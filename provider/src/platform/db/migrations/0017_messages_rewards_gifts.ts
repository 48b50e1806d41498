// The platform talking to its users: messages (one per event, written in the event's own transaction), notifications
// (an operator's announcements fanned out in batches, resumably), scratch-card rewards, and gifts held in escrow; with
// the two platform accounts their money moves through (the rewards pool, the gift escrow).
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      alter table ledger_accounts drop constraint ledger_accounts_kind_check;
      alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in ('available', 'locked',
        'fees', 'gst_payable', 'tds_payable', 'treasury', 'bank', 'chain', 'rewards_pool', 'gift_escrow'));

      create table messages (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id),
        kind text not null,
        title text not null,
        body text not null,
        data jsonb not null default '{}',
        is_read boolean not null default false,
        created_at timestamptz not null default now(),
        -- One message per event: the event's own key (e.g. 'deposit:12:credited'), so a replay writes nothing.
        dedupe_key text not null,
        unique (user_id, dedupe_key)
      );
      create index messages_by_user on messages (user_id, id desc);
      create index messages_unread on messages (user_id) where not is_read;

      create table announcements (
        id integer generated always as identity primary key,
        reward_type_name text not null,
        subject text not null,
        body text not null,
        description text,
        segment text not null,
        created_at timestamptz not null default now(),
        -- The fan-out's progress: every user up to this id has the notification (batches resume after it).
        last_user_id integer not null default 0,
        done_at timestamptz
      );

      create table notifications (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id),
        reward_type_name text not null check (reward_type_name in ('REWARDS', 'GENERIC', 'OFFERS')),
        subject text not null,
        body text not null,
        description text,
        reward_id integer,
        announcement_id integer references announcements (id),
        is_read boolean not null default false,
        created_at timestamptz not null default now(),
        -- A resumed fan-out cannot notify anyone twice.
        unique (announcement_id, user_id)
      );
      create index notifications_by_user on notifications (user_id, id desc);
      create index notifications_unread on notifications (user_id) where not is_read;

      create table rewards (
        id integer generated always as identity primary key,
        user_id integer not null references users (id),
        campaign text not null,
        asset text not null check (asset in ('INR', 'BTC', 'ETH', 'USDT')),
        -- Decided when earned, in the asset's smallest unit; credited from the pool when revealed.
        amount numeric(38, 0) not null check (amount > 0),
        status text not null default 'pending' check (status in ('pending', 'revealed', 'redeemed')),
        earned_at timestamptz not null default now(),
        revealed_at timestamptz,
        redeemed_at timestamptz,
        -- Each campaign awards one card per person, however often its trigger fires.
        unique (user_id, campaign)
      );
      create index rewards_by_user on rewards (user_id, id desc);

      create table gifts (
        id integer generated always as identity primary key,
        sender_id integer not null references users (id),
        recipient_mobile text not null,
        recipient_id integer references users (id),
        coin text not null check (coin in ('BTC', 'ETH', 'USDT')),
        quantity numeric(38, 0) not null check (quantity > 0),
        inr_value numeric(38, 0) not null check (inr_value > 0),
        message text not null default '',
        status text not null default 'sent' check (status in ('sent', 'claimed', 'returned')),
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        settled_at timestamptz
      );
      create index gifts_by_sender on gifts (sender_id, id desc);
      create index gifts_by_recipient on gifts (recipient_mobile, id desc);
      create index gifts_open on gifts (expires_at) where status = 'sent';
    `.execute(db);
  },
};
