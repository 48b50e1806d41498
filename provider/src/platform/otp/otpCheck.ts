// Checking a typed code against its step, in the caller's transaction: an SMS code by its HMAC, an authenticator
// code by TOTP (each time step once), a recovery code spent with the step; each wrong try counted, five void it.
import type { Transaction } from 'kysely';
import type { FieldCipher } from '../crypto/fieldCipher.ts';
import type { OtpChannel, Tables } from '../db/schema.ts';
import {
  OTP_EXPIRED,
  OTP_INCORRECT,
  OTP_VOID,
  TWO_FACTOR_INCORRECT,
  TWO_FACTOR_RECOVERY_INCORRECT,
} from '../identity/authMessages.ts';
import { codeHmac, flowHmac, sameText } from './otpCodes.ts';
import { type CodeKind, OTP_RULES, type OtpOutcome } from './otpSteps.ts';
import { recoveryCodeHash } from './recoveryCodes.ts';
import { matchTotp } from './totp.ts';

/** What a check is of: the step (identifier, purpose), the code typed, and how it was asked for. */
interface CodeTyped {
  identifier: string;
  purpose: number;
  code: string;
  /** The flow the call hands back (a bound step counts only its own flow's tries against it). */
  flow?: string;
  kind: CodeKind;
  /** The channel the step must be of; a step of another is void. */
  channel?: OtpChannel;
}

/** The keys a check needs: OTP_SECRET for the HMACs, the cipher of the authenticator secrets. */
interface CheckKeys {
  secret: string;
  cipher: FieldCipher;
}

/**
 * Checks a code for (identifier, purpose) and spends the step. A wrong try is written to the transaction too: the
 * caller must commit it even when it refuses (ledger/idempotency.ts RefuseAndKeep), so the five-tries rule holds.
 */
export async function checkCode(
  trx: Transaction<Tables>,
  keys: CheckKeys,
  now: Date,
  typed: CodeTyped,
): Promise<OtpOutcome> {
  const { identifier, purpose, code, flow, kind, channel } = typed;
  const row = await trx
    .selectFrom('otps')
    .selectAll()
    .where('identifier', '=', identifier)
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst();
  // A step of another channel than the one asked for (SMS before the app was turned on, or the reverse) is void.
  if (
    !row ||
    row.consumed_at !== null ||
    row.expires_at <= now ||
    (channel !== undefined && row.channel !== channel)
  )
    return { ok: false, message: OTP_EXPIRED };
  const unbound =
    row.data.bound === true && !(flow !== undefined && sameText(flow, flowHmac(keys.secret, row)));
  const tries = unbound ? row.unbound_attempts : row.attempts;
  if (tries >= OTP_RULES.maxWrongTries) return { ok: false, message: OTP_VOID };

  let correct = false;
  if (kind === 'recovery') {
    // Only an authenticator step takes a recovery code; it is spent with the step, in this transaction.
    if (row.channel === 'totp' && row.user_id !== null) {
      const spent = await trx
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', row.user_id)
        .where('code_hash', '=', recoveryCodeHash(keys.secret, code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      correct = spent.numUpdatedRows > 0n;
    }
  } else if (row.channel === 'totp') {
    const user =
      row.user_id === null
        ? undefined
        : await trx
            .selectFrom('users')
            .select(['totp_secret', 'totp_last_step'])
            .where('id', '=', row.user_id)
            .forNoKeyUpdate()
            .executeTakeFirst();
    const secret = keys.cipher.openOrNull('users.totp_secret', user?.totp_secret ?? null);
    const step = secret ? matchTotp(secret, code, now, user?.totp_last_step ?? null) : null;
    if (step !== null && row.user_id !== null) {
      await trx.updateTable('users').set({ totp_last_step: step }).where('id', '=', row.user_id).execute();
      correct = true;
    }
  } else if (row.code_hmac !== null) {
    correct = sameText(codeHmac(keys.secret, purpose, identifier, code), row.code_hmac);
  }

  if (!correct) {
    const attempts = tries + 1;
    await trx
      .updateTable('otps')
      .set(unbound ? { unbound_attempts: attempts } : { attempts })
      .where('id', '=', row.id)
      .execute();
    if (attempts >= OTP_RULES.maxWrongTries) return { ok: false, message: OTP_VOID };
    if (kind === 'recovery') return { ok: false, message: TWO_FACTOR_RECOVERY_INCORRECT };
    return { ok: false, message: row.channel === 'totp' ? TWO_FACTOR_INCORRECT : OTP_INCORRECT };
  }
  await trx.updateTable('otps').set({ consumed_at: now }).where('id', '=', row.id).execute();
  return {
    ok: true,
    step: {
      identifier,
      purpose,
      channel: row.channel,
      destination: row.destination,
      userId: row.user_id,
      data: row.data,
    },
  };
}
