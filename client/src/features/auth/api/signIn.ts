// The sign-in and sign-up calls (auth.login, auth.signup, auth.verifyOtp, auth.resendOtp), each with the
// §8 meta the central handler reads: which server fields the form shows itself, or that it shows all.
import { LOGIN_SERVER_FIELDS } from '@sikka/shared/validation/login';
import { SIGN_UP_SERVER_FIELDS } from '@sikka/shared/validation/signUp';
import { trpc } from '../../../lib/trpc.ts';

/** §4 login: field errors on mobile_number and password (and the asked-for phone) go to the form. */
export function useLogin() {
  return trpc.auth.login.useMutation({ meta: { serverFields: LOGIN_SERVER_FIELDS } });
}

/** §5/§8 sign-up: mobile_number, password, coupon_code, referral_code and recaptcha_code go to the form. */
export function useSignUp() {
  return trpc.auth.signup.useMutation({ meta: { serverFields: SIGN_UP_SERVER_FIELDS } });
}

/** §8 OTP failure: the message is shown under the input, never toasted; tracked with status and message. */
export function useVerifyOtp() {
  return trpc.auth.verifyOtp.useMutation({ meta: { inline: true, track: 'verify_otp' } });
}

/** §8 resend failure: the dialog shows the mobile_number error or the general message. */
export function useResendOtp() {
  return trpc.auth.resendOtp.useMutation({ meta: { inline: true } });
}
