import { describe, expect, it } from 'vitest';
import {
  AUTH_VIEW_TITLE,
  type AuthFlowAction,
  type AuthFlowState,
  authFlowReducer,
  authTypeOf,
  entryViewOf,
  formBehind,
  initialAuthFlow,
} from './authFlow.ts';

const run = (start: AuthFlowState, ...actions: AuthFlowAction[]) => actions.reduce(authFlowReducer, start);

describe('§2 the auth page query opens a view', () => {
  it.each([
    ['login', 'login'],
    ['sign-up', 'registration'],
    ['reset', 'password'],
    [null, 'login'],
  ] as const)('type %s opens %s', (type, view) => {
    expect(entryViewOf(type)).toBe(view);
    if (type !== null) expect(authTypeOf(view)).toBe(type);
  });
});

describe('§4 Auth view transitions', () => {
  it('login success moves to OTP (purpose 1); OTP cancel returns to login', () => {
    const otp = run(initialAuthFlow('login'), {
      type: 'loginSent',
      identifier: '9999999999',
      twoFactor: false,
    });
    expect(otp.view).toBe('otp');
    expect(otp.otp).toEqual({
      origin: 'login',
      purpose: 1,
      identifier: '9999999999',
      twoFactor: false,
      originClosed: false,
      mobile: null,
    });
    expect(authFlowReducer(otp, { type: 'otpCancelled' })).toEqual(initialAuthFlow('login'));
  });

  it("login with required '2FA' moves to OTP with the two-factor flag", () => {
    const otp = run(initialAuthFlow('login'), { type: 'loginSent', identifier: 'a@b.in', twoFactor: true });
    expect(otp.otp?.twoFactor).toBe(true);
  });

  it('the phone typed when login asked for one travels with the OTP step', () => {
    const otp = run(initialAuthFlow('login'), {
      type: 'loginSent',
      identifier: 'a@b.in',
      twoFactor: false,
      mobile: '9876543210',
    });
    expect(otp.otp).toMatchObject({ identifier: 'a@b.in', mobile: '9876543210' });
  });

  it('sign-up success moves to OTP (purpose 3); cancel returns to registration', () => {
    const otp = run(initialAuthFlow('registration'), { type: 'signUpSent', phone: '9876543210' });
    expect(otp.otp).toMatchObject({ origin: 'registration', purpose: 3, identifier: '9876543210' });
    expect(authFlowReducer(otp, { type: 'otpCancelled' }).view).toBe('registration');
  });
});

