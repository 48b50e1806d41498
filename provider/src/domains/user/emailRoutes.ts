// Changing the account's e-mail (POST /user/email/otp, POST /user/email; our design paths): the §9 code of purpose 6
// goes to the new address, and only that code, for that address, changes it; with the app's code for a §6
// authenticator user.
import { LOGIN_REQUIRED } from '@sikka/shared/auth/schemas';
import { emailCalls } from '@sikka/shared/user/calls';
import { EMAIL_MESSAGES, EMAIL_OTP_PURPOSE } from '@sikka/shared/user/email';
import { resendCountdownMessage } from '@sikka/shared/validation/messages';
import { RULES } from '@sikka/shared/validation/rules';
import type { Serve } from '../../platform/http/contract.ts';
import { fieldErrorOn, tooMany } from '../../platform/http/errors.ts';
import { changeEmail, emailTaken, isUniqueViolation } from '../../platform/identity/usersRepo.ts';
import { signedInChannel } from '../../platform/otp/secondFactor.ts';
import type { Platform } from '../../platform/platform.ts';

/** Apart from the user's other purpose-6 codes (the Aadhaar OTP), so one never spends the other. */
const emailChangeIdentifier = (userId: number) => `email-change:${userId}`;

export function registerEmailRoutes(serve: Serve, services: Platform): void {
  const { db } = services;

  serve(emailCalls.emailCode, async ({ input: { email }, session }) => {
    if (email === session.user.email) throw fieldErrorOn('email', EMAIL_MESSAGES.same);
    if (await emailTaken(db, email, session.userId)) throw fieldErrorOn('email', EMAIL_MESSAGES.taken);
    const started = await services.otp.start({
      identifier: emailChangeIdentifier(session.userId),
      purpose: EMAIL_OTP_PURPOSE,
      channel: 'email',
      destination: email,
      userId: session.userId,
      data: { email },
    });
    if (started.outcome === 'waiting')
      throw tooMany(resendCountdownMessage(started.waitSeconds), started.waitSeconds);
    const twoFactor = signedInChannel(session.user, EMAIL_OTP_PURPOSE) === 'totp';
    return { message: EMAIL_MESSAGES.sent, required: twoFactor ? LOGIN_REQUIRED.twoFactor : null };
  });

  serve(emailCalls.changeEmail, async ({ input: body, session }) => {
    // §6 the e-mailed code proves the address, not the person: an authenticator user gives the app's code too,
    // checked first (a wrong one leaves the e-mailed code unspent).
    if (signedInChannel(session.user, EMAIL_OTP_PURPOSE) === 'totp') {
      if (body.authenticator_otp === undefined)
        throw fieldErrorOn('authenticator_otp', RULES.required.message);
      await services.otp.completeFor(
        session.userId,
        EMAIL_OTP_PURPOSE,
        body.authenticator_otp,
        'authenticator_otp',
      );
    }
    const step = await services.otp.complete(
      emailChangeIdentifier(session.userId),
      EMAIL_OTP_PURPOSE,
      body.otp,
    );
    // The code was sent for one address: it changes the account to that one only.
    if (step.data.email !== body.email) throw fieldErrorOn('otp', 'The OTP you entered is incorrect');
    try {
      // Every session ends with the change (one who took over a session cannot keep it); this browser gets a new one.
      await changeEmail(db, services.events, session.userId, body.email);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldErrorOn('email', EMAIL_MESSAGES.taken);
      throw error;
    }
    const issued = await services.tokens.issueSession(session.userId);
    return { message: EMAIL_MESSAGES.changed, email: body.email, token: issued.token };
  });
}
