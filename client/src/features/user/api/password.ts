// The account-security calls: a code for a signed-in purpose (§9) and the §5 password change.
import { trpc } from '../../../lib/trpc.ts';

export function useRequestUserOtp() {
  return trpc.user.requestOtp.useMutation({ meta: { inline: true } });
}

export function useChangePassword() {
  return trpc.user.changePassword.useMutation({ meta: { inline: true } });
}
