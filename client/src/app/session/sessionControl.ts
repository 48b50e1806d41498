// §4 the session's state changes in one place: signed in after OTP success, and the three ways it ends
// (logout, expiry with its toast, a dropped token). The session is the auth.session query's data, so
// every reader (header, routes, gate) follows without extra wiring.
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { storage } from '../../lib/storage.ts';
import { notify } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import type { SessionAnswer } from './authGate.ts';

export interface SessionControl {
  /** §4 OTP success: the login flag is set and the app is signed in (the token is already in the cookie). */
  signIn(userId: number): void;
  /** §4 logout: login flag 0, selected user info and coin types cleared, the user forgotten. */
  signOut(): void;
  /** §4 session expiry: the toast (no close-on-click); on close, the same clearing as logout. */
  expire(): void;
  /** §8 the other token action: cleared silently. */
  drop(): void;
}

export function createSessionControl(queryClient: QueryClient): SessionControl {
  const sessionKey = getQueryKey(trpc.auth.session, undefined, 'query');
  const userKey = getQueryKey(trpc.user);
  const setSession = (answer: SessionAnswer) => queryClient.setQueryData(sessionKey, answer);

  function signOut(): void {
    storage.clearSession();
    setSession({ signedIn: false });
    queryClient.removeQueries({ queryKey: userKey });
  }

  return {
    signIn(userId) {
      storage.markSignedIn();
      setSession({ signedIn: true, userId });
    },
    signOut,
    expire() {
      notify.sessionExpired(signOut);
    },
    drop: signOut,
  };
}
