// The exact user-facing texts of docs/requirements.md §5 and §8 'Messages' that validation shows; quoted, typos included.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_LENGTH } from '../constants.ts';

/** The special characters the §5 sign-up hint names; one of them is required in a new password. */
export const SIGN_UP_PASSWORD_SPECIALS = '!@%&*';

/** §5 Sign-up mobile number / §8 Messages. */
export const PHONE_LENGTH_MESSAGE = `Please enter a ${PHONE_LENGTH} digit phone number`;

/** §5 PAN / §8 Messages: shown when the PAN is submitted empty. */
export const PAN_EMPTY_MESSAGE = 'Enter Pan Details';

/** §5 OTP / §8 Messages: resend pressed before the countdown ends ('Button' capitalised as in docs/requirements.md). */
export const RESEND_WAIT_MESSAGE = 'Wait for the resend Button to get Enabled';

/** §5 OTP / §8 Messages: the countdown line of the OTP dialog. */
export function resendCountdownMessage(seconds: number): string {
  return `The Resend OTP button will be enabled in ${seconds} seconds`;
}

/**
 * §5 Sign-up password hint. The closing quote is a second left double quotation mark (U+201C), as in
 * docs/requirements.md; it is kept because the text is quoted, not corrected.
 */
export const SIGN_UP_PASSWORD_HINT = `Min ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters, one capital letter and special character from \u201C ${SIGN_UP_PASSWORD_SPECIALS} \u201C`;
