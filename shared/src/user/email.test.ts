// §9 change e-mail is OTP purpose 6; the address is checked and kept lower-cased.
import { describe, expect, it } from 'vitest';
import { changeEmailRequestSchema, EMAIL_MESSAGES, EMAIL_OTP_PURPOSE } from './email.ts';

describe('change e-mail', () => {
  it('§9 change e-mail is purpose 6', () => {
    expect(EMAIL_OTP_PURPOSE).toBe(6);
  });

  it('keeps the address trimmed and lower-cased, with a 6-digit code', () => {
    expect(changeEmailRequestSchema.parse({ email: ' Asha@Example.COM ', otp: '123456' }).email).toBe(
      'asha@example.com',
    );
  });

  it.each(['asha', 'asha@', '@example.com'])('refuses %s on email', (email) => {
    const result = changeEmailRequestSchema.safeParse({ email, otp: '123456' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['email'], message: EMAIL_MESSAGES.invalid });
  });
});
