// The §2 forced reset's PAN gate at rest (session_pan_checks): which session passed it, until when.
import type { Database } from '../../platform/db/database.ts';
import type { Session } from '../../platform/identity/guards.ts';

/** The session passed the PAN gate; a second pass only moves its expiry. */
export async function passPanCheck(db: Database, session: Session, expiresAt: Date): Promise<void> {
  await db
    .insertInto('session_pan_checks')
    .values({ jti: session.jti, user_id: session.userId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doUpdateSet({ expires_at: expiresAt }))
    .execute();
}

/** The session's pass stands only until it expires. */
export async function panCheckPassed(db: Database, jti: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('session_pan_checks')
    .select('jti')
    .where('jti', '=', jti)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** A pass is spent by the reset it allowed. */
export async function forgetPanCheck(db: Database, jti: string): Promise<void> {
  await db.deleteFrom('session_pan_checks').where('jti', '=', jti).execute();
}
