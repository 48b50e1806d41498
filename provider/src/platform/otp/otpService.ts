// docs/requirements.md §9 one-time codes: 6 digits bound to (identifier, purpose), stored as an HMAC, 5 minutes, 5 wrong tries,
// no resend inside 90 s, 10 sends an hour per purpose and identifier or destination (30 of all purposes to one
// destination); and authenticator steps in the same place.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_PURPOSE, OTP_RESEND_WAIT_SECONDS } from '@sikka/shared/constants';
import { resendCountdownMessage } from '@sikka/shared/validation/messages';
import { sql, type Transaction } from 'kysely';
import type { Clock } from '../clock.ts';
import type { FieldCipher } from '../crypto/fieldCipher.ts';
import type { Database } from '../db/database.ts';
import type { OtpChannel, Tables } from '../db/schema.ts';
import type { Delivery } from '../delivery/delivery.ts';
import { fieldErrorOn, HttpError, messageError, tooMany } from '../http/errors.ts';
import {
  NO_MOBILE_FOR_OTP,
  OTP_EXPIRED,
  OTP_INCORRECT,
  OTP_NOTHING_TO_RESEND,
  OTP_SEND_LIMIT,
  OTP_VOID,
  TWO_FACTOR_INCORRECT,
  TWO_FACTOR_RECOVERY_INCORRECT,
} from '../identity/authMessages.ts';
import { otpText, otpUse } from './otpUse.ts';
import { recoveryCodeHash } from './recoveryCodes.ts';
import { type FactorUser, signedInChannel } from './secondFactor.ts';
import { matchTotp } from './totp.ts';

/** The identifier of a signed-in user's OTPs: later calls (withdrawals, UPI, …) check them by user, not by number. */
export function userOtpIdentifier(userId: number): string {
  return `user:${userId}`;
}

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

export const OTP_RULES = {
  ttlSeconds: 5 * 60,
  maxWrongTries: 5,
  resendWaitSeconds: OTP_RESEND_WAIT_SECONDS,
  /** Per purpose, so signing in does not use up the codes that confirm withdrawals. */
  sendsPerHour: 10,
  /** Of every purpose together to one destination: what one phone receives in an hour at most. */
  sendsPerHourToDestination: 30,
  /** A resend may revive a flow (a login whose password was checked) only this long after it began. */
  revivableSeconds: 30 * 60,
} as const;

const HOUR_MS = 3600_000;
const DELIVERY_FAILED = 'We could not send the OTP right now. Please try again later';

export interface StartStep {
  /** The canonical identifier the flow names (the one the verify and resend calls send back). */
  identifier: string;
  purpose: number;
  channel: OtpChannel;
  /**
   * Where the code goes; null sends nothing. Recovery for an unknown account still makes a code with no
   * destination, so its answers, waits and limits look exactly like a real account's.
   */
  destination: string | null;
  userId: number | null;
  /** What completing the step does (a pending sign-up, a mobile number to add to the account). */
  data?: Record<string, unknown>;
  /**
   * Sent instead of a code, and the step then accepts no code: a sign-up for a number that already has an
   * account tells its owner, while the asker sees what a new number would give (an OTP step that never matches).
   */
  notice?: string;
  /**
   * Bound to the call that started it (a login that passed the password): only tries that send back its flow
   * (flowOf) count against it; others are counted apart, so they cannot void it.
   */
  bound?: boolean;
  /** A standing step is kept only for the same `data`: a step for other data (another amount) gets a new code. */
  bindData?: boolean;
  /** What the code is for, in its message, when the flow says more than its purpose (the amount it confirms). */
  use?: string;
}

/** sent: a code went out now; waiting: one went out under 90 s ago and still stands; authenticator: no code sent. */
export type StartResult =
  | { outcome: 'sent' }
  | { outcome: 'waiting'; waitSeconds: number }
  | { outcome: 'authenticator' };

export interface CompletedStep {
  identifier: string;
  purpose: number;
  channel: OtpChannel;
  destination: string | null;
  userId: number | null;
  data: Record<string, unknown>;
}

