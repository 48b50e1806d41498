// The `otps` table: one step per (identifier, purpose), read, written over, and voided when the authenticator is
// turned on.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Tables } from '../db/schema.ts';
import { OTP_RULES, type StartStep, userOtpIdentifier } from './otpSteps.ts';

/**
 * Turning Google Authenticator on voids the person's standing SMS steps (their signed-in codes, a login or a
 * recovery begun before), so a code sent before it cannot stand in for the app's after (§6). In the caller's
 * transaction.
 */
export async function voidSmsSteps(trx: Transaction<Tables>, userId: number, at: Date): Promise<void> {
  await trx
    .updateTable('otps')
    .set({ consumed_at: at })
    .where('user_id', '=', userId)
    .where('channel', '=', 'sms')
    .where('consumed_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('identifier', '=', userOtpIdentifier(userId)),
        eb('purpose', 'in', [OTP_PURPOSE.login, OTP_PURPOSE.forgotPassword]),
      ]),
    )
    .execute();
}

export function findStep(db: Database, identifier: string, purpose: number) {
  return db
    .selectFrom('otps')
    .selectAll()
    .where('identifier', '=', identifier)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Writes a step over the one of its (identifier, purpose); with keepLiveTotp a live authenticator step stays. */
export async function writeStep(
  executor: Database | Transaction<Tables>,
  step: StartStep,
  fields: { code_hmac: string | null; data: string; now: Date },
  keepLiveTotp = false,
): Promise<void> {
  const row = {
    identifier: step.identifier,
    purpose: step.purpose,
    channel: step.channel,
    destination: step.destination,
    user_id: step.userId,
    code_hmac: fields.code_hmac,
    data: fields.data,
    attempts: 0,
    unbound_attempts: 0,
    started_at: fields.now,
    sent_at: fields.now,
    expires_at: new Date(fields.now.getTime() + OTP_RULES.ttlSeconds * 1000),
    consumed_at: null,
  };
  const { identifier: _i, purpose: _p, ...update } = row;
  await executor
    .insertInto('otps')
    .values(row)
    .onConflict((oc) => {
      const replace = oc.columns(['identifier', 'purpose']).doUpdateSet(update);
      if (!keepLiveTotp) return replace;
      return replace.where((eb) =>
        eb.or([
          eb('otps.channel', '!=', 'totp'),
          eb('otps.consumed_at', 'is not', null),
          eb('otps.expires_at', '<=', fields.now),
        ]),
      );
    })
    .execute();
}
