// Google Authenticator on and off: POST /2fa/setup (a pending secret), POST /2fa/enable (the app's code proves it has
// the secret; recovery codes are given once) and POST /2fa/disable (the app's code or a recovery code). Both changes
// take the §9 SMS code of purpose 5 and start the 24-hour withdrawal block.
import { twoFactorCalls } from '@sikka/shared/auth/calls';
import { TWO_FACTOR_OTP_PURPOSE } from '@sikka/shared/auth/twoFactor';
import type { Serve } from '../../platform/http/contract.ts';
import { fieldErrorOn, messageError, tooMany } from '../../platform/http/errors.ts';
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
} from '../../platform/identity/authMessages.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../../platform/otp/recoveryCodes.ts';
import { matchTotp, newTotpSecret, totpUrl } from '../../platform/otp/totp.ts';
import type { Platform } from '../../platform/platform.ts';
import { disableTwoFactor, enableTwoFactor, savePendingSecret, unusedRecoveryCode } from './twoFactorRepo.ts';

const ENABLE_TRIES = 10;

export function registerTwoFactorRoutes(serve: Serve, services: Platform): void {
  const { db, clock, cipher } = services;

  serve(twoFactorCalls.setup, async ({ session }) => {
    if (session.user.ga_enabled === 1) throw messageError(409, TWO_FACTOR_ALREADY_ON);
    const secret = newTotpSecret();
    await savePendingSecret(db, cipher, session.userId, secret);
    const label = session.user.mobile_number ?? session.user.email ?? `user ${session.userId}`;
    return { secret, otpauth_url: totpUrl(secret, label), message: TWO_FACTOR_SETUP };
  });

  serve(twoFactorCalls.enable, async ({ input: body, session }) => {
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
    await services.otp.completeFor(user.id, TWO_FACTOR_OTP_PURPOSE, body.sms_otp);
    const codes = newRecoveryCodes();
    await enableTwoFactor(db, cipher, services.events, user.id, {
      secret,
      step,
      codeHashes: codes.map((code) => recoveryCodeHash(services.config.OTP_SECRET, code)),
      at: now,
    });
    const issued = await services.tokens.issueSession(user.id);
    return { message: TWO_FACTOR_ENABLED, recovery_codes: codes, token: issued.token };
  });

  serve(twoFactorCalls.disable, async ({ input: body, session }) => {
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
    let recoveryCodeId: number | null = null;
    if (body.otp !== undefined) {
      const secret = cipher.open('users.totp_secret', user.totp_secret);
      if (matchTotp(secret, body.otp, now, user.totp_last_step) === null) {
        throw fieldErrorOn('otp', TWO_FACTOR_INCORRECT);
      }
    } else {
      const hash = recoveryCodeHash(services.config.OTP_SECRET, body.recovery_code ?? '');
      recoveryCodeId = await unusedRecoveryCode(db, user.id, hash);
      if (recoveryCodeId === null) throw fieldErrorOn('recovery_code', TWO_FACTOR_RECOVERY_INCORRECT);
    }
    await services.otp.completeFor(user.id, TWO_FACTOR_OTP_PURPOSE, body.sms_otp);
    if (!(await disableTwoFactor(db, services.events, user.id, { recoveryCodeId, at: now })))
      throw fieldErrorOn('recovery_code', TWO_FACTOR_RECOVERY_INCORRECT);
    const issued = await services.tokens.issueSession(user.id);
    return { message: TWO_FACTOR_DISABLED, token: issued.token };
  });
}
