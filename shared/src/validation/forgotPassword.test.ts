import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED_MESSAGE } from './captcha.ts';
import {
  canSubmitForgotPassword,
  closesOnSubmit,
  FORGOT_PASSWORD_SERVER_FIELDS,
  forgotPasswordSchema,
  recoveryIdentifier,
} from './forgotPassword.ts';
import { EMAIL_INVALID_MESSAGE, IDENTIFIER_REQUIRED_MESSAGE } from './identifier.ts';

describe('§5 Forgot password: identifier and captcha required', () => {
  it.each([
    [{ identifier: '9999999999', captcha: 'token' }, true],
    [{ identifier: 'user@example.com', captcha: 'token' }, true],
    [{ identifier: '', captcha: 'token' }, false],
    [{ identifier: '9999999999', captcha: '' }, false],
    [{ identifier: '', captcha: '' }, false],
  ])('canSubmitForgotPassword(%j) is %s', (fields, expected) => {
    expect(canSubmitForgotPassword(fields)).toBe(expected);
  });

  it.each([
    { identifier: '9999999999', captcha: 'token' },
    { identifier: 'user@example.com', captcha: 'token' },
  ])('accepts %j', (form) => {
    expect(forgotPasswordSchema.parse(form)).toEqual(form);
  });

  it.each([
    [{ identifier: '', captcha: 'token' }, 'identifier', IDENTIFIER_REQUIRED_MESSAGE],
    [{ identifier: 'user@', captcha: 'token' }, 'identifier', EMAIL_INVALID_MESSAGE],
    [{ identifier: '99999', captcha: 'token' }, 'identifier', 'Please enter a 10 digit phone number'],
    [{ identifier: '9999999999', captcha: '' }, 'captcha', CAPTCHA_REQUIRED_MESSAGE],
  ])('refuses %j at %s with %j', (form, field, message) => {
    const issue = forgotPasswordSchema.safeParse(form).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
});

describe("§4/§5 Forgot password: an '@' means e-mail; for an e-mail identifier the forgot screen closes on submit", () => {
  it.each([
    ['user@example.com', true, { email: 'user@example.com' }],
    ['9999999999', false, { mobile_number: '9999999999' }],
  ])('%j closes on submit: %s; recovery body %j', (identifier, closes, body) => {
    expect(closesOnSubmit(identifier)).toBe(closes);
    expect(recoveryIdentifier(identifier)).toEqual(body);
  });

  it.each([
    ['mobile_number', 'identifier'],
    ['email', 'identifier'],
    ['recaptcha_code', 'captcha'],
  ])('§8 a server error on %s goes to the %s field', (serverField, formField) => {
    expect(FORGOT_PASSWORD_SERVER_FIELDS[serverField as keyof typeof FORGOT_PASSWORD_SERVER_FIELDS]).toBe(
      formField,
    );
  });
});
