// Google Authenticator on and off (§6 ga_enabled; §9 purpose 5): the calls, and the profile read again after a change.
import { trpc } from '../../../lib/trpc.ts';

export function useTwoFactorSetup() {
  return trpc.user.twoFactorSetup.useMutation({ meta: { inline: true } });
}

export function useTwoFactorChange() {
  const utils = trpc.useUtils();
  const refresh = () => void utils.user.details.invalidate();
  return {
    enable: trpc.user.twoFactorEnable.useMutation({ meta: { inline: true }, onSuccess: refresh }),
    disable: trpc.user.twoFactorDisable.useMutation({ meta: { inline: true }, onSuccess: refresh }),
  };
}
