// docs/requirements.md §7 POST /otp-resend (visitor flows: login, forgot password, sign-up) and POST /request-otp (signed-in purposes).
import { authCalls } from '@sikka/shared/auth/calls';
import { LOGIN_REQUIRED } from '@sikka/shared/auth/schemas';
import { resendCountdownMessage } from '@sikka/shared/validation/messages';
import type { Serve } from '../../platform/http/contract.ts';
import { fieldErrorOn, tooMany } from '../../platform/http/errors.ts';
import {
  NO_MOBILE_FOR_OTP,
  OTP_REQUESTED,
  OTP_SENT_EMAIL,
  OTP_SENT_SMS,
  TWO_FACTOR_REQUIRED,
} from '../../platform/identity/authMessages.ts';
import { parseIdentifier } from '../../platform/identity/identifiers.ts';
import type { Platform } from '../../platform/platform.ts';

export function registerOtpRoutes(serve: Serve, services: Platform): void {
  serve(authCalls.otpResend, async ({ input: body }) => {
    if (body.mobile_number === undefined) throw fieldErrorOn('mobile_number', 'This field is required');
    // The identifier the flow began with (login and recovery may begin with an e-mail).
    const { channel } = await services.otp.resend(parseIdentifier(body.mobile_number).value, body.type);
    return { message: channel === 'email' ? OTP_SENT_EMAIL : OTP_SENT_SMS };
  });

  serve(authCalls.requestOtp, async ({ input: body, session }) => {
    const { user } = session;
    // §6 an authenticator user's code is the app's: no SMS goes out, and the answer says so.
    // Else to the number on the account; one named in the body only serves an account that has none yet.
    const destination = user.mobile_number ?? body.mobile_number ?? null;
    if (destination !== null && parseIdentifier(destination).kind !== 'mobile') {
      throw fieldErrorOn('mobile_number', NO_MOBILE_FOR_OTP);
    }
    const started = await services.otp.startFor(user, body.type, { destination });
    if (started.outcome === 'authenticator')
      return { required: LOGIN_REQUIRED.twoFactor, message: TWO_FACTOR_REQUIRED };
    if (started.outcome === 'waiting')
      throw tooMany(resendCountdownMessage(started.waitSeconds), started.waitSeconds);
    return { required: null, message: OTP_REQUESTED };
  });
}
