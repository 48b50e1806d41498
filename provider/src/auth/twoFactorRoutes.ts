// Google Authenticator on and off: POST /2fa/setup (a pending secret), POST /2fa/enable (the app's code proves it has
// the secret; recovery codes are given once) and POST /2fa/disable (the app's code or a recovery code). Both changes
// take the §9 SMS code of purpose 5 and start the 24-hour withdrawal block.
import {
  TWO_FACTOR_OTP_PURPOSE,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
} from '@sikka/shared/auth/twoFactor';
import type { FastifyInstance } from 'fastify';
import { fieldErrorOn, messageError, tooMany } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { userOtpIdentifier } from '../otp/otpRoutes.ts';
import { matchTotp, newTotpSecret, totpUrl } from '../otp/totp.ts';
import type { Services } from '../services.ts';
import { endEverySession } from '../user/usersRepo.ts';
import { requireSession } from './guards.ts';
import {
  TOO_MANY_ATTEMPTS,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_DISABLED,
  TWO_FACTOR_ENABLED,
  TWO_FACTOR_INCORRECT,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_RECOVERY_INCORRECT,
  TWO_FACTOR_SETUP,
  TWO_FACTOR_SETUP_FIRST,
} from './messages.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recoveryCodes.ts';

const ENABLE_TRIES = 10;

export function registerTwoFactorRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock, cipher } = services;

  app.post('/2fa/setup', async (request): Promise<TwoFactorSetupResponse> => {
    const session = await requireSession(services, request);
    if (session.user.ga_enabled === 1) throw messageError(409, TWO_FACTOR_ALREADY_ON);
    const secret = newTotpSecret();
    await db
      .updateTable('users')
      .set({ totp_pending_secret: cipher.seal('users.totp_pending_secret', secret) })
      .where('id', '=', session.userId)
      .execute();
    const label = session.user.mobile_number ?? session.user.email ?? `user ${session.userId}`;
    return { secret, otpauth_url: totpUrl(secret, label), message: TWO_FACTOR_SETUP };
  });

  app.post('/2fa/enable', async (request): Promise<TwoFactorEnableResponse> => {
    const session = await requireSession(services, request);
    const body = parseWith(twoFactorEnableRequestSchema, request.body);
    const { user } = session;
    if (user.ga_enabled === 1) throw messageError(409, TWO_FACTOR_ALREADY_ON);
    if (user.totp_pending_secret === null) throw messageError(409, TWO_FACTOR_SETUP_FIRST);
    const tries = await services.limiter.hit(
      `2fa-enable:${user.id}`,
      ENABLE_TRIES,
      services.config.AUTH_IP_WINDOW_S,
    );
    if (!tries.allowed) throw tooMany(TOO_MANY_ATTEMPTS, tries.retryAfterSeconds);
    const now = clock.now();
    const secret = cipher.open('users.totp_pending_secret', user.totp_pending_secret);
    const step = matchTotp(secret, body.otp, now, null);
    if (step === null) throw fieldErrorOn('otp', TWO_FACTOR_INCORRECT);
    await services.otp.complete(userOtpIdentifier(user.id), TWO_FACTOR_OTP_PURPOSE, body.sms_otp);
    const codes = newRecoveryCodes();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          totp_secret: cipher.seal('users.totp_secret', secret),
          totp_pending_secret: null,
          totp_last_step: step,
          ga_enabled: 1,
          // SPEC.md §9: withdrawals wait 24 hours after any 2FA settings change; withdrawals read this.
          two_factor_changed_at: now,
        })
        .where('id', '=', user.id)
        .execute();
      await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', user.id).execute();
      await trx
        .insertInto('two_factor_recovery_codes')
        .values(
          codes.map((code) => ({
            user_id: user.id,
            code_hash: recoveryCodeHash(services.config.OTP_SECRET, code),
          })),
        )
        .execute();
      // A 2FA change ends every session; this browser gets a new one.
      await endEverySession(trx, user.id);
    });
    const issued = await services.tokens.issueSession(user.id);
    return { message: TWO_FACTOR_ENABLED, recovery_codes: codes, token: issued.token };
  });

  app.post('/2fa/disable', async (request): Promise<{ message: string; token: string }> => {
    const session = await requireSession(services, request);
    const body = parseWith(twoFactorDisableRequestSchema, request.body);
    const { user } = session;
    if (user.ga_enabled !== 1 || user.totp_secret === null) throw messageError(409, TWO_FACTOR_NOT_ON);
    const tries = await services.limiter.hit(
      `2fa-disable:${user.id}`,
      ENABLE_TRIES,
      services.config.AUTH_IP_WINDOW_S,
    );
    if (!tries.allowed) throw tooMany(TOO_MANY_ATTEMPTS, tries.retryAfterSeconds);
    const now = clock.now();
    // The second factor first (the SMS code stays unspent when it is wrong).
    let recoveryId: number | null = null;
    if (body.otp !== undefined) {
      const secret = cipher.open('users.totp_secret', user.totp_secret);
      if (matchTotp(secret, body.otp, now, user.totp_last_step) === null) {
        throw fieldErrorOn('otp', TWO_FACTOR_INCORRECT);
      }
    } else {
      const hash = recoveryCodeHash(services.config.OTP_SECRET, body.recovery_code ?? '');
      const row = await db
        .selectFrom('two_factor_recovery_codes')
        .select('id')
        .where('user_id', '=', user.id)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw fieldErrorOn('recovery_code', TWO_FACTOR_RECOVERY_INCORRECT);
      recoveryId = row.id;
    }
    await services.otp.complete(userOtpIdentifier(user.id), TWO_FACTOR_OTP_PURPOSE, body.sms_otp);
    await db.transaction().execute(async (trx) => {
      if (recoveryId !== null) {
        // Spent once: a second request with the same code finds it used.
        const spent = await trx
          .updateTable('two_factor_recovery_codes')
          .set({ used_at: now })
          .where('id', '=', recoveryId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (spent.numUpdatedRows === 0n) throw fieldErrorOn('recovery_code', TWO_FACTOR_RECOVERY_INCORRECT);
      }
      await trx
        .updateTable('users')
        .set({
          ga_enabled: 0,
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          two_factor_changed_at: now,
        })
        .where('id', '=', user.id)
        .execute();
      await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', user.id).execute();
      await endEverySession(trx, user.id);
    });
    const issued = await services.tokens.issueSession(user.id);
    return { message: TWO_FACTOR_DISABLED, token: issued.token };
  });
}
