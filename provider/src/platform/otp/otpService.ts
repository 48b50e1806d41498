// docs/requirements.md §9 one-time codes: 6 digits bound to (identifier, purpose), stored as an HMAC, 5 minutes, 5 wrong tries,
// no resend inside 90 s, 10 sends an hour per purpose and identifier or destination (30 of all purposes to one
// destination); and authenticator steps in the same place. Here a step begun, resent and completed; the rules and
// shapes are otpSteps.ts, the rows otpRows.ts, sending otpSending.ts and the check of a code otpCheck.ts.
import { resendCountdownMessage } from '@sikka/shared/validation/messages';
import type { Transaction } from 'kysely';
import type { Clock } from '../clock.ts';
import type { FieldCipher } from '../crypto/fieldCipher.ts';
import type { Database } from '../db/database.ts';
import type { OtpChannel, Tables } from '../db/schema.ts';
import type { Delivery } from '../delivery/delivery.ts';
import { fieldErrorOn, tooMany } from '../http/errors.ts';
import { NO_MOBILE_FOR_OTP, OTP_EXPIRED, OTP_NOTHING_TO_RESEND } from '../identity/authMessages.ts';
import { checkCode } from './otpCheck.ts';
import { codeHmac, flowHmac, newCode } from './otpCodes.ts';
import { findStep, writeStep } from './otpRows.ts';
import { checkSendCap, recordSendAndDeliver, resendWait } from './otpSending.ts';
import {
  type CodeKind,
  type CompletedStep,
  OTP_RULES,
  type OtpOutcome,
  type SignedInStep,
  type StartResult,
  type StartStep,
  userOtpIdentifier,
} from './otpSteps.ts';
import { type FactorUser, signedInChannel } from './secondFactor.ts';

export { voidSmsSteps } from './otpRows.ts';
export type { CompletedStep } from './otpSteps.ts';

