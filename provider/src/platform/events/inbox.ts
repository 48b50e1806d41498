// A person's two inboxes, transaction messages and notifications (tables alike in user_id, id, is_read): how many
// are unread, and marking one read, the change pushed on their events channel once it commits.
import type { UserEventTopic } from '@sikka/shared/realtime/stream';
import type { Database } from '../db/database.ts';
import { countOf } from '../db/pages.ts';
import type { UserEvents } from './userEvents.ts';

type InboxTable = 'messages' | 'notifications';
const TOPIC: Record<InboxTable, UserEventTopic> = { messages: 'message', notifications: 'notification' };

/** The person's unread items in an inbox, on every page. */
export function unreadIn(db: Database, table: InboxTable, userId: number): Promise<number> {
  return countOf(
    db
      .selectFrom(table as 'messages')
      .selectAll()
      .where('user_id', '=', userId)
      .where('is_read', '=', false),
  );
}

/** Marks one of the person's items read (again is fine); false when they have no such item. */
export async function markReadIn(
  db: Database,
  events: UserEvents,
  table: InboxTable,
  userId: number,
  id: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom(table as 'messages')
      .select('is_read')
      .where('id', '=', String(id))
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return false;
    if (row.is_read) return true;
    await trx
      .updateTable(table as 'messages')
      .set({ is_read: true })
      .where('id', '=', String(id))
      .execute();
    await events.changed(trx, userId, TOPIC[table]);
    return true;
  });
}
