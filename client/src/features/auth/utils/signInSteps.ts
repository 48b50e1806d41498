// §4/§8 what the auth page does with the BFF's answers: the login's next step, the OTP dialog's messages,
// and the analytics fields of a completed sign-in. Pure, so each rule is tested without a browser.

import { LOGIN_REQUIRED } from '@sikka/shared/auth/loginRequired';
import type { AppError } from '@sikka/shared/errors/appError';
import { identifierKind } from '@sikka/shared/validation/identifier';
import { isPhoneNumber } from '@sikka/shared/validation/phone';
import type { AnalyticsFields } from '../../../lib/analytics.ts';

/** The part of auth.login's answer (SignInStep) that decides the next step. */
interface LoginAnswer {
  readonly signedIn: boolean;
  readonly required: string | null;
  readonly mobile_number: string | null;
}

type LoginNext =
  /** The call carried an OTP and completed (not used by the form, which always goes through the dialog). */
  | { readonly kind: 'signedIn' }
  /** §4 required='mobile_number' and the server has none: the phone field becomes editable. */
  | { readonly kind: 'askPhone' }
  /** §4 required='mobile_number' with one on file: a notice with Continue and Cancel. */
  | { readonly kind: 'confirmMobile'; readonly mobileNumber: string }
  /** §4 otherwise OTP, with the two-factor flag when required is '2FA'. */
  | { readonly kind: 'otp'; readonly twoFactor: boolean };

/** §4 Login: the step after the server's answer. */
export function nextLoginStep(answer: LoginAnswer): LoginNext {
  if (answer.signedIn) return { kind: 'signedIn' };
  if (answer.required === LOGIN_REQUIRED.mobileNumber) {
    const onFile = answer.mobile_number?.trim() ?? '';
    return onFile === '' ? { kind: 'askPhone' } : { kind: 'confirmMobile', mobileNumber: onFile };
  }
  return { kind: 'otp', twoFactor: answer.required === LOGIN_REQUIRED.twoFactor };
}

/**
 * §4 Continue on the mobile-or-e-mail notice repeats the login with `mobile`. The BFF accepts only a full
 * 10-digit phone there; when the server shows the number masked, the person types it in the phone field.
 */
export function mobileForContinue(mobileNumber: string): string | null {
  return isPhoneNumber(mobileNumber) ? mobileNumber : null;
}

/** §4 recovery and its OTP check: required '2FA' is the two-factor flag, 'pan_number' asks for the PAN. */
export function recoveryNeedsTwoFactor(required: string | null): boolean {
  return required === LOGIN_REQUIRED.twoFactor;
}
export function recoveryNeedsPan(required: string | null): boolean {
  return required === LOGIN_REQUIRED.panNumber;
}

/** §8 OTP failure: the server's message, shown under the input (null: the error shows nothing, e.g. a token error). */
export function otpFailureMessage(appError: AppError): string | null {
  return appError.message;
}

/** §8 Resend failure: the mobile_number error is shown, otherwise the general message. */
export function resendFailureMessage(appError: AppError): string | null {
  return appError.fieldErrors.mobile_number?.[0] ?? appError.message;
}

/**
 * §3/§4 OTP success analytics: the tracking fields of who signed in (mobile, email; PLATFORM is added by
 * lib/analytics). Never the password, the OTP or the captcha: only what identifies the person.
 */
export function signInTrackingFields(input: {
  identifier: string;
  /** The phone typed when §4 asked for one. */
  mobile?: string | null;
  userId: number;
}): AnalyticsFields {
  const byMail = identifierKind(input.identifier) === 'email';
  return {
    user_id: input.userId,
    mobile: byMail ? (input.mobile ?? null) : input.identifier,
    email: byMail ? input.identifier : null,
  };
}
