// The forced reset's calls: the PAN gate (auth.verifyPan) and the reset itself (auth.forceReset, type 'skip').
// Both show their own errors on the screen (§8: failed PAN verification dismisses the toast).
import { trpc } from '../../../lib/trpc.ts';

export function useVerifyPan() {
  return trpc.auth.verifyPan.useMutation({ meta: { inline: true } });
}

export function useForceReset() {
  return trpc.auth.forceReset.useMutation({ meta: { inline: true } });
}

/** After the reset the provider has ended every session: the cookie goes too, quietly. */
export function useQuietLogout() {
  return trpc.auth.logout.useMutation({ meta: { quiet: true } });
}