export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly delivery: Delivery,
    private readonly secret: string,
    private readonly cipher: FieldCipher,
  ) {}

  /** Begins (or restarts) the step of a flow. A code sent under 90 s ago to the same place is kept, not re-sent. */
  async start(step: StartStep): Promise<StartResult> {
    const now = this.clock.now();
    const data = JSON.stringify(
      step.notice === undefined
        ? { ...step.data, ...(step.bound ? { bound: true } : {}) }
        : { notice: step.notice },
    );
    const existing = await findStep(this.db, step.identifier, step.purpose);
    const live =
      existing !== undefined &&
      existing.consumed_at === null &&
      existing.channel === step.channel &&
      existing.destination === step.destination &&
      (!step.bindData ||
        Object.entries(step.data ?? {}).every(([key, value]) => existing.data[key] === value));
    // A step still standing keeps its code and its count of wrong tries; what completing it does follows
    // the latest request. (Restarting it would hand out five fresh tries per login call.)
    const keep = async (id: number) =>
      this.db.updateTable('otps').set({ data, user_id: step.userId }).where('id', '=', id).execute();

    if (step.channel === 'totp') {
      if (live && existing.expires_at > now) await keep(existing.id);
      else await writeStep(this.db, step, { code_hmac: null, data, now });
      return { outcome: 'authenticator' };
    }
    if (live) {
      const waitSeconds = resendWait(existing.sent_at, now);
      if (waitSeconds > 0) {
        await keep(existing.id);
        return { outcome: 'waiting', waitSeconds };
      }
    }
    await checkSendCap(this.db, step.identifier, step.purpose, step.destination, now);
    if (step.notice !== undefined) {
      await writeStep(this.db, step, { code_hmac: null, data, now });
      await recordSendAndDeliver(this.db, this.delivery, step, { notice: step.notice }, now);
      return { outcome: 'sent' };
    }
    const code = newCode();
    await writeStep(this.db, step, {
      code_hmac: codeHmac(this.secret, step.purpose, step.identifier, code),
      data,
      now,
    });
    await recordSendAndDeliver(this.db, this.delivery, step, { code }, now);
    return { outcome: 'sent' };
  }

  /**
   * §6 asks a signed-in person for the code of a purpose: the one place every door decides the factor. An
   * authenticator user's step is the app's (no SMS is sent: `authenticator`); anyone else's is an SMS.
   */
  async startFor(
    user: FactorUser & { id: number; mobile_number: string | null },
    purpose: number,
    step: SignedInStep = {},
  ): Promise<StartResult> {
    const { destination = user.mobile_number, mobileField = 'mobile_number', ...rest } = step;
    const base = { ...rest, identifier: userOtpIdentifier(user.id), purpose, userId: user.id };
    if (signedInChannel(user, purpose) === 'totp')
      return this.start({ ...base, channel: 'totp', destination: null });
    if (destination === null) throw fieldErrorOn(mobileField, NO_MOBILE_FOR_OTP);
    return this.start({ ...base, channel: 'sms', destination });
  }

  /**
   * §6 checks a signed-in person's code of a purpose in the caller's transaction, by the factor startFor asks
   * for: an authenticator user's code is the app's, which needs no earlier call, and no SMS code (not even one
   * sent before the app was turned on) confirms anything for them.
   */
  async checkFor(
    trx: Transaction<Tables>,
    userId: number,
    purpose: number,
    code: string,
  ): Promise<OtpOutcome> {
    const user = await trx
      .selectFrom('users')
      .select('ga_enabled')
      .where('id', '=', userId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!user) return { ok: false, message: OTP_EXPIRED };
    const identifier = userOtpIdentifier(userId);
    const channel = signedInChannel(user, purpose);
    if (channel === 'totp') await this.#standAuthenticatorStep(trx, identifier, purpose, userId);
    return this.check(trx, identifier, purpose, code, undefined, 'code', channel);
  }

  /** checkFor in a transaction of its own; a refused code is a 422 on `field` (its wrong try is kept). */
  async completeFor(userId: number, purpose: number, code: string, field = 'otp'): Promise<CompletedStep> {
    const outcome = await this.db.transaction().execute((trx) => this.checkFor(trx, userId, purpose, code));
    if (!outcome.ok) throw fieldErrorOn(field, outcome.message);
    return outcome.step;
  }

  /** docs/requirements.md §7 /otp-resend and /request-otp's repeat: a new code for a step already begun, never inside 90 s. */
  async resend(identifier: string, purpose: number): Promise<{ channel: OtpChannel }> {
    const now = this.clock.now();
    const row = await findStep(this.db, identifier, purpose);
    if (
      !row ||
      row.consumed_at !== null ||
      row.channel === 'totp' ||
      now.getTime() - row.started_at.getTime() > OTP_RULES.revivableSeconds * 1000
    ) {
      throw fieldErrorOn('mobile_number', OTP_NOTHING_TO_RESEND);
    }
    const waitSeconds = resendWait(row.sent_at, now);
    if (waitSeconds > 0) throw tooMany(resendCountdownMessage(waitSeconds), waitSeconds);
    await checkSendCap(this.db, identifier, purpose, row.destination, now);
    const step = {
      identifier,
      purpose,
      channel: row.channel,
      destination: row.destination,
      userId: row.user_id,
    };
    if (typeof row.data.notice === 'string') {
      await this.db
        .updateTable('otps')
        .set({ attempts: 0, unbound_attempts: 0, sent_at: now })
        .where('id', '=', row.id)
        .execute();
      await recordSendAndDeliver(this.db, this.delivery, step, { notice: row.data.notice }, now);
      return { channel: row.channel };
    }
    const code = newCode();
    await this.db
      .updateTable('otps')
      .set({
        code_hmac: codeHmac(this.secret, purpose, identifier, code),
        attempts: 0,
        unbound_attempts: 0,
        sent_at: now,
        expires_at: new Date(now.getTime() + OTP_RULES.ttlSeconds * 1000),
      })
      .where('id', '=', row.id)
      .execute();
    await recordSendAndDeliver(this.db, this.delivery, step, { code }, now);
    return { channel: row.channel };
  }

  /**
   * Checks a code for (identifier, purpose) and spends the step; a wrong, expired or void code is a 422 on
   * `otp`. Each wrong try counts, in its own committed transaction, so concurrent guesses cannot exceed five.
   */
  async complete(
    identifier: string,
    purpose: number,
    code: string,
    flow?: string,
    kind: CodeKind = 'code',
    channel?: OtpChannel,
  ): Promise<CompletedStep> {
    const outcome = await this.db
      .transaction()
      .execute((trx) => this.check(trx, identifier, purpose, code, flow, kind, channel));
    if (!outcome.ok) throw fieldErrorOn(kind === 'recovery' ? 'recovery_code' : 'otp', outcome.message);
    return outcome.step;
  }

  /**
   * complete()'s check inside the caller's transaction (a withdrawal spends its OTP in the same transaction as
   * its ledger entry). A wrong try is written to the transaction too: the caller must commit it even when it
   * refuses (ledger/idempotency.ts RefuseAndKeep), so the five-tries rule holds.
   */
  check(
    trx: Transaction<Tables>,
    identifier: string,
    purpose: number,
    code: string,
    flow?: string,
    kind: CodeKind = 'code',
    channel?: OtpChannel,
  ): Promise<OtpOutcome> {
    const keys = { secret: this.secret, cipher: this.cipher };
    return checkCode(trx, keys, this.clock.now(), { identifier, purpose, code, flow, kind, channel });
  }

  /** Makes sure a live authenticator step stands (one standing keeps its tries); any other step it replaces. */
  async #standAuthenticatorStep(
    trx: Transaction<Tables>,
    identifier: string,
    purpose: number,
    userId: number,
  ): Promise<void> {
    const step = { identifier, purpose, channel: 'totp' as const, destination: null, userId };
    await writeStep(trx, step, { code_hmac: null, data: '{}', now: this.clock.now() }, true);
  }

  /** The flow of a live bound step, for the call that started it to hand back; null when none stands. */
  async flowOf(identifier: string, purpose: number): Promise<string | null> {
    const row = await findStep(this.db, identifier, purpose);
    return row && row.consumed_at === null ? flowHmac(this.secret, row) : null;
  }
}
