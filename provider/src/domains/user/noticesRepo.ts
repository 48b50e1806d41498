// The shell's per-user data at rest: the notices around the page (user_notices) and the profile picture (user_images).
import type { UserNotices } from '@sikka/shared/user/notices';
import type { ProfileImageType } from '@sikka/shared/user/profileImage';
import type { Database } from '../../platform/db/database.ts';

const NO_NOTICES: UserNotices = {
  banners: [],
  interrupt_message: null,
  important_message: null,
  tds_message: false,
};

/** The user's notices, or none. */
export async function noticesOf(db: Database, userId: number): Promise<UserNotices> {
  const row = await db
    .selectFrom('user_notices')
    .select(['banners', 'interrupt_message', 'important_message', 'tds_message'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? NO_NOTICES;
}

interface ProfileImage {
  content_type: ProfileImageType;
  bytes: Buffer;
}

export function profileImageOf(db: Database, userId: number): Promise<ProfileImage | undefined> {
  return db
    .selectFrom('user_images')
    .select(['content_type', 'bytes'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Keeps the picture, replacing the one before. */
export async function saveProfileImage(
  db: Database,
  userId: number,
  image: ProfileImage,
  at: Date,
): Promise<void> {
  const values = { ...image, updated_at: at };
  await db
    .insertInto('user_images')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** What an operator sets: banners (replacing the list), the important message (null clears it), the TDS flag. */
interface NoticesChange {
  banners?: string[];
  important_message?: string | null;
  tds_message?: boolean;
}

/** Users per transaction when a change goes to everyone. */
const NOTICES_BATCH = 1_000;

/**
 * Sets the change on one user's notices, or on every user's (in batches of NOTICES_BATCH users by id, a transaction
 * each; repeating the call after an interruption sets the same values). Answers how many users it reached.
 */
export async function setNotices(
  db: Database,
  target: { userId: number } | 'everyone',
  change: NoticesChange,
  at: Date,
): Promise<number> {
  const banners = change.banners === undefined ? undefined : JSON.stringify(change.banners);
  const upsert = (after: number, limit: number, only?: number) =>
    db
      .insertInto('user_notices')
      .columns(['user_id', 'banners', 'important_message', 'tds_message', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select([
            'users.id',
            eb.val(banners ?? '[]').as('banners'),
            eb.val(change.important_message ?? null).as('important_message'),
            eb.val(change.tds_message ?? false).as('tds_message'),
            eb.val(at).as('updated_at'),
          ])
          .$if(only !== undefined, (qb) => qb.where('users.id', '=', only as number))
          .where('users.id', '>', after)
          .orderBy('users.id')
          .limit(limit),
      )
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          ...(banners === undefined ? {} : { banners: eb.ref('excluded.banners') }),
          ...(change.important_message === undefined
            ? {}
            : { important_message: eb.ref('excluded.important_message') }),
          ...(change.tds_message === undefined ? {} : { tds_message: eb.ref('excluded.tds_message') }),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returning('user_id')
      .execute();
  if (target !== 'everyone') return (await upsert(0, 1, target.userId)).length;
  let reached = 0;
  let after = 0;
  for (;;) {
    const rows = await upsert(after, NOTICES_BATCH);
    reached += rows.length;
    if (rows.length < NOTICES_BATCH) return reached;
    after = Math.max(...rows.map((row) => row.user_id));
  }
}