describe('§4 Auth view transitions: a forgotten password', () => {
  it('forgot password: OTP (purpose 2), then the PAN prompt when required is pan_number, then reset, then login', () => {
    const states: AuthFlowState[] = [];
    let state = initialAuthFlow('password');
    for (const action of [
      { type: 'recoverySent', identifier: '9876543210', twoFactor: false },
      { type: 'recoveryVerified', panRequired: true },
      { type: 'panVerified' },
      { type: 'resetDone' },
    ] as const) {
      state = authFlowReducer(state, action);
      states.push(state);
    }
    expect(states.map((s) => s.view)).toEqual(['otp', 'pan', 'reset', 'login']);
    expect(states[0]?.otp?.purpose).toBe(2);
    expect(states[1]?.recovery).toEqual({ identifier: '9876543210' });
    expect(states[2]?.recovery).toEqual({ identifier: '9876543210' });
    expect(states[3]).toEqual(initialAuthFlow('login'));
  });

  it('§8 a 432 with required pan_number on the reset opens its PAN prompt, which leads back to the reset', () => {
    let state = authFlowReducer(initialAuthFlow('password'), {
      type: 'recoverySent',
      identifier: '9876543210',
      twoFactor: false,
    });
    state = authFlowReducer(state, { type: 'recoveryVerified', panRequired: false });
    expect(state.view).toBe('reset');
    state = authFlowReducer(state, { type: 'panRequired' });
    expect(state).toMatchObject({ view: 'pan', recovery: { identifier: '9876543210' } });
    expect(authFlowReducer(state, { type: 'panVerified' }).view).toBe('reset');
  });

  it("forgot password for an account with Google Authenticator: the code's check asks for the app's code next", () => {
    const sms = run(initialAuthFlow('password'), {
      type: 'recoverySent',
      identifier: '9876543210',
      twoFactor: false,
    });
    const app = authFlowReducer(sms, { type: 'recoveryTwoFactor' });
    expect(app.view).toBe('otp');
    expect(app.otp).toMatchObject({
      origin: 'password',
      purpose: 2,
      identifier: '9876543210',
      twoFactor: true,
    });
    expect(authFlowReducer(app, { type: 'recoveryVerified', panRequired: true }).view).toBe('pan');
    // Only a recovery's OTP step turns into the authenticator's.
    const login = run(initialAuthFlow('login'), { type: 'loginSent', identifier: 'x', twoFactor: false });
    expect(authFlowReducer(login, { type: 'recoveryTwoFactor' })).toBe(login);
  });

  it('forgot password without a PAN on file goes from OTP straight to the reset form', () => {
    const state = run(
      initialAuthFlow('password'),
      { type: 'recoverySent', identifier: '9876543210', twoFactor: true },
      { type: 'recoveryVerified', panRequired: false },
    );
    expect(state.view).toBe('reset');
  });

  it('for an e-mail identifier the forgot screen closes on submit; for a phone it stays behind the dialog', () => {
    const byMail = run(initialAuthFlow('password'), {
      type: 'recoverySent',
      identifier: 'a@b.in',
      twoFactor: false,
    });
    expect(byMail.otp?.originClosed).toBe(true);
    expect(formBehind(byMail)).toBeNull();
    const byPhone = run(initialAuthFlow('password'), {
      type: 'recoverySent',
      identifier: '9876543210',
      twoFactor: false,
    });
    expect(formBehind(byPhone)).toBe('password');
    // Cancel still returns to the originating view, refilled with what was typed.
    const back = authFlowReducer(byMail, { type: 'otpCancelled' });
    expect(back.view).toBe('password');
    expect(back.draft).toBe('a@b.in');
    // A form that stayed behind the dialog kept its own values: nothing to refill.
    expect(authFlowReducer(byPhone, { type: 'otpCancelled' }).draft).toBeNull();
  });
});

describe('§4 Auth view transitions: what the dialog keeps and what changes nothing', () => {
  it('the login and sign-up forms stay behind the OTP dialog, keeping what was typed', () => {
    expect(
      formBehind(run(initialAuthFlow('login'), { type: 'loginSent', identifier: 'x', twoFactor: false })),
    ).toBe('login');
    expect(formBehind(initialAuthFlow('registration'))).toBe('registration');
  });

  it('opening an entry view abandons the running flow; opening the same view again changes nothing', () => {
    const start = initialAuthFlow('login');
    expect(authFlowReducer(start, { type: 'open', view: 'login' })).toBe(start);
    const pan = run(
      initialAuthFlow('password'),
      { type: 'recoverySent', identifier: '9876543210', twoFactor: false },
      { type: 'recoveryVerified', panRequired: true },
    );
    expect(authFlowReducer(pan, { type: 'open', view: 'login' })).toEqual(initialAuthFlow('login'));
    expect(authFlowReducer(pan, { type: 'open', view: 'password' })).toEqual(initialAuthFlow('password'));
  });

  it('an action that does not belong to the current view changes nothing', () => {
    const login = initialAuthFlow('login');
    const ignored: AuthFlowAction[] = [
      { type: 'signUpSent', phone: '9876543210' },
      { type: 'recoverySent', identifier: '9876543210', twoFactor: false },
      { type: 'otpCancelled' },
      { type: 'recoveryVerified', panRequired: true },
      { type: 'panRequired' },
      { type: 'panVerified' },
      { type: 'resetDone' },
    ];
    for (const action of ignored) expect(authFlowReducer(login, action)).toBe(login);
    const loginOtp = authFlowReducer(login, { type: 'loginSent', identifier: 'x', twoFactor: false });
    expect(authFlowReducer(loginOtp, { type: 'recoveryVerified', panRequired: true })).toBe(loginOtp);
  });

  it("§2 the OTP step is titled 'Sign in Process'", () => {
    expect(AUTH_VIEW_TITLE.otp).toBe('Sign in Process');
  });
});
