// A person's notifications at rest (table notifications: an operator's announcements fanned out, reward cards): a
// page of them newest first in §3's item shape with the unread total, and marking one read (pushed on their events
// channel).
import type { NotificationItem, NotificationsPageResponse } from '@sikka/shared/notifications/schemas';
import type { Database } from '../../platform/db/database.ts';
import { countOf, pageOf } from '../../platform/db/pages.ts';
import { markReadIn, unreadIn } from '../../platform/events/inbox.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { messageError } from '../../platform/http/errors.ts';

const NOTIFICATION_NOT_FOUND = 'No such notification';
export const NOTIFICATION_READ = 'Marked as read';

/** §9 page size 4, newest first; `unread` counts every page. */
export async function notificationsPage(
  db: Database,
  userId: number,
  page: number,
): Promise<NotificationsPageResponse> {
  const mine = db.selectFrom('notifications').where('user_id', '=', userId);
  const [found, unread] = await Promise.all([
    pageOf(
      page,
      {
        rows: (limit, offset) =>
          mine
            .select([
              'id',
              'reward_type_name',
              'subject',
              'body',
              'description',
              'reward_id',
              'is_read',
              'created_at',
            ])
            .orderBy('id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute(),
        total: () => countOf(mine.selectAll()),
      },
      (row): NotificationItem => ({
        id: Number(row.id),
        reward_type_name: row.reward_type_name,
        data: { subject: row.subject, messageBody: { text: row.body } },
        description: row.description,
        reward_id: row.reward_id,
        is_read: row.is_read ? 1 : 0,
        created_at: row.created_at.toISOString(),
      }),
    ),
    unreadIn(db, 'notifications', userId),
  ]);
  return { ...found, unread };
}

/** §4 'Mark As Read' on one of the person's notifications (again is fine); another's, or none, is 404. */
export async function markNotificationRead(
  db: Database,
  events: UserEvents,
  userId: number,
  id: number,
): Promise<void> {
  if (!(await markReadIn(db, events, 'notifications', userId, id)))
    throw messageError(404, NOTIFICATION_NOT_FOUND);
}
