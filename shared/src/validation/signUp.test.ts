import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED_MESSAGE } from './captcha.ts';
import {
  CODE_INVALID_MESSAGE,
  canSubmitSignUp,
  filterCodeInput,
  SIGN_UP_SERVER_FIELDS,
  type SignUpFields,
  signUpSchema,
  TERMS_REQUIRED_MESSAGE,
} from './signUp.ts';

const HINT = 'Min 8-15 characters, one capital letter and special character from “ !@%&* “';
const filled: SignUpFields = {
  phone: '9999999999',
  password: 'Demo@1234',
  captcha: 'token',
  termsAccepted: true,
};

describe('§5 Sign-up: disabled until phone, password, captcha and terms checkbox are set', () => {
  it.each<[Partial<SignUpFields>, boolean]>([
    [{}, true],
    [{ phone: '' }, false],
    [{ password: '' }, false],
    [{ captcha: '' }, false],
    [{ termsAccepted: false }, false],
  ])('canSubmitSignUp with %j changed is %s', (change, expected) => {
    expect(canSubmitSignUp({ ...filled, ...change })).toBe(expected);
  });
});

describe('§5 Sign-up: coupon and referral codes optional and character-filtered', () => {
  it.each([
    ['WELCOME100', 'WELCOME100'],
    ['welcome-100', 'welcome100'],
    [' REF 42 ', 'REF42'],
    ['#$%', ''],
    ['', ''],
  ])('filterCodeInput(%j) → %j', (typed, kept) => {
    expect(filterCodeInput(typed)).toBe(kept);
  });
});

describe('§5 Sign-up form schema', () => {
  it.each([
    [{ ...filled }, { couponCode: '', referralCode: '' }],
    [
      { ...filled, couponCode: '', referralCode: '' },
      { couponCode: '', referralCode: '' },
    ],
    [
      { ...filled, couponCode: 'WELCOME100', referralCode: 'abc123' },
      { couponCode: 'WELCOME100', referralCode: 'abc123' },
    ],
  ])('accepts %j', (form, codes) => {
    expect(signUpSchema.parse(form)).toEqual({ ...filled, ...codes });
  });

  it.each([
    [{ phone: '99999' }, 'phone', 'Please enter a 10 digit phone number'],
    [{ phone: '' }, 'phone', 'Please enter a 10 digit phone number'],
    [{ password: 'demo@1234' }, 'password', HINT],
    [{ password: 'Demo12345' }, 'password', HINT],
    [{ captcha: '' }, 'captcha', CAPTCHA_REQUIRED_MESSAGE],
    [{ termsAccepted: false }, 'termsAccepted', TERMS_REQUIRED_MESSAGE],
    [{ couponCode: 'WELCOME-100' }, 'couponCode', CODE_INVALID_MESSAGE],
    [{ referralCode: 'ref 42' }, 'referralCode', CODE_INVALID_MESSAGE],
  ])('refuses %j at %s with %j', (change, field, message) => {
    const issue = signUpSchema.safeParse({ ...filled, ...change }).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
});

describe('§5 Server-error field lists: sign-up (mobile_number, password, coupon_code, referral_code, recaptcha_code)', () => {
  it('covers exactly the listed fields', () => {
    expect(Object.keys(SIGN_UP_SERVER_FIELDS)).toEqual([
      'mobile_number',
      'password',
      'coupon_code',
      'referral_code',
      'recaptcha_code',
    ]);
  });
});
