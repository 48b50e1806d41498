// docs/requirements.md §7 POST /auth/signup: §5's rules as field errors, the single-use captcha, then an OTP (purpose 3) to the mobile.
// A number that already has an account gets the same answer; its owner is told by SMS, and no code is made.
import { authCalls } from '@sikka/shared/auth/calls';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { signUpPasswordSchema } from '@sikka/shared/validation/password';
import { codeSchema } from '@sikka/shared/validation/signUp';
import type { Serve } from '../../platform/http/contract.ts';
import { type FieldErrors, fieldError } from '../../platform/http/errors.ts';
import {
  OTP_SENT_SMS,
  OTP_STILL_VALID,
  REGISTERED_NOTICE,
  TERMS_REQUIRED_MESSAGE,
} from '../../platform/identity/authMessages.ts';
import { limitAttempts } from '../../platform/identity/guards.ts';
import { mobileTaken } from '../../platform/identity/usersRepo.ts';
import type { AuthDeps } from './authDeps.ts';
import { browserOf } from './browsers.ts';
import { completeSignUp } from './signIn.ts';

const SIGN_UP = OTP_PURPOSE.signUp;

/** §5 sign-up rules on the fields as sent, every failing field at once. */
function signUpFieldErrors(body: {
  tnc_accepted: 0 | 1;
  password: string;
  coupon_code?: string | undefined;
  referral_code?: string | undefined;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (body.tnc_accepted !== 1) errors.tnc_accepted = [TERMS_REQUIRED_MESSAGE];
  const password = signUpPasswordSchema.safeParse(body.password);
  if (!password.success) errors.password = password.error.issues.map((issue) => issue.message).slice(0, 1);
  for (const field of ['coupon_code', 'referral_code'] as const) {
    const code = codeSchema.safeParse(body[field] ?? '');
    if (!code.success) errors[field] = code.error.issues.map((issue) => issue.message).slice(0, 1);
  }
  return errors;
}

export function registerSignUpRoutes(serve: Serve, services: AuthDeps): void {
  serve(authCalls.signUp, async ({ input: body, request }) => {
    await limitAttempts(services, request);
    // §7's optional otp completes the sign-up begun by an earlier call, whose captcha is already spent.
    if (body.otp)
      return completeSignUp(
        services,
        await services.otp.complete(body.mobile_number, SIGN_UP, body.otp),
        browserOf(request),
      );

    const errors = signUpFieldErrors(body);
    if (Object.keys(errors).length > 0) throw fieldError(errors);
    await services.captcha.spend(body.recaptcha_code);
    // Hashed either way, so the answer takes as long for a registered number as for a new one.
    const passwordHash = await services.passwords.hash(body.password);
    if (await mobileTaken(services.db, body.mobile_number)) {
      const told = await services.otp.start({
        identifier: body.mobile_number,
        purpose: SIGN_UP,
        channel: 'sms',
        destination: body.mobile_number,
        userId: null,
        notice: REGISTERED_NOTICE,
      });
      return { message: told.outcome === 'waiting' ? OTP_STILL_VALID : OTP_SENT_SMS };
    }

    const started = await services.otp.start({
      identifier: body.mobile_number,
      purpose: SIGN_UP,
      channel: 'sms',
      destination: body.mobile_number,
      userId: null,
      // The account is made only when the OTP is verified; until then this is the pending sign-up.
      data: {
        password_hash: passwordHash,
        tnc_accepted: body.tnc_accepted,
        coupon_code: body.coupon_code?.trim() ?? '',
        referral_code: body.referral_code?.trim() ?? '',
      },
    });
    return { message: started.outcome === 'waiting' ? OTP_STILL_VALID : OTP_SENT_SMS };
  });
}
