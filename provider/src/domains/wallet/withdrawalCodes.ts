// The code that confirms a withdrawal: the person's second factor (otp/secondFactor.ts), an SMS OTP or the app's.
import type { Asset } from '@sikka/shared/constants';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { OTP_REQUESTED, OTP_STILL_VALID, TWO_FACTOR_REQUIRED } from '../../platform/identity/authMessages.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';
import type { Confirmation } from '../declaration/index.ts';
import type { WithdrawalService } from './withdrawals.ts';

/** §9 purposes: 7 for a coin withdrawal, 8 (transaction) for rupees. */
function withdrawalOtpPurpose(coin: string): number {
  return coin === 'INR' ? OTP_PURPOSE.transaction : OTP_PURPOSE.cryptoWithdraw;
}

/** Asks for a withdrawal's code: refused during §9's block after a 2FA change; `required: '2FA'` sends no SMS. */
export async function askWithdrawalCode(
  otp: OtpService,
  withdrawals: WithdrawalService,
  user: UserRow,
  coin: Asset,
): Promise<{ required: string | null; message: string }> {
  withdrawals.assertNotBlocked(user);
  const started = await otp.startFor(user, withdrawalOtpPurpose(coin));
  if (started.outcome === 'authenticator') return { required: '2FA', message: TWO_FACTOR_REQUIRED };
  // Asked again inside the resend wait (the dialog closed and reopened): the code already sent still
  // stands, so the person is pointed to it rather than refused, as login does.
  return { required: null, message: started.outcome === 'waiting' ? OTP_STILL_VALID : OTP_REQUESTED };
}

/** The check of a withdrawal's code, spent in the withdrawal's own transaction. */
export function withdrawalConfirmation(
  otp: OtpService,
  user: UserRow,
  coin: Asset,
  code: string,
): Confirmation {
  return (trx) => otp.checkFor(trx, user.id, withdrawalOtpPurpose(coin), code);
}
