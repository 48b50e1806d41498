import { describe, expect, it } from 'vitest';
import { IDENTIFIER_REQUIRED_MESSAGE } from './identifier.ts';
import { canSubmitLogin, LOGIN_SERVER_FIELDS, type LoginFields, loginSchema } from './login.ts';
import { PASSWORD_REQUIRED_MESSAGE } from './password.ts';

describe('§5 Login: submit disabled while identifier or password is empty; with the phone field shown it must also be filled', () => {
  it.each<[LoginFields, boolean]>([
    [{ identifier: '9999999999', password: 'Demo@1234' }, true],
    [{ identifier: 'user@example.com', password: 'x' }, true],
    [{ identifier: '', password: 'Demo@1234' }, false],
    [{ identifier: '9999999999', password: '' }, false],
    [{ identifier: '', password: '' }, false],
    [{ identifier: 'user@example.com', password: 'Demo@1234', phoneShown: false, phone: '' }, true],
    [{ identifier: 'user@example.com', password: 'Demo@1234', phoneShown: true, phone: '' }, false],
    [{ identifier: 'user@example.com', password: 'Demo@1234', phoneShown: true }, false],
    [{ identifier: 'user@example.com', password: 'Demo@1234', phoneShown: true, phone: '9' }, true],
    [{ identifier: '9999999999', password: 'Demo@1234', captchaShown: true, captcha: '' }, false],
    [{ identifier: '9999999999', password: 'Demo@1234', captchaShown: true }, false],
    [{ identifier: '9999999999', password: 'Demo@1234', captchaShown: true, captcha: 'eyJ' }, true],
    [{ identifier: '9999999999', password: 'Demo@1234', captchaShown: false, captcha: '' }, true],
  ])('canSubmitLogin(%j) is %s', (fields, expected) => {
    expect(canSubmitLogin(fields)).toBe(expected);
  });
});

describe('§4/§5 Login form schema', () => {
  it.each([
    { identifier: '9999999999', password: 'Demo@1234', phoneShown: false },
    { identifier: 'user@example.com', password: 'short', phoneShown: false },
    { identifier: 'user@example.com', password: 'Demo@1234', phoneShown: false, phone: 'ignored' },
    { identifier: 'user@example.com', password: 'Demo@1234', phoneShown: true, phone: '9999999999' },
  ])('accepts %j', (form) => {
    expect(loginSchema.safeParse(form).success).toBe(true);
  });

  it.each([
    [{ identifier: '', password: 'Demo@1234', phoneShown: false }, 'identifier', IDENTIFIER_REQUIRED_MESSAGE],
    [{ identifier: '9999999999', password: '', phoneShown: false }, 'password', PASSWORD_REQUIRED_MESSAGE],
    [
      { identifier: '12345', password: 'Demo@1234', phoneShown: false },
      'identifier',
      'Please enter a 10 digit phone number',
    ],
    [
      { identifier: 'user@example.com', password: 'Demo@1234', phoneShown: true, phone: '99999' },
      'phone',
      'Please enter a 10 digit phone number',
    ],
    [{ identifier: 'user@example.com', password: 'Demo@1234', phoneShown: true }, 'phone', undefined],
    [{ identifier: '9999999999', password: 'x'.repeat(101), phoneShown: false }, 'password', undefined],
  ])('refuses %j at %s', (form, field, message) => {
    const issue = loginSchema.safeParse(form).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    if (message) expect(issue?.message).toBe(message);
  });
});

describe('§5 Server-error field lists: login (mobile_number, password)', () => {
  it.each([
    ['mobile_number', 'identifier'],
    ['password', 'password'],
  ])('%s goes to the %s field', (serverField, formField) => {
    expect(LOGIN_SERVER_FIELDS[serverField as keyof typeof LOGIN_SERVER_FIELDS]).toBe(formField);
  });
});
