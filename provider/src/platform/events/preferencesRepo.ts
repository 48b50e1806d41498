// A person's notification preferences at rest (notification_preferences holds only the switches they set), and what
// an event of a category reaches for each person: the app, their number, their verified e-mail address.
import {
  type NotificationPreferences,
  type NotificationPreferencesResponse,
  PREFERENCE_CHANNELS,
  PREFERENCE_MESSAGES,
  type PreferenceCategory,
  preferencesFrom,
  type SetNotificationPreferenceRequest,
} from '@sikka/shared/notifications/preferences';
import type { Database } from '../db/database.ts';
import { fieldErrorOn } from '../http/errors.ts';
import type { Trx } from '../ledger/ledger.ts';

/** Whom a person's messages can reach outside the app, and what they chose. */
interface Reach {
  preferences: NotificationPreferences;
  mobile: string | null;
  /** The account's e-mail address: set only by the code sent to it (docs/kyc.md "E-mail"), so verified. */
  email: string | null;
}

/** What one message of `category` reaches: the app, and the number or address to send it to (null: not sent). */
interface Reached {
  inApp: boolean;
  sms: string | null;
  email: string | null;
}

export function reachedBy(reach: Reach, category: PreferenceCategory): Reached {
  const chosen = reach.preferences[category];
  return {
    inApp: chosen.in_app,
    sms: chosen.sms ? reach.mobile : null,
    email: chosen.email ? reach.email : null,
  };
}

/** GET /user/notification-preferences. */
export async function preferencesOf(
  db: Database | Trx,
  userId: number,
): Promise<NotificationPreferencesResponse> {
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const stored = await db
    .selectFrom('notification_preferences')
    .select(['category', 'channel', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  return { preferences: preferencesFrom(stored), has_email: user.email !== null };
}

/**
 * POST /user/notification-preferences: the channels named, set for the category (the schema already refused turning
 * a locked switch off). E-mail is chosen only with a verified address.
 */
export async function setPreference(
  db: Database,
  userId: number,
  request: SetNotificationPreferenceRequest,
): Promise<NotificationPreferencesResponse> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (request.email === true && user.email === null)
      throw fieldErrorOn('email', PREFERENCE_MESSAGES.noEmail);
    const rows = PREFERENCE_CHANNELS.flatMap((channel) => {
      const enabled = request[channel];
      return enabled === undefined ? [] : [{ user_id: userId, category: request.category, channel, enabled }];
    });
    await trx
      .insertInto('notification_preferences')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'category', 'channel']).doUpdateSet((eb) => ({
          enabled: eb.ref('excluded.enabled'),
          updated_at: new Date(),
        })),
      )
      .execute();
    return preferencesOf(trx, userId);
  });
}
