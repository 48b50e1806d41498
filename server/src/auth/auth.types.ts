// What the auth procedures answer: the contract the client is written against. Tokens never appear here.

/** auth.session: `ended` says why a session that existed is over, so the client can say 'Session has expired!'. */
export type { SessionState } from '@sikka/shared/auth/sessionState';

/** auth.login and auth.signup: the §4 next step (`required`), or signed in when the call carried the OTP. */
export interface SignInStep {
  signedIn: boolean;
  required: string | null;
  mobile_number: string | null;
  message: string | null;
}

/** auth.verifyOtp: the session cookie is set. */
export interface SignedIn {
  signedIn: true;
  userId: number;
  message: string | null;
}

/** auth.recovery and auth.recoveryVerifyOtp: the next step of forgot password (the recovery token stays in the cookie). */
export interface RecoveryStep {
  required: string | null;
  message: string | null;
}

export interface MessageResult {
  message: string | null;
}

/** auth.logout: the provider's message or 'Logout successful'. */
export interface LogoutResult {
  message: string;
}
