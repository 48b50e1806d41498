import type { AppError } from '@sikka/shared/errors/appError';
import { describe, expect, it } from 'vitest';
import { planError } from './errorHandling.ts';

const GENERIC = 'Something went wrong! Please try again later';
const error = (partial: Partial<AppError> & Pick<AppError, 'kind'>): AppError => ({
  message: null,
  fieldErrors: {},
  status: 400,
  ...partial,
});
const passwordError = error({
  kind: 'field',
  message: 'The mobile number or password is incorrect',
  fieldErrors: { password: ['The mobile number or password is incorrect'] },
  firstFieldError: { field: 'password', message: 'The mobile number or password is incorrect' },
  status: 422,
});
const LOGIN_FIELDS = { mobile_number: 'identifier', password: 'password' };

describe('§8 central handler', () => {
  it('a plain message is toasted', () => {
    const plan = planError(error({ kind: 'message', message: 'Too many attempts' }), undefined, '/in/home');
    expect(plan).toMatchObject({ toast: 'Too many attempts', endSession: false, dropSession: false });
  });

  it('422: the first field error goes to the form that has that input, else it is toasted', () => {
    expect(planError(passwordError, { serverFields: LOGIN_FIELDS }, '/in/home').toast).toBeNull();
    expect(planError(passwordError, { serverFields: { coupon_code: 'couponCode' } }, '/in/home').toast).toBe(
      'The mobile number or password is incorrect',
    );
    expect(planError(passwordError, undefined, '/in/home').toast).toBe(
      'The mobile number or password is incorrect',
    );
  });

  it("'You are not a sub-broker' and other silent errors show nothing", () => {
    expect(planError(error({ kind: 'silent' }), undefined, '/in/home').toast).toBeNull();
  });

  it("'Token has expired' and 'The token has been blacklisted' end the session without a toast of their own", () => {
    const plan = planError(error({ kind: 'session-expired', status: 401 }), undefined, '/in/wallet');
    expect(plan).toMatchObject({ toast: null, endSession: true, dropSession: false });
  });

  it("'Wrong number of segments' takes the other token action, silently", () => {
    const plan = planError(error({ kind: 'token-invalid', status: 401 }), undefined, '/in/wallet');
    expect(plan).toMatchObject({ toast: null, endSession: false, dropSession: true });
  });

  it('unparseable or empty: the generic toast, unless the caller shows errors itself', () => {
    const generic = error({ kind: 'generic', message: GENERIC, status: 0 });
    expect(planError(generic, undefined, '/in/home').toast).toBe(GENERIC);
    expect(planError(generic, { inline: true }, '/in/home').toast).toBeNull();
    expect(planError(generic, { screen: true }, '/in/home').toast).toBeNull();
  });

  it('OTP failures are shown under the input: no toast, yet a token error still ends the session', () => {
    expect(
      planError(error({ kind: 'message', message: 'Invalid OTP' }), { inline: true }, '/in/home').toast,
    ).toBeNull();
    expect(planError(error({ kind: 'session-expired', status: 401 }), { inline: true }, '/').endSession).toBe(
      true,
    );
  });

  it('§4 background refresh calls fail quietly: no toast, yet a token error still ends the session', () => {
    const message = error({ kind: 'message', message: 'Route not found' });
    expect(planError(message, { quiet: true }, '/in/home').toast).toBeNull();
    expect(
      planError(error({ kind: 'generic', message: GENERIC, status: 0 }), { quiet: true }, '/').toast,
    ).toBeNull();
    expect(planError(error({ kind: 'session-expired', status: 401 }), { quiet: true }, '/').endSession).toBe(
      true,
    );
  });

  it('503 maintenance toasts and redirects to /in/home unless already there', () => {
    const maintenance = error({ kind: 'maintenance', message: 'Back soon', status: 503 });
    expect(planError(maintenance, undefined, '/in/wallet')).toMatchObject({
      toast: 'Back soon',
      redirectTo: '/in/home',
    });
    expect(planError(maintenance, undefined, '/in/home').redirectTo).toBeNull();
  });

  it('432 from any call opens the further-details flow (PAN variant for pan_number) and toasts the message', () => {
    const further = error({
      kind: 'further-details',
      message: 'Please verify your PAN',
      required: 'pan_number',
      status: 432,
    });
    expect(planError(further, undefined, '/in/wallet')).toMatchObject({
      toast: 'Please verify your PAN',
      furtherDetails: { variant: 'pan', message: 'Please verify your PAN' },
    });
    const other = error({
      kind: 'further-details',
      message: 'Add your address',
      required: 'address',
      status: 432,
    });
    expect(planError(other, { inline: true }, '/in/uma')).toMatchObject({
      toast: null,
      furtherDetails: { variant: 'default', message: 'Add your address' },
    });
    expect(planError(passwordError, undefined, '/in/home').furtherDetails).toBeNull();
  });

  it('a tracked call sends its name, status code and message, never a field value', () => {
    expect(
      planError(passwordError, { serverFields: LOGIN_FIELDS, track: 'login' }, '/in/home').track,
    ).toEqual({
      call: 'login',
      status_code: 422,
      message: 'The mobile number or password is incorrect',
    });
    expect(planError(passwordError, undefined, '/in/home').track).toBeNull();
  });
});
