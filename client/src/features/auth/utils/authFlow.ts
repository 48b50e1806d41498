// §4 the auth page's views and their transitions as a pure reducer: login, registration, password (forgot),
// otp, pan and reset. The page renders from this state; tests drive it without a DOM.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import type { AuthType } from '@sikka/shared/routes/authQuery';
import { closesOnSubmit } from '@sikka/shared/validation/forgotPassword';

/** §4 Auth view: login, registration, password (forgot), otp, reset; plus §2's PAN number prompt. */
export type AuthView = 'login' | 'registration' | 'password' | 'otp' | 'pan' | 'reset';

/** The views a person opens directly (from the query or a link); the others are steps of a flow. */
export type EntryView = 'login' | 'registration' | 'password';

/** §9 the OTP purpose each entry view sends: login 1, forgot password 2, sign-up 3. */
const OTP_PURPOSE_OF = {
  login: OTP_PURPOSE.login,
  registration: OTP_PURPOSE.signUp,
  password: OTP_PURPOSE.forgotPassword,
} as const satisfies Record<EntryView, number>;
export type AuthOtpPurpose = (typeof OTP_PURPOSE_OF)[EntryView];

export interface OtpStep {
  /** §4 OTP cancel returns to the originating view. */
  readonly origin: EntryView;
  readonly purpose: AuthOtpPurpose;
  /** What verify and resend send as mobile_number (or email, for a recovery by e-mail). */
  readonly identifier: string;
  /** §4 the two-factor flag: required was '2FA', so the code comes from Google Authenticator. */
  readonly twoFactor: boolean;
  /** §4 for an e-mail identifier the forgot screen closes on submit: nothing of it stays behind the dialog. */
  readonly originClosed: boolean;
  /** The phone typed when §4 login asked for one (sent as `mobile`); kept for the sign-in's tracking fields. */
  readonly mobile: string | null;
}

export interface AuthFlowState {
  readonly view: AuthView;
  readonly otp: OtpStep | null;
  /** After a recovery OTP: the identifier the PAN prompt and the reset form send. */
  readonly recovery: { readonly identifier: string } | null;
  /** What a form that closed on submit had typed, to refill it when OTP cancel brings it back. */
  readonly draft: string | null;
}

export type AuthFlowAction =
  /** The query's `type` or a link asked for an entry view; whatever flow ran is abandoned. */
  | { type: 'open'; view: EntryView }
  /** §4 login answered without asking for a phone: OTP next (2FA when required was '2FA'). */
  | { type: 'loginSent'; identifier: string; twoFactor: boolean; mobile?: string | null }
  /** §4 sign-up success moves to OTP. */
  | { type: 'signUpSent'; phone: string }
  /** §4 forgot password submitted: OTP next (with the 2FA flag). */
  | { type: 'recoverySent'; identifier: string; twoFactor: boolean }
  /** §4 OTP cancel returns to the originating view. */
  | { type: 'otpCancelled' }
  /** The recovery OTP is right and the account uses Google Authenticator (required '2FA'): its code is next. */
  | { type: 'recoveryTwoFactor' }
  /** §4 the recovery OTP is right: a PAN prompt if required is 'pan_number', else the reset form. */
  | { type: 'recoveryVerified'; panRequired: boolean }
  /** §8 432 with required pan_number answered the reset: its PAN prompt comes first (the further-details flow). */
  | { type: 'panRequired' }
  /** §4 PAN leads to the reset form. */
  | { type: 'panVerified' }
  /** §4 successful reset returns to login (the page shows the toast). */
  | { type: 'resetDone' };

export function initialAuthFlow(view: EntryView): AuthFlowState {
  return { view, otp: null, recovery: null, draft: null };
}

/** §2 the query's `type`: login, sign-up or reset (reset starts at forgot password: a reset needs its OTP first). */
export function entryViewOf(type: AuthType | null): EntryView {
  switch (type) {
    case 'sign-up':
      return 'registration';
    case 'reset':
      return 'password';
    default:
      return 'login';
  }
}

/** The query `type` that opens an entry view, for links between the views. */
export function authTypeOf(view: EntryView): AuthType {
  switch (view) {
    case 'registration':
      return 'sign-up';
    case 'password':
      return 'reset';
    case 'login':
      return 'login';
  }
}

function toOtp(
  state: AuthFlowState,
  from: EntryView,
  identifier: string,
  twoFactor: boolean,
  mobile: string | null = null,
): AuthFlowState {
  if (state.view !== from) return state;
  return {
    view: 'otp',
    otp: {
      origin: from,
      purpose: OTP_PURPOSE_OF[from],
      identifier,
      twoFactor,
      originClosed: from === 'password' && closesOnSubmit(identifier),
      mobile,
    },
    recovery: null,
    draft: null,
  };
}

export function authFlowReducer(state: AuthFlowState, action: AuthFlowAction): AuthFlowState {
  switch (action.type) {
    case 'open':
      return state.view === action.view && state.otp === null && state.recovery === null
        ? state
        : initialAuthFlow(action.view);
    case 'loginSent':
      return toOtp(state, 'login', action.identifier, action.twoFactor, action.mobile ?? null);
    case 'signUpSent':
      return toOtp(state, 'registration', action.phone, false);
    case 'recoverySent':
      return toOtp(state, 'password', action.identifier, action.twoFactor);
    case 'otpCancelled':
      if (state.view !== 'otp' || !state.otp) return state;
      return {
        ...initialAuthFlow(state.otp.origin),
        draft: state.otp.originClosed ? state.otp.identifier : null,
      };
    case 'recoveryTwoFactor':
      if (state.view !== 'otp' || state.otp?.origin !== 'password') return state;
      return { ...state, otp: { ...state.otp, twoFactor: true } };
    case 'recoveryVerified':
      if (state.view !== 'otp' || state.otp?.origin !== 'password') return state;
      return {
        view: action.panRequired ? 'pan' : 'reset',
        otp: null,
        recovery: { identifier: state.otp.identifier },
        draft: null,
      };
    case 'panRequired':
      return state.view === 'reset' ? { ...state, view: 'pan' } : state;
    case 'panVerified':
      return state.view === 'pan' ? { ...state, view: 'reset' } : state;
    case 'resetDone':
      return state.view === 'reset' ? initialAuthFlow('login') : state;
  }
}

/** The view whose form stays on the page (behind the OTP dialog, keeping what was typed), or null for none. */
export function formBehind(state: AuthFlowState): AuthView | null {
  if (state.view !== 'otp') return state.view;
  return state.otp && !state.otp.originClosed ? state.otp.origin : null;
}

/** §2 the page's title per view; the OTP step is titled 'Sign in Process'. */
export const AUTH_VIEW_TITLE = {
  login: 'Log In',
  registration: 'Sign Up',
  password: 'Forgot Password',
  otp: 'Sign in Process',
  pan: 'PAN Details',
  reset: 'Reset Password',
} as const satisfies Record<AuthView, string>;
