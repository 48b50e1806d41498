// A person's transaction messages at rest (table messages, written by events/userEvents.ts): a page of them newest
// first with the unread total, and marking one or all read — each read change pushed on their events channel.
import type { Message, MessagesPageResponse } from '@sikka/shared/messages/schemas';
import type { Database } from '../../platform/db/database.ts';
import { countOf, pageOf } from '../../platform/db/pages.ts';
import { markReadIn, unreadIn } from '../../platform/events/inbox.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { messageError } from '../../platform/http/errors.ts';

const MESSAGE_NOT_FOUND = 'No such message';
export const MESSAGE_READ = 'Marked as read';
export const MESSAGES_ALL_READ = 'All messages marked as read';

/** §9 page size 4, newest first; `unread` counts every page. */
export async function messagesPage(
  db: Database,
  userId: number,
  page: number,
): Promise<MessagesPageResponse> {
  const mine = db.selectFrom('messages').where('user_id', '=', userId);
  const [found, unread] = await Promise.all([
    pageOf(
      page,
      {
        rows: (limit, offset) =>
          mine
            .select(['id', 'kind', 'title', 'body', 'is_read', 'created_at'])
            .orderBy('id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute(),
        total: () => countOf(mine.selectAll()),
      },
      (row): Message => ({
        id: Number(row.id),
        is_read: row.is_read ? 1 : 0,
        kind: row.kind,
        title: row.title,
        message: row.body,
        created_at: row.created_at.toISOString(),
      }),
    ),
    unreadIn(db, 'messages', userId),
  ]);
  return { ...found, unread };
}

/** Marks one of the person's messages read (again is fine); another's, or none, is 404. */
export async function markMessageRead(
  db: Database,
  events: UserEvents,
  userId: number,
  id: number,
): Promise<void> {
  if (!(await markReadIn(db, events, 'messages', userId, id))) throw messageError(404, MESSAGE_NOT_FOUND);
}

/** Marks every unread message of the person read; pushes the change only when there was one. */
export async function markAllMessagesRead(db: Database, events: UserEvents, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('messages')
      .set({ is_read: true })
      .where('user_id', '=', userId)
      .where('is_read', '=', false)
      .executeTakeFirst();
    if (numUpdatedRows > 0n) await events.changed(trx, userId, 'message');
    return Number(numUpdatedRows);
  });
}
