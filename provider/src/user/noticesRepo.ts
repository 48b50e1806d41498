// The shell's per-user data at rest: the notices around the page (user_notices) and the profile picture (user_images).
import type { UserNotices } from '@sikka/shared/user/notices';
import type { ProfileImageType } from '@sikka/shared/user/profileImage';
import type { Database } from '../db/database.ts';

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

export interface ProfileImage {
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
