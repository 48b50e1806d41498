// Messages, announcements, notifications, what reaches a person, and their deliveries.

import type { PreferenceCategory } from '@sikka/shared/notifications/preferences';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns.ts';

export interface MessagesTable {
  id: Generated<string>;
  user_id: number;
  kind: string;
  title: string;
  body: string;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  is_read: Generated<boolean>;
  created_at: CreatedAt;
  /** One message per event (its own key): a replayed event writes nothing. */
  dedupe_key: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  reward_type_name: string;
  subject: string;
  body: string;
  description: string | null;
  segment: string;
  created_at: CreatedAt;
  /** The fan-out's progress: every user up to this id has the notification. */
  last_user_id: Generated<number>;
  done_at: Date | null;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: number;
  reward_type_name: 'REWARDS' | 'GENERIC' | 'OFFERS';
  subject: string;
  body: string;
  description: string | null;
  reward_id: number | null;
  announcement_id: number | null;
  is_read: Generated<boolean>;
  created_at: CreatedAt;
}

/** A switch a person set (the others are shared's DEFAULT_PREFERENCES). */
export interface NotificationPreferencesTable {
  user_id: number;
  category: PreferenceCategory;
  channel: 'in_app' | 'sms' | 'email';
  enabled: boolean;
  updated_at: Generated<Date>;
}

/** Every event recorded, shown in the app or not: a replayed event does nothing. */
export interface RecordedEventsTable {
  user_id: number;
  dedupe_key: string;
  recorded_at: Generated<Date>;
}

/** An SMS or e-mail of an event or announcement, sent after its transaction commits. */
export interface MessageDeliveriesTable {
  id: Generated<string>;
  user_id: number;
  dedupe_key: string;
  channel: 'sms' | 'email';
  text: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  sent_at: Date | null;
}
