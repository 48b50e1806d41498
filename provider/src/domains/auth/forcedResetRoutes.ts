// The §2 forced reset-password screen: its PAN gate (POST /security-answers/verify) and POST /force-reset-password.
import { authCalls } from '@sikka/shared/auth/calls';
import { LOGIN_REQUIRED } from '@sikka/shared/auth/schemas';
import { checkNewPassword } from '../../platform/crypto/passwords.ts';
import type { Serve } from '../../platform/http/contract.ts';
import { fieldErrorOn, furtherDetails, messageError, tooMany } from '../../platform/http/errors.ts';
import {
  NO_RESET_DUE,
  PAN_MISMATCH,
  PAN_REQUIRED,
  PAN_VERIFIED,
  PASSWORD_RESET_SUCCESS_MESSAGE,
  TOO_MANY_ATTEMPTS,
} from '../../platform/identity/authMessages.ts';
import { panOnFile, setPassword } from '../../platform/identity/usersRepo.ts';
import type { Platform } from '../../platform/platform.ts';
import { forgetPanCheck, panCheckPassed, passPanCheck } from './sessionPanChecksRepo.ts';

/** How long a passed PAN gate lets the same session reset its password. */
const PAN_CHECK_TTL_MS = 15 * 60_000;
/** Wrong PANs one session may try per window. */
const PAN_TRIES = 5;

export function registerForcedResetRoutes(serve: Serve, services: Platform): void {
  const { db, clock } = services;

  serve(authCalls.verifySecurityAnswers, async ({ input: body, session }) => {
    const tries = await services.limiter.hit(
      `session-pan:${session.jti}`,
      PAN_TRIES,
      services.config.AUTH_IP_WINDOW_S,
    );
    if (!tries.allowed) throw tooMany(TOO_MANY_ATTEMPTS, tries.retryAfterSeconds);
    const pan = await panOnFile(db, services.cipher, session.userId);
    if (pan === null || pan !== body.pan_number) throw fieldErrorOn('pan_number', PAN_MISMATCH);
    await passPanCheck(db, session, new Date(clock.now().getTime() + PAN_CHECK_TTL_MS));
    return { message: PAN_VERIFIED };
  });

  serve(authCalls.forceResetPassword, async ({ input: body, session }) => {
    // Only a reset the provider asked for: otherwise a stolen session could change the password unasked.
    if (!session.user.force_password_reset) throw messageError(403, NO_RESET_DUE);
    if ((await panOnFile(db, services.cipher, session.userId)) !== null) {
      if (!(await panCheckPassed(db, session.jti, clock.now())))
        throw furtherDetails(LOGIN_REQUIRED.panNumber, PAN_REQUIRED);
    }
    checkNewPassword(body.password);
    // The new password ends every session, this one too: §8 'Please Login again!'.
    await setPassword(
      db,
      services.events,
      clock,
      session.userId,
      await services.passwords.hash(body.password),
    );
    await forgetPanCheck(db, session.jti);
    return { message: PASSWORD_RESET_SUCCESS_MESSAGE };
  });
}
