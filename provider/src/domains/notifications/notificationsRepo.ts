// A person's notifications at rest (table notifications: an operator's announcements fanned out, reward cards): a
// page of them newest first in §3's item shape with the unread total, and marking one read (pushed on their events
// channel).
import { DEFAULT_PAGE_SIZE } from '@sikka/shared/constants';
import type { NotificationItem, NotificationsPageResponse } from '@sikka/shared/notifications/schemas';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
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
  const { rows } = await sql<{ total: number; unread: number }>`
    select count(*)::int as total, (count(*) filter (where not is_read))::int as unread
    from notifications where user_id = ${userId}`.execute(db);
  const rowsOfPage = await db
    .selectFrom('notifications')
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
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(DEFAULT_PAGE_SIZE)
    .offset((page - 1) * DEFAULT_PAGE_SIZE)
    .execute();
  const data: NotificationItem[] = rowsOfPage.map((row) => ({
    id: Number(row.id),
    reward_type_name: row.reward_type_name,
    data: { subject: row.subject, messageBody: { text: row.body } },
    description: row.description,
    reward_id: row.reward_id,
    is_read: row.is_read ? 1 : 0,
    created_at: row.created_at.toISOString(),
  }));
  return {
    data,
    current_page: page,
    per_page: DEFAULT_PAGE_SIZE,
    total: rows[0]?.total ?? 0,
    unread: rows[0]?.unread ?? 0,
  };
}

/** §4 'Mark As Read' on one of the person's notifications (again is fine); another's, or none, is 404. */
export async function markNotificationRead(
  db: Database,
  events: UserEvents,
  userId: number,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('notifications')
      .select('is_read')
      .where('id', '=', String(id))
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw messageError(404, NOTIFICATION_NOT_FOUND);
    if (row.is_read) return;
    await trx.updateTable('notifications').set({ is_read: true }).where('id', '=', String(id)).execute();
    await events.changed(trx, userId, 'notification');
  });
}
