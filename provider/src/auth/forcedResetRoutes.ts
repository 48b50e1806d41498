// The §2 forced reset-password screen: its PAN gate (POST /security-answers/verify) and POST /force-reset-password.
import {
  type ForceResetPasswordResponse,
  forceResetPasswordRequestSchema,
  LOGIN_REQUIRED,
  type VerifySecurityAnswersResponse,
  verifySecurityAnswersRequestSchema,
} from '@sikka/shared/auth/schemas';
import type { FastifyInstance } from 'fastify';
import { fieldErrorOn, furtherDetails, messageError, tooMany } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import type { Services } from '../services.ts';
import { panOnFile, setPassword } from '../user/usersRepo.ts';
import { requireSession } from './guards.ts';
import {
  NO_RESET_DUE,
  PAN_MISMATCH,
  PAN_REQUIRED,
  PAN_VERIFIED,
  PASSWORD_RESET_SUCCESS_MESSAGE,
  TOO_MANY_ATTEMPTS,
} from './messages.ts';
import { checkNewPassword } from './passwords.ts';

/** How long a passed PAN gate lets the same session reset its password. */
const PAN_CHECK_TTL_MS = 15 * 60_000;
/** Wrong PANs one session may try per window. */
const PAN_TRIES = 5;

export function registerForcedResetRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock } = services;

  app.post('/security-answers/verify', async (request): Promise<VerifySecurityAnswersResponse> => {
    const session = await requireSession(services, request);
    const body = parseWith(verifySecurityAnswersRequestSchema, request.body);
    const tries = await services.limiter.hit(
      `session-pan:${session.jti}`,
      PAN_TRIES,
      services.config.AUTH_IP_WINDOW_S,
    );
    if (!tries.allowed) throw tooMany(TOO_MANY_ATTEMPTS, tries.retryAfterSeconds);
    const pan = await panOnFile(db, services.cipher, session.userId);
    if (pan === null || pan !== body.pan_number) throw fieldErrorOn('pan_number', PAN_MISMATCH);
    const expires = new Date(clock.now().getTime() + PAN_CHECK_TTL_MS);
    await db
      .insertInto('session_pan_checks')
      .values({ jti: session.jti, user_id: session.userId, expires_at: expires })
      .onConflict((oc) => oc.column('jti').doUpdateSet({ expires_at: expires }))
      .execute();
    return { message: PAN_VERIFIED };
  });

  app.post('/force-reset-password', async (request): Promise<ForceResetPasswordResponse> => {
    const session = await requireSession(services, request);
    const body = parseWith(forceResetPasswordRequestSchema, request.body);
    // Only a reset the provider asked for: otherwise a stolen session could change the password unasked.
    if (!session.user.force_password_reset) throw messageError(403, NO_RESET_DUE);
    if ((await panOnFile(db, services.cipher, session.userId)) !== null) {
      const passed = await db
        .selectFrom('session_pan_checks')
        .select('jti')
        .where('jti', '=', session.jti)
        .where('expires_at', '>', clock.now())
        .executeTakeFirst();
      if (!passed) throw furtherDetails(LOGIN_REQUIRED.panNumber, PAN_REQUIRED);
    }
    checkNewPassword(body.password);
    // The new password ends every session, this one too: §8 'Please Login again!'.
    await setPassword(db, clock, session.userId, await services.passwords.hash(body.password));
    await db.deleteFrom('session_pan_checks').where('jti', '=', session.jti).execute();
    return { message: PASSWORD_RESET_SUCCESS_MESSAGE };
  });
}
