// Each code's message names what it is for: §9 purposes share numbers, the texts do not.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { describe, expect, it } from 'vitest';
import { otpText, otpUse } from './otpUse.ts';

describe('otpUse', () => {
  it.each([
    ['the Aadhaar check (purpose 6)', OTP_PURPOSE.uploadDocs, 'aadhaar:7', 'to verify your Aadhaar'],
    [
      'the document upload (purpose 6)',
      OTP_PURPOSE.uploadDocs,
      'user:7',
      'to unlock the upload of your KYC documents',
    ],
    [
      'an e-mail change (purpose 6)',
      OTP_PURPOSE.changeEmail,
      'email-change:7',
      'to change your e-mail address',
    ],
    ['a login', OTP_PURPOSE.login, '9876543210', 'to log in'],
    ['a sign-up (purpose 3)', OTP_PURPOSE.signUp, '9876543210', 'to sign up'],
    ['a UPI id (purpose 3, signed in)', OTP_PURPOSE.addDeleteUpi, 'user:7', 'to add or remove a UPI id'],
    ['a forgotten password', OTP_PURPOSE.forgotPassword, 'asha@example.com', 'to reset your password'],
    [
      'a crypto withdrawal or a loan',
      OTP_PURPOSE.cryptoWithdraw,
      'user:7',
      'to confirm your withdrawal or loan',
    ],
    ['a gift or transfer', OTP_PURPOSE.transaction, 'user:7', 'to confirm your transaction'],
    ['an unknown purpose', 42, 'user:7', null],
  ])('%s', (_, purpose, identifier, use) => {
    expect(otpUse(purpose, identifier)).toBe(use);
  });

  it('the Aadhaar and the document codes read differently', () => {
    const aadhaar = otpText('123456', otpUse(OTP_PURPOSE.uploadDocs, 'aadhaar:7'), 5);
    const documents = otpText('123456', otpUse(OTP_PURPOSE.uploadDocs, 'user:7'), 5);
    expect(aadhaar).toBe(
      '123456 is your Sikka OTP to verify your Aadhaar. It is valid for 5 minutes; do not share it with anyone.',
    );
    expect(documents).not.toBe(aadhaar);
    expect(otpText('123456', null, 5)).toBe(
      '123456 is your Sikka OTP. It is valid for 5 minutes; do not share it with anyone.',
    );
  });
});
