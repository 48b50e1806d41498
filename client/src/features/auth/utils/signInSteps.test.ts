import type { AppError } from '@sikka/shared/errors/appError';
import { describe, expect, it } from 'vitest';
import { safeFields } from '../../../lib/analytics.ts';
import {
  mobileForContinue,
  nextLoginStep,
  otpFailureMessage,
  recoveryNeedsPan,
  recoveryNeedsTwoFactor,
  resendFailureMessage,
  signInTrackingFields,
} from './signInSteps.ts';

const answer = (required: string | null, mobile_number: string | null = null) => ({
  signedIn: false,
  required,
  mobile_number,
});

describe('§4 Login: the step after the answer', () => {
  it("required='mobile_number' without a number on file: the phone field is asked for", () => {
    expect(nextLoginStep(answer('mobile_number', null))).toEqual({ kind: 'askPhone' });
    expect(nextLoginStep(answer('mobile_number', '  '))).toEqual({ kind: 'askPhone' });
  });

  it("required='mobile_number' with a number on file: the mobile-or-e-mail notice", () => {
    expect(nextLoginStep(answer('mobile_number', '98XXXXXX10'))).toEqual({
      kind: 'confirmMobile',
      mobileNumber: '98XXXXXX10',
    });
  });

  it("required='2FA': OTP with the two-factor flag; anything else: the SMS OTP", () => {
    expect(nextLoginStep(answer('2FA'))).toEqual({ kind: 'otp', twoFactor: true });
    expect(nextLoginStep(answer(null))).toEqual({ kind: 'otp', twoFactor: false });
    expect(nextLoginStep(answer('otp'))).toEqual({ kind: 'otp', twoFactor: false });
    expect(nextLoginStep(answer('pan_number'))).toEqual({ kind: 'otp', twoFactor: false });
  });

  it('a call that completed the sign-in says so', () => {
    expect(nextLoginStep({ signedIn: true, required: null, mobile_number: null })).toEqual({
      kind: 'signedIn',
    });
  });

  it('Continue sends the number on file only when it is a whole phone number', () => {
    expect(mobileForContinue('9876543210')).toBe('9876543210');
    expect(mobileForContinue('98XXXXXX10')).toBeNull();
  });
});

describe('§4 Forgot password: the recovery answers', () => {
  it("'2FA' is the two-factor flag and 'pan_number' the PAN prompt", () => {
    expect(recoveryNeedsTwoFactor('2FA')).toBe(true);
    expect(recoveryNeedsTwoFactor(null)).toBe(false);
    expect(recoveryNeedsPan('pan_number')).toBe(true);
    expect(recoveryNeedsPan(null)).toBe(false);
  });
});

const fieldError = (field: string, message: string): AppError => ({
  kind: 'field',
  message,
  fieldErrors: { [field]: [message] },
  firstFieldError: { field, message },
  status: 422,
});

describe('§8 OTP and resend failures', () => {
  it('OTP failure: the server message under the input', () => {
    expect(otpFailureMessage({ kind: 'message', message: 'Invalid OTP', fieldErrors: {}, status: 400 })).toBe(
      'Invalid OTP',
    );
    expect(otpFailureMessage(fieldError('otp', 'The otp is invalid'))).toBe('The otp is invalid');
    expect(
      otpFailureMessage({ kind: 'session-expired', message: null, fieldErrors: {}, status: 401 }),
    ).toBeNull();
  });

  it('resend failure: the mobile_number error, otherwise the general message', () => {
    expect(resendFailureMessage(fieldError('mobile_number', 'The mobile number is not registered'))).toBe(
      'The mobile number is not registered',
    );
    expect(
      resendFailureMessage({
        kind: 'message',
        message: 'Please wait before requesting another OTP',
        fieldErrors: {},
        status: 429,
      }),
    ).toBe('Please wait before requesting another OTP');
    expect(resendFailureMessage(fieldError('type', 'Bad type'))).toBe('Bad type');
  });
});

describe('§3/§4 OTP success analytics fields', () => {
  it('a mobile sign-in tracks the mobile; an e-mail sign-in the e-mail (and the phone typed, if any)', () => {
    expect(signInTrackingFields({ identifier: '9876543210', userId: 7 })).toEqual({
      user_id: 7,
      mobile: '9876543210',
      email: null,
    });
    expect(signInTrackingFields({ identifier: 'asha@example.in', mobile: '9876543210', userId: 7 })).toEqual({
      user_id: 7,
      mobile: '9876543210',
      email: 'asha@example.in',
    });
  });

  it('carries no secret: every field survives the analytics filter', () => {
    const fields = signInTrackingFields({ identifier: '9876543210', userId: 7 });
    expect(safeFields(fields)).toEqual({ user_id: 7, mobile: '9876543210' });
  });
});
