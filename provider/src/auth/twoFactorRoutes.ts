// Turning on Google Authenticator: POST /2fa/setup (a pending secret) and POST /2fa/enable (a code proves the app has it).
import {
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
  twoFactorEnableRequestSchema,
} from '@sikka/shared/auth/twoFactor';
import type { FastifyInstance } from 'fastify';
import { fieldErrorOn, messageError, tooMany } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { matchTotp, newTotpSecret, totpUrl } from '../otp/totp.ts';
import type { Services } from '../services.ts';
import { requireSession } from './guards.ts';
import {
  TOO_MANY_ATTEMPTS,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_ENABLED,
  TWO_FACTOR_INCORRECT,
  TWO_FACTOR_SETUP,
  TWO_FACTOR_SETUP_FIRST,
} from './messages.ts';

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
    await db
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
    return { message: TWO_FACTOR_ENABLED };
  });
}
