// §5's server-error field lists, and §8's routing of a field error to the input of the form that has it.
import { describe, expect, it } from 'vitest';
import { FIELD_LISTS, normaliseProviderError, routeFieldError } from './normalise.ts';

describe('§5 server-error field lists and §8 routing to the matching input', () => {
  it('§5 lists, as given', () => {
    expect(FIELD_LISTS).toEqual({
      login: ['mobile_number', 'password'],
      signUp: ['mobile_number', 'password', 'coupon_code', 'referral_code', 'recaptcha_code'],
      forgotPassword: ['mobile_number', 'email', 'recaptcha_code'],
      deposit: ['amount', 'channel', 'coin', 'payment_coin'],
      withdraw: ['amount', 'channel', 'coin', 'payment_coin'],
      lending: ['loan_amount', 'auto_deduct', 'tnc_accepted', 'loan_type'],
      nominee: ['nominee_name', 'dob', 'relationship', 'gender', 'contact_number', 'pan_no', 'address'],
      dateRange: ['start_date', 'end_date'],
      passwordChange: ['old_password', 'password'],
    });
  });

  const fieldError = (errors: Readonly<Record<string, readonly string[]>>) =>
    normaliseProviderError(422, { error: { errors } });

  it.each([
    [{ referral_code: ['Unknown code'] }, 'signUp', 'referral_code'],
    [{ recaptcha_code: ['Captcha failed'] }, 'signUp', 'recaptcha_code'],
    [{ mobile_number: ['Required'], password: ['Required'] }, 'login', 'mobile_number'],
    [{ password: ['Wrong'] }, 'passwordChange', 'password'],
    [{ payment_coin: ['Unsupported'] }, 'withdraw', 'payment_coin'],
    [{ end_date: ['Before start'] }, 'dateRange', 'end_date'],
    [{ pan_no: ['Invalid PAN'] }, 'nominee', 'pan_no'],
    [{ tnc_accepted: ['Accept the terms'] }, 'lending', 'tnc_accepted'],
    // The first error decides: a form without that input toasts it rather than showing a later one.
    [{ coupon_code: ['Bad'], password: ['Short'] }, 'login', null],
    [{ amount: ['Too small'] }, 'login', null],
  ] as const)('§8 %j on %s → %s', (errors, form, expected) => {
    expect(routeFieldError(fieldError(errors), form)).toBe(expected);
  });

  it('§8 only field errors are routed', () => {
    expect(routeFieldError(normaliseProviderError(400, { message: 'Invalid OTP' }), 'login')).toBeNull();
    const non422 = normaliseProviderError(400, { error: { errors: { password: ['Wrong'] } } });
    expect(routeFieldError(non422, 'login')).toBeNull();
  });
});
