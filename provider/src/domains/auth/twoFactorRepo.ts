// Google Authenticator at rest: the user's TOTP secrets (users, sealed) and recovery codes (two_factor_recovery_codes).
import { messageEvent } from '@sikka/shared/messages/kinds';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { endEverySession } from '../../platform/identity/usersRepo.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';
import { voidSmsSteps } from '../../platform/otp/otpService.ts';

/** Keeps a new secret, sealed, until the app's code proves it; it replaces any earlier pending one. */
export async function savePendingSecret(
  db: Database,
  cipher: FieldCipher,
  userId: number,
  secret: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_pending_secret: cipher.seal('users.totp_pending_secret', secret) })
    .where('id', '=', userId)
    .execute();
}

/** The id of the user's unused recovery code with this hash, or null. */
export async function unusedRecoveryCode(
  db: Database,
  userId: number,
  codeHash: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

interface Enabling {
  /** The proven secret, sealed here. */
  secret: string;
  /** The time step of the code that proved it (not accepted again). */
  step: number;
  /** The new recovery codes' hashes; they replace any earlier ones. */
  codeHashes: string[];
  at: Date;
}

/** A 2FA change ends every session (the caller issues this browser a new one) and is told, in its transaction. */
async function twoFactorChanged(
  trx: Trx,
  events: UserEvents,
  userId: number,
  enabled: boolean,
): Promise<void> {
  const epoch = await endEverySession(trx, userId);
  await events.record(trx, messageEvent(userId, 'two_factor_changed', { enabled }, `2fa:${userId}:${epoch}`));
}

/** Turns Google Authenticator on in one transaction. */
export async function enableTwoFactor(
  db: Database,
  cipher: FieldCipher,
  events: UserEvents,
  userId: number,
  enabling: Enabling,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        totp_secret: cipher.seal('users.totp_secret', enabling.secret),
        totp_pending_secret: null,
        totp_last_step: enabling.step,
        ga_enabled: 1,
        // docs/requirements.md §9: withdrawals wait 24 hours after any 2FA settings change; withdrawals read this.
        two_factor_changed_at: enabling.at,
      })
      .where('id', '=', userId)
      .execute();
    await voidSmsSteps(trx, userId, enabling.at);
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(enabling.codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
      .execute();
    await twoFactorChanged(trx, events, userId, true);
  });
}

/**
 * Turns Google Authenticator off in one transaction, spending the recovery code it was proven with, if any: false,
 * and nothing changed, when that code was spent first.
 */
export async function disableTwoFactor(
  db: Database,
  events: UserEvents,
  userId: number,
  { recoveryCodeId, at }: { recoveryCodeId: number | null; at: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (recoveryCodeId !== null) {
      // Spent once: a second request with the same code finds it used.
      const spent = await trx
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: at })
        .where('id', '=', recoveryCodeId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (spent.numUpdatedRows === 0n) return false;
    }
    await trx
      .updateTable('users')
      .set({
        ga_enabled: 0,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        two_factor_changed_at: at,
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await twoFactorChanged(trx, events, userId, false);
    return true;
  });
}
