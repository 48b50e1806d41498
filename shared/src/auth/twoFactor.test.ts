import { describe, expect, it } from 'vitest';
import { twoFactorEnableRequestSchema, twoFactorSetupResponseSchema } from './twoFactor.ts';

describe('Google Authenticator calls (SPEC.md §6 2FA with ga_enabled)', () => {
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

  it('enable takes a §9 6-digit code and nothing else', () => {
    expect(twoFactorEnableRequestSchema.safeParse({ otp: '123456' }).success).toBe(true);
    expect(twoFactorEnableRequestSchema.safeParse({ otp: '12345' }).success).toBe(false);
    expect(twoFactorEnableRequestSchema.safeParse({ otp: '123456', extra: 1 }).success).toBe(false);
  });
});
