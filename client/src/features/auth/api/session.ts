// auth.logout and the captcha challenge: the auth calls outside the sign-in forms' own steps.
import { trpc } from '../../../lib/trpc.ts';

/** §4 logout: the server's message (or 'Logout successful') comes back; failures take the central toast. */
export function useLogout() {
  return trpc.auth.logout.useMutation();
}

/**
 * The provider's ALTCHA challenge, through the BFF (the widget never fetches the provider). Each challenge
 * is good for one solution, so every mount and every reset takes a fresh one and none is kept.
 */
/** A fresh captcha challenge; `login` names the account a login form is for (its challenge may cost more). */
export function useCaptchaChallenge(login?: string) {
  return trpc.auth.captcha.useQuery(login ? { login } : undefined, {
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnReconnect: false,
  });
}
