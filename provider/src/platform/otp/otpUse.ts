// What a one-time code is for, named in its message: §9 purposes share numbers (6 is an e-mail change, the Aadhaar
// check and the document upload alike), so the words come from the flow the code belongs to.
import { OTP_PURPOSE } from '@sikka/shared/constants';

/** A signed-in person's codes (`user:<id>`), by purpose. */
const SIGNED_IN: Readonly<Record<number, string>> = {
  [OTP_PURPOSE.addDeleteUpi]: 'to add or remove a UPI id',
  [OTP_PURPOSE.changePassword]: 'to change your password',
  [OTP_PURPOSE.enable2fa]: 'to turn Google Authenticator on or off',
  [OTP_PURPOSE.uploadDocs]: 'to unlock the upload of your KYC documents',
  // §9 gives a withdrawal and a loan one purpose (7): the words name both.
  [OTP_PURPOSE.cryptoWithdraw]: 'to confirm your withdrawal or loan',
  [OTP_PURPOSE.transaction]: 'to confirm your transaction',
  [OTP_PURPOSE.subBroker]: 'to confirm your sub-broker request',
  [OTP_PURPOSE.subBrokerWithdraw]: 'to confirm a withdrawal your sub-broker started',
};

/** A visitor's codes (keyed by the mobile number or e-mail address they typed), by purpose. */
const VISITOR: Readonly<Record<number, string>> = {
  [OTP_PURPOSE.login]: 'to log in',
  [OTP_PURPOSE.forgotPassword]: 'to reset your password',
  [OTP_PURPOSE.signUp]: 'to sign up',
};

export function otpUse(purpose: number, identifier: string): string | null {
  if (identifier.startsWith('aadhaar:')) return 'to verify your Aadhaar';
  if (identifier.startsWith('email-change:')) return 'to change your e-mail address';
  if (identifier.startsWith('user:')) return SIGNED_IN[purpose] ?? null;
  return VISITOR[purpose] ?? null;
}

/** The message that carries a code. */
export function otpText(code: string, use: string | null, validMinutes: number): string {
  return `${code} is your Sikka OTP${use ? ` ${use}` : ''}. It is valid for ${validMinutes} minutes; do not share it with anyone.`;
}
