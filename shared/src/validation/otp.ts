// §4/§5 OTP and 2FA code input: what may be typed, when Continue and Enter submit, and when resend is allowed.
import { z } from 'zod';
import { OTP_LENGTH } from '../constants.ts';
import { RESEND_WAIT_MESSAGE } from './messages.ts';

const NON_DIGITS = /\D/g;
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const OTP_INVALID_MESSAGE = `Enter the ${OTP_LENGTH} digit code`;

/** §5 digits only, max 6: applied to every keystroke and paste, so a pasted 'OTP: 123 456' becomes '123456'. */
export function filterOtpInput(typed: string): string {
  return typed.replace(NON_DIGITS, '').slice(0, OTP_LENGTH);
}

/** §4/§5 Continue needs exactly 6 characters (digits, given the filter) and is blocked while a request runs. */
export function canSubmitOtp(value: string, options: { requestRunning?: boolean } = {}): boolean {
  return !options.requestRunning && OTP_PATTERN.test(value);
}

/** §4 Enter with 6 or more characters also submits (docs/requirements.md counts characters, not digits). */
export function submitsOnEnter(value: string, options: { requestRunning?: boolean } = {}): boolean {
  return !options.requestRunning && value.length >= OTP_LENGTH;
}

export type ResendAttempt = { allowed: true } | { allowed: false; message: string };

/** §5 resend before the timer ends shows 'Wait for the resend Button to get Enabled'. */
export function resendAttempt(secondsLeft: number): ResendAttempt {
  return secondsLeft > 0 ? { allowed: false, message: RESEND_WAIT_MESSAGE } : { allowed: true };
}

/** §5 the OTP or 2FA code as submitted: exactly 6 digits. */
export const otpSchema = z.string().regex(OTP_PATTERN, OTP_INVALID_MESSAGE);
