// The forgot-password calls (auth.recovery, auth.recoveryVerifyOtp, auth.recoveryVerifyPan, auth.reset).
// The recovery token they pass along lives in the BFF's cookie; the client only names the person.
import { FORGOT_PASSWORD_SERVER_FIELDS } from '@sikka/shared/validation/forgotPassword';
import { RESET_SERVER_FIELDS } from '@sikka/shared/validation/reset';
import { trpc } from '../../../lib/trpc.ts';

/** §8 forgot-password errors route to the identifier or the captcha; the rest are toasted. */
export function useRecovery() {
  return trpc.auth.recovery.useMutation({ meta: { serverFields: FORGOT_PASSWORD_SERVER_FIELDS } });
}

/** §8 OTP failure: shown under the input. */
export function useRecoveryVerifyOtp() {
  return trpc.auth.recoveryVerifyOtp.useMutation({ meta: { inline: true, track: 'recovery_verify_otp' } });
}

/** §8 failed PAN verification dismisses the toast: the PAN prompt shows the message itself. */
export function useRecoveryVerifyPan() {
  return trpc.auth.recoveryVerifyPan.useMutation({ meta: { inline: true } });
}

export function useResetPassword() {
  return trpc.auth.reset.useMutation({ meta: { serverFields: RESET_SERVER_FIELDS } });
}
