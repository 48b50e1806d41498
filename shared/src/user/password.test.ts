// §5 password change fields (old_password, password, confirmation) and §9 OTP purpose 4.
import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_OTP_PURPOSE, changePasswordRequestSchema } from './password.ts';

const valid = {
  old_password: 'Demo@1234',
  password: 'Newer@1234',
  password_confirmation: 'Newer@1234',
  otp: '123456',
};

describe('§5 password change request', () => {
  it('§9 change password is OTP purpose 4', () => {
    expect(CHANGE_PASSWORD_OTP_PURPOSE).toBe(4);
  });

  it.each([
    ['accepts the old password, a new one repeated, and a 6-digit code', valid, null],
    ['needs the old password', { ...valid, old_password: '' }, 'old_password'],
    [
      '§5 a password cannot contain spaces',
      { ...valid, password: 'New er@123', password_confirmation: 'New er@123' },
      'password',
    ],
    [
      'the confirmation repeats the new password',
      { ...valid, password_confirmation: 'Other@1234' },
      'password_confirmation',
    ],
    ['§9 the OTP is 6 digits', { ...valid, otp: '12345' }, 'otp'],
  ])('%s', (_rule, body, field) => {
    const result = changePasswordRequestSchema.safeParse(body);
    expect(result.success).toBe(field === null);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual([field]);
  });

  it('refuses fields it does not know', () => {
    expect(changePasswordRequestSchema.safeParse({ ...valid, user_id: 7 }).success).toBe(false);
  });
});
