import { describe, expect, it } from 'vitest';
import {
  TWO_FACTOR_OTP_PURPOSE,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupResponseSchema,
} from './twoFactor.ts';

describe('Google Authenticator calls (docs/requirements.md §6 2FA with ga_enabled)', () => {
  it('setup answers a base32 secret and an otpauth address', () => {
    expect(
      twoFactorSetupResponseSchema.safeParse({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        otpauth_url: 'otpauth://totp/Sikka:9999999999?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
      }).success,
    ).toBe(true);
    expect(twoFactorSetupResponseSchema.safeParse({ secret: 'abc', otpauth_url: 'http://x' }).success).toBe(
      false,
    );
  });

  it("enable takes the app's §9 6-digit code and the SMS code of purpose 5, and nothing else", () => {
    expect(TWO_FACTOR_OTP_PURPOSE).toBe(5);
    expect(twoFactorEnableRequestSchema.safeParse({ otp: '123456', sms_otp: '654321' }).success).toBe(true);
    expect(twoFactorEnableRequestSchema.safeParse({ otp: '123456' }).success).toBe(false);
    expect(twoFactorEnableRequestSchema.safeParse({ otp: '12345', sms_otp: '654321' }).success).toBe(false);
    expect(
      twoFactorEnableRequestSchema.safeParse({ otp: '123456', sms_otp: '654321', extra: 1 }).success,
    ).toBe(false);
  });

  it("disable takes the app's code or one recovery code (not both), with the SMS code", () => {
    const sms = { sms_otp: '654321' };
    expect(twoFactorDisableRequestSchema.safeParse({ ...sms, otp: '123456' }).success).toBe(true);
    expect(twoFactorDisableRequestSchema.parse({ ...sms, recovery_code: ' ABCD-2345 ' }).recovery_code).toBe(
      'abcd-2345',
    );
    expect(twoFactorDisableRequestSchema.safeParse(sms).success).toBe(false);
    expect(
      twoFactorDisableRequestSchema.safeParse({ ...sms, otp: '123456', recovery_code: 'abcd-2345' }).success,
    ).toBe(false);
    expect(twoFactorDisableRequestSchema.safeParse({ ...sms, recovery_code: 'abcd-2349' }).success).toBe(
      false,
    );
  });
});
