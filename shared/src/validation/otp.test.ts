import { describe, expect, it } from 'vitest';
import {
  canSubmitOtp,
  filterOtpInput,
  OTP_INVALID_MESSAGE,
  otpSchema,
  resendAttempt,
  submitsOnEnter,
} from './otp.ts';

describe('§5 OTP or 2FA input: digits only, max 6', () => {
  it.each([
    ['123456', '123456'],
    ['1234567', '123456'],
    ['12a3b4', '1234'],
    ['OTP: 123 456', '123456'],
    ['', ''],
    ['abc', ''],
    ['12-34-56-78', '123456'],
    ['١٢٣', ''],
  ])('filterOtpInput(%j) → %j', (typed, kept) => {
    expect(filterOtpInput(typed)).toBe(kept);
  });
});

describe('§4/§5 OTP Continue needs exactly 6', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['', false],
    ['12345a', false],
  ])('canSubmitOtp(%j) is %s', (value, expected) => {
    expect(canSubmitOtp(value)).toBe(expected);
  });

  it('§4 Continue is blocked while a request runs', () => {
    expect(canSubmitOtp('123456', { requestRunning: true })).toBe(false);
  });
});

describe('§4 OTP Enter with 6 or more characters also submits', () => {
  it.each([
    ['123456', true],
    ['1234567', true],
    ['12345', false],
    ['', false],
  ])('submitsOnEnter(%j) is %s', (value, expected) => {
    expect(submitsOnEnter(value)).toBe(expected);
  });

  it('§4 Enter does not submit while a request runs', () => {
    expect(submitsOnEnter('123456', { requestRunning: true })).toBe(false);
  });
});

describe("§5 OTP resend before the timer ends shows 'Wait for the resend Button to get Enabled'", () => {
  it.each([
    [90, { allowed: false, message: 'Wait for the resend Button to get Enabled' }],
    [1, { allowed: false, message: 'Wait for the resend Button to get Enabled' }],
    [0, { allowed: true }],
  ])('%i seconds left → %j', (secondsLeft, expected) => {
    expect(resendAttempt(secondsLeft)).toEqual(expected);
  });
});

describe('§5 otpSchema: exactly 6 digits', () => {
  it.each(['123456', '000000', '987654'])('accepts %j', (value) => {
    expect(otpSchema.parse(value)).toBe(value);
  });

  it.each(['', '12345', '1234567', '12345a', ' 123456', '12 456'])('refuses %j', (value) => {
    const result = otpSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(OTP_INVALID_MESSAGE);
  });
});
