// Price alerts (docs/alerts.md): each alert a person set, armed or waiting to be armed again, and the category of
// messages they are told by.
import { type Kysely, type Migration, sql } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table price_alerts (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id),
        coin text not null check (coin in ('BTC', 'ETH', 'USDT')),
        kind text not null check (kind in ('above', 'below', 'move')),
        -- An above or below alert's threshold in paise; a move alert's size in basis points and its window.
        price_paise bigint check (price_paise > 0),
        move_bps integer check (move_bps between 10 and 10000),
        move_window text check (move_window in ('1h', '24h')),
        repeat text not null check (repeat in ('once', 'every_time')),
        status text not null check (status in ('active', 'paused', 'fired')),
        -- False once fired, until the price is back past the hysteresis (an every-time alert) or it is set again.
        armed boolean not null default true,
        -- Raised by every change the person makes: a fire decided on an older version is not written.
        version integer not null default 1,
        fired_count integer not null default 0,
        last_fired_at timestamptz,
        last_fired_paise bigint,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((kind = 'move') = (move_bps is not null and move_window is not null and price_paise is null)),
        check ((kind = 'move') or price_paise is not null)
      );
      create index price_alerts_by_user on price_alerts (user_id, id);
      -- What every provider loads at start and watches: the alerts that can fire.
      create index price_alerts_watched on price_alerts (id) where status = 'active';

      alter table notification_preferences drop constraint notification_preferences_category_check;
      alter table notification_preferences add constraint notification_preferences_category_check
        check (category in ('transactions', 'rewards', 'offers', 'security', 'alerts'));
    `.execute(db);
  },
};
