// §5 password change (POST /user/password, our design): the old password, the §9 OTP of purpose 4, the §5 rule for
// the new one; every other session ends and this browser gets a new token.
import { passwordCalls } from '@sikka/shared/user/calls';
import {
  CHANGE_PASSWORD_OTP_PURPOSE,
  OLD_PASSWORD_WRONG,
  PASSWORD_CHANGED,
  PASSWORD_UNCHANGED,
} from '@sikka/shared/user/password';
import { checkNewPassword } from '../../platform/crypto/passwords.ts';
import type { Serve } from '../../platform/http/contract.ts';
import { fieldErrorOn, tooMany } from '../../platform/http/errors.ts';
import { TOO_MANY_ATTEMPTS } from '../../platform/identity/authMessages.ts';
import { setPassword } from '../../platform/identity/usersRepo.ts';
import type { Platform } from '../../platform/platform.ts';

/** Wrong old passwords one account may send per window: a stolen session cannot guess the password at length. */
const OLD_PASSWORD_TRIES = 5;

export function registerPasswordRoutes(serve: Serve, services: Platform): void {
  serve(passwordCalls.changePassword, async ({ input: body, session }) => {
    // The old password first: a wrong one leaves the OTP unspent.
    if (!(await services.passwords.verify(session.user.password_hash, body.old_password))) {
      const tries = await services.limiter.hit(
        `old-password:${session.userId}`,
        OLD_PASSWORD_TRIES,
        services.config.AUTH_IP_WINDOW_S,
      );
      if (!tries.allowed) throw tooMany(TOO_MANY_ATTEMPTS, tries.retryAfterSeconds);
      throw fieldErrorOn('old_password', OLD_PASSWORD_WRONG);
    }
    checkNewPassword(body.password);
    if (body.password === body.old_password) throw fieldErrorOn('password', PASSWORD_UNCHANGED);
    await services.otp.completeFor(session.userId, CHANGE_PASSWORD_OTP_PURPOSE, body.otp);
    // Every session issued before this second ends (this one too); the new token is issued after it.
    await setPassword(
      services.db,
      services.events,
      services.clock,
      session.userId,
      await services.passwords.hash(body.password),
    );
    const issued = await services.tokens.issueSession(session.userId);
    return { message: PASSWORD_CHANGED, token: issued.token };
  });
}
