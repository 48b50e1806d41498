// Reads and writes of users and their KYC documents, the only place that knows how an account is stored.
import { messageEvent } from '@sikka/shared/messages/kinds';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Clock } from '../clock.ts';
import type { FieldCipher } from '../crypto/fieldCipher.ts';
import type { Database } from '../db/database.ts';
import type { Tables, UsersTable } from '../db/schema.ts';
import type { UserEvents } from '../events/userEvents.ts';
import type { Identifier } from './identifiers.ts';

export type UserRow = Selectable<UsersTable>;

export const PAN_DOCUMENT = 'PAN';

export async function findUserByIdentifier(
  db: Database,
  identifier: Identifier,
): Promise<UserRow | undefined> {
  const column = identifier.kind === 'email' ? 'email' : 'mobile_number';
  return db.selectFrom('users').selectAll().where(column, '=', identifier.value).executeTakeFirst();
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function mobileTaken(db: Database, mobile: string, exceptUserId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('mobile_number', '=', mobile);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Another account already has this e-mail address. */
export async function emailTaken(db: Database, email: string, exceptUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The PAN on file, if any (docs/requirements.md §3 kyc_doc with document_type 'PAN'). */
export async function panOnFile(db: Database, cipher: FieldCipher, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('kyc_docs')
    .select('document_number')
    .where('user_id', '=', userId)
    .where('document_type', '=', PAN_DOCUMENT)
    .executeTakeFirst();
  return cipher.openOrNull('kyc_docs.document_number', row?.document_number ?? null);
}

/** A document number as kyc_docs stores it: sealed, with its blind index beside it. */
export function sealedDocumentNumber(
  cipher: FieldCipher,
  number: string,
): { document_number: string; document_number_index: string } {
  return {
    document_number: cipher.seal('kyc_docs.document_number', number),
    document_number_index: cipher.blindIndex('kyc_docs.document_number', number),
  };
}

/**
 * Sets a new password and ends every session of the user (a new one is issued after it), with its message in the
 * same transaction (keyed by the session generation it starts).
 */
export async function setPassword(
  db: Database,
  events: UserEvents,
  clock: Clock,
  userId: number,
  passwordHash: string,
): Promise<void> {
  const second = Math.floor(clock.now().getTime() / 1000) * 1000;
  await db.transaction().execute(async (trx) => {
    const { session_epoch } = await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        force_password_reset: false,
        sessions_valid_after: new Date(second),
        session_epoch: sql`session_epoch + 1`,
      })
      .where('id', '=', userId)
      .returning('session_epoch')
      .executeTakeFirstOrThrow();
    await events.record(
      trx,
      messageEvent(userId, 'password_changed', {}, `password:${userId}:${session_epoch}`),
    );
  });
}

/**
 * Ends every session of the user, exactly (an e-mail or 2FA change); the caller issues this browser a new one.
 * Answers the new session generation (which names the change in its message's key).
 */
export async function endEverySession(db: Database | Transaction<Tables>, userId: number): Promise<number> {
  const { session_epoch } = await db
    .updateTable('users')
    .set({ session_epoch: sql`session_epoch + 1` })
    .where('id', '=', userId)
    .returning('session_epoch')
    .executeTakeFirstOrThrow();
  return session_epoch;
}

/** Changes the account's e-mail and ends every session with it, in one transaction with its message. */
export async function changeEmail(
  db: Database,
  events: UserEvents,
  userId: number,
  email: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ email }).where('id', '=', userId).execute();
    const epoch = await endEverySession(trx, userId);
    await events.record(trx, messageEvent(userId, 'email_changed', { email }, `email:${userId}:${epoch}`));
  });
}

/** Postgres unique_violation: a concurrent request took the same mobile number or e-mail first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
