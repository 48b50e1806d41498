// The account-security calls: a code for a signed-in purpose (§9), the §5 password change and the e-mail change.
import { trpc } from '../../../lib/trpc.ts';

export function useRequestUserOtp() {
  return trpc.user.requestOtp.useMutation({ meta: { inline: true } });
}

export function useChangePassword() {
  return trpc.user.changePassword.useMutation({ meta: { inline: true } });
}

/** §9 purpose 6: the code goes to the new address; the profile is read again once it is the account's. */
export function useEmailChange() {
  const utils = trpc.useUtils();
  return {
    requestCode: trpc.user.requestEmailCode.useMutation({ meta: { inline: true } }),
    change: trpc.user.changeEmail.useMutation({
      meta: { inline: true },
      onSuccess: () => void utils.user.details.invalidate(),
    }),
  };
}
