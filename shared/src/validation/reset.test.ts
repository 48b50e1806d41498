import { describe, expect, it } from 'vitest';
import { PASSWORD_MISMATCH_MESSAGE } from './password.ts';
import {
  CONFIRMATION_REQUIRED_MESSAGE,
  canSubmitReset,
  RESET_SERVER_FIELDS,
  resetPasswordSchema,
} from './reset.ts';

const HINT = 'Min 8-15 characters, one capital letter and special character from “ !@%&* “';

describe('§5 Reset: new password and confirmation', () => {
  it.each([
    [{ password: 'Demo@1234', passwordConfirmation: 'Demo@1234' }, true],
    [{ password: 'Demo@1234', passwordConfirmation: '' }, false],
    [{ password: '', passwordConfirmation: 'Demo@1234' }, false],
  ])('canSubmitReset(%j) is %s', (fields, expected) => {
    expect(canSubmitReset(fields)).toBe(expected);
  });

  it.each([
    { password: 'Demo@1234', passwordConfirmation: 'Demo@1234' },
    { password: 'Zz*zzzzzzzzzzzz', passwordConfirmation: 'Zz*zzzzzzzzzzzz' },
  ])('accepts %j', (form) => {
    expect(resetPasswordSchema.parse(form)).toEqual(form);
  });

  it.each([
    [
      { password: 'Demo@1234', passwordConfirmation: 'Demo@1235' },
      'passwordConfirmation',
      PASSWORD_MISMATCH_MESSAGE,
    ],
    [
      { password: 'Demo@1234', passwordConfirmation: 'demo@1234' },
      'passwordConfirmation',
      PASSWORD_MISMATCH_MESSAGE,
    ],
    [
      { password: 'Demo@1234', passwordConfirmation: '' },
      'passwordConfirmation',
      CONFIRMATION_REQUIRED_MESSAGE,
    ],
    [{ password: 'demo@1234', passwordConfirmation: 'demo@1234' }, 'password', HINT],
    [{ password: 'Demo@12345678901', passwordConfirmation: 'Demo@12345678901' }, 'password', undefined],
  ])('refuses %j at %s', (form, field, message) => {
    const issue = resetPasswordSchema.safeParse(form).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    if (message) expect(issue?.message).toBe(message);
  });

  it('§7 /auth/reset fields password and password_confirmation map to the form', () => {
    expect(RESET_SERVER_FIELDS).toEqual({
      password: 'password',
      password_confirmation: 'passwordConfirmation',
    });
  });
});