/** What the person typed: the step's code (SMS or authenticator), or one of their authenticator recovery codes. */
export type CodeKind = 'code' | 'recovery';

export type OtpOutcome = { ok: true; step: CompletedStep } | { ok: false; message: string };

/** What a signed-in person's code step may carry besides its purpose (startFor). */
export interface SignedInStep {
  /** Where an SMS goes: the account's mobile unless given (a number named for an account that has none). */
  destination?: string | null;
  /** The field a missing mobile number is refused on. */
  mobileField?: string;
  data?: Record<string, unknown>;
  bindData?: boolean;
  use?: string;
}

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
    const existing = await this.#find(step.identifier, step.purpose);
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
      else await this.#upsert(step, { code_hmac: null, data, now });
      return { outcome: 'authenticator' };
    }
    if (live) {
      const waitSeconds = this.#wait(existing.sent_at, now);
      if (waitSeconds > 0) {
        await keep(existing.id);
        return { outcome: 'waiting', waitSeconds };
      }
    }
    await this.#checkSendCap(step.identifier, step.purpose, step.destination, now);
    if (step.notice !== undefined) {
      await this.#upsert(step, { code_hmac: null, data, now });
      await this.#recordSendAndDeliver(step, { notice: step.notice }, now);
      return { outcome: 'sent' };
    }
    const code = newCode();
    await this.#upsert(step, { code_hmac: this.#hmac(step.purpose, step.identifier, code), data, now });
    await this.#recordSendAndDeliver(step, { code }, now);
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
    const row = await this.#find(identifier, purpose);
    if (
      !row ||
      row.consumed_at !== null ||
      row.channel === 'totp' ||
      now.getTime() - row.started_at.getTime() > OTP_RULES.revivableSeconds * 1000
    ) {
      throw fieldErrorOn('mobile_number', OTP_NOTHING_TO_RESEND);
    }
    const waitSeconds = this.#wait(row.sent_at, now);
    if (waitSeconds > 0) throw tooMany(resendCountdownMessage(waitSeconds), waitSeconds);
    await this.#checkSendCap(identifier, purpose, row.destination, now);
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
      await this.#recordSendAndDeliver(step, { notice: row.data.notice }, now);
      return { channel: row.channel };
    }
    const code = newCode();
    await this.db
      .updateTable('otps')
      .set({
        code_hmac: this.#hmac(purpose, identifier, code),
        attempts: 0,
        unbound_attempts: 0,
        sent_at: now,
        expires_at: new Date(now.getTime() + OTP_RULES.ttlSeconds * 1000),
      })
      .where('id', '=', row.id)
      .execute();
    await this.#recordSendAndDeliver(step, { code }, now);
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
  async check(
    trx: Transaction<Tables>,
    identifier: string,
    purpose: number,
    code: string,
    flow?: string,
    kind: CodeKind = 'code',
    channel?: OtpChannel,
  ): Promise<OtpOutcome> {
    const now = this.clock.now();
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
    const unbound = row.data.bound === true && !(flow !== undefined && sameText(flow, this.#flow(row)));
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
          .where('code_hash', '=', recoveryCodeHash(this.secret, code))
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
      const secret = this.cipher.openOrNull('users.totp_secret', user?.totp_secret ?? null);
      const step = secret ? matchTotp(secret, code, now, user?.totp_last_step ?? null) : null;
      if (step !== null && row.user_id !== null) {
        await trx.updateTable('users').set({ totp_last_step: step }).where('id', '=', row.user_id).execute();
        correct = true;
      }
    } else if (row.code_hmac !== null) {
      correct = sameText(this.#hmac(purpose, identifier, code), row.code_hmac);
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

  /** Makes sure a live authenticator step stands (one standing keeps its tries); any other step it replaces. */
  async #standAuthenticatorStep(
    trx: Transaction<Tables>,
    identifier: string,
    purpose: number,
    userId: number,
  ): Promise<void> {
    const step = { identifier, purpose, channel: 'totp' as const, destination: null, userId };
    await this.#upsert(step, { code_hmac: null, data: '{}', now: this.clock.now() }, trx, true);
  }

  /** The flow of a live bound step, for the call that started it to hand back; null when none stands. */
  async flowOf(identifier: string, purpose: number): Promise<string | null> {
    const row = await this.#find(identifier, purpose);
    return row && row.consumed_at === null ? this.#flow(row) : null;
  }

  /** Names one step (a new step is a new flow); an HMAC, so it cannot be made without OTP_SECRET. */
  #flow(row: { id: number; identifier: string; purpose: number; started_at: Date }): string {
    return createHmac('sha256', this.secret)
      .update(`flow\n${row.purpose}\n${row.identifier}\n${row.id}\n${row.started_at.getTime()}`)
      .digest('base64url');
  }

  #find(identifier: string, purpose: number) {
    return this.db
      .selectFrom('otps')
      .selectAll()
      .where('identifier', '=', identifier)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
  }

  /** Writes a step over the one of its (identifier, purpose); with keepLiveTotp a live authenticator step stays. */
  async #upsert(
    step: StartStep,
    fields: { code_hmac: string | null; data: string; now: Date },
    executor: Database | Transaction<Tables> = this.db,
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

  #wait(sentAt: Date, now: Date): number {
    return Math.ceil(OTP_RULES.resendWaitSeconds - (now.getTime() - sentAt.getTime()) / 1000);
  }

  async #checkSendCap(
    identifier: string,
    purpose: number,
    destination: string | null,
    now: Date,
  ): Promise<void> {
    const since = new Date(now.getTime() - HOUR_MS);
    const sent = (of: 'purpose' | 'all') =>
      this.db
        .selectFrom('otp_sends')
        .select([sql<number>`count(*)::int`.as('sends'), sql<Date | null>`min(sent_at)`.as('oldest')])
        .where('sent_at', '>', since)
        .where((eb) =>
          of === 'all'
            ? eb('destination', '=', destination)
            : eb.and([
                eb('purpose', '=', purpose),
                destination === null
                  ? eb('identifier', '=', identifier)
                  : eb.or([eb('identifier', '=', identifier), eb('destination', '=', destination)]),
              ]),
        )
        .executeTakeFirstOrThrow();
    const capped = (row: { sends: number; oldest: Date | null }, cap: number) => {
      if (row.sends < cap) return;
      const oldest = row.oldest ?? now;
      throw tooMany(OTP_SEND_LIMIT, (oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
    };
    capped(await sent('purpose'), OTP_RULES.sendsPerHour);
    if (destination !== null) capped(await sent('all'), OTP_RULES.sendsPerHourToDestination);
  }

  async #recordSendAndDeliver(
    step: Pick<StartStep, 'identifier' | 'purpose' | 'channel' | 'destination' | 'userId' | 'use'>,
    message: { code: string } | { notice: string },
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('otp_sends')
      .values({
        identifier: step.identifier,
        destination: step.destination,
        purpose: step.purpose,
        sent_at: now,
      })
      .execute();
    if (step.destination === null || step.channel === 'totp') return;
    try {
      await this.delivery.send({
        to: step.destination,
        channel: step.channel,
        purpose: step.purpose,
        ...('code' in message
          ? {
              code: message.code,
              text: otpText(
                message.code,
                step.use ?? otpUse(step.purpose, step.identifier),
                OTP_RULES.ttlSeconds / 60,
              ),
            }
          : { code: '', text: message.notice }),
      });
    } catch (cause) {
      // No code that never arrived may hold the resend wait: drop the step, so the person can simply try again.
      await this.db
        .deleteFrom('otps')
        .where('identifier', '=', step.identifier)
        .where('purpose', '=', step.purpose)
        .execute();
      throw new DeliveryFailed(cause);
    }
  }

  #hmac(purpose: number, identifier: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\n${identifier}\n${code}`).digest('hex');
  }
}

/** 503: the code could not be delivered (the gateway is down or absent). The cause is logged, not shown. */
export class DeliveryFailed extends HttpError {
  constructor(cause: unknown) {
    super(503, messageError(503, DELIVERY_FAILED).body);
    this.cause = cause;
  }
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
