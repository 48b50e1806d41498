import { describe, expect, it } from 'vitest';
import {
  PAN_EMPTY_MESSAGE,
  PHONE_LENGTH_MESSAGE,
  RESEND_WAIT_MESSAGE,
  resendCountdownMessage,
  SIGN_UP_PASSWORD_HINT,
} from './messages.ts';

describe('§5 and §8 Messages are quoted exactly', () => {
  it.each([
    ['phone', PHONE_LENGTH_MESSAGE, 'Please enter a 10 digit phone number'],
    ['PAN', PAN_EMPTY_MESSAGE, 'Enter Pan Details'],
    ['resend wait', RESEND_WAIT_MESSAGE, 'Wait for the resend Button to get Enabled'],
    [
      'sign-up password hint',
      SIGN_UP_PASSWORD_HINT,
      'Min 8-15 characters, one capital letter and special character from “ !@%&* “',
    ],
  ])('%s', (_name, actual, quoted) => {
    expect(actual).toBe(quoted);
  });

  it('§5 the password hint keeps both curly quotes as U+201C', () => {
    expect([...SIGN_UP_PASSWORD_HINT].filter((c) => c === '\u201C')).toHaveLength(2);
    expect(SIGN_UP_PASSWORD_HINT).not.toContain('\u201D');
  });

  it.each([
    [90, 'The Resend OTP button will be enabled in 90 seconds'],
    [1, 'The Resend OTP button will be enabled in 1 seconds'],
    [0, 'The Resend OTP button will be enabled in 0 seconds'],
  ])("§5 'The Resend OTP button will be enabled in N seconds' with N = %i", (seconds, quoted) => {
    expect(resendCountdownMessage(seconds)).toBe(quoted);
  });
});
