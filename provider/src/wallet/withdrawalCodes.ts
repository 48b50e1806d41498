// The code that confirms a withdrawal: an SMS OTP, or for a ga_enabled user the Google Authenticator step (no SMS).
import type { Asset } from '@sikka/shared/constants';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { NO_MOBILE_FOR_OTP, OTP_REQUESTED, OTP_STILL_VALID, TWO_FACTOR_REQUIRED } from '../auth/messages.ts';
import { fieldErrorOn } from '../http/errors.ts';
import type { OtpService } from '../otp/otpService.ts';
import { userOtpIdentifier } from '../otp/otpService.ts';
import type { UserRow } from '../user/usersRepo.ts';
import type { Confirmation, WithdrawalService } from './withdrawals.ts';

/** §9 purposes: 7 for a coin withdrawal, 8 (transaction) for rupees. */
export function withdrawalOtpPurpose(coin: string): number {
  return coin === 'INR' ? OTP_PURPOSE.transaction : OTP_PURPOSE.cryptoWithdraw;
}

/** The authenticator step of a ga_enabled user's withdrawal (no SMS); a live one is kept as it is. */
function startAuthenticatorStep(otp: OtpService, user: UserRow, purpose: number) {
  return otp.start({
    identifier: userOtpIdentifier(user.id),
    purpose,
    channel: 'totp',
    destination: null,
    userId: user.id,
  });
}

/** Asks for a withdrawal's code: refused during §9's block after a 2FA change; `required: '2FA'` sends no SMS. */
export async function askWithdrawalCode(
  otp: OtpService,
  withdrawals: WithdrawalService,
  user: UserRow,
  coin: Asset,
): Promise<{ required: string | null; message: string }> {
  withdrawals.assertNotBlocked(user);
  const purpose = withdrawalOtpPurpose(coin);
  if (user.ga_enabled === 1) {
    await startAuthenticatorStep(otp, user, purpose);
    return { required: '2FA', message: TWO_FACTOR_REQUIRED };
  }
  if (user.mobile_number === null) throw fieldErrorOn('mobile_number', NO_MOBILE_FOR_OTP);
  const started = await otp.start({
    identifier: userOtpIdentifier(user.id),
    purpose,
    channel: 'sms',
    destination: user.mobile_number,
    userId: user.id,
  });
  // Asked again inside the resend wait (the dialog closed and reopened): the code already sent still
  // stands, so the person is pointed to it rather than refused, as login does.
  return { required: null, message: started.outcome === 'waiting' ? OTP_STILL_VALID : OTP_REQUESTED };
}

/** The check of a withdrawal's code, spent in the withdrawal's own transaction. */
export async function withdrawalConfirmation(
  otp: OtpService,
  user: UserRow,
  coin: Asset,
  code: string,
): Promise<Confirmation> {
  const purpose = withdrawalOtpPurpose(coin);
  // An authenticator code needs no earlier call to send anything; make sure its step stands.
  if (user.ga_enabled === 1) await startAuthenticatorStep(otp, user, purpose);
  return (trx) => otp.check(trx, userOtpIdentifier(user.id), purpose, code);
}
