// The API-key calls: the owner's keys, making one (its secret comes back once) and revoking one, each confirmed with
// a §9 transaction code asked for through user.requestOtp.
import { API_KEY_OTP_PURPOSE } from '@sikka/shared/apiKeys/schemas';
import { trpc } from '../../../lib/trpc.ts';

export function useApiKeys() {
  return trpc.apiKeys.list.useQuery(undefined, { meta: { inline: true } });
}

export function useApiKeyChanges() {
  const utils = trpc.useUtils();
  const refresh = () => void utils.apiKeys.list.invalidate();
  const requestOtp = trpc.user.requestOtp.useMutation({ meta: { inline: true } });
  return {
    sendCode: () => requestOtp.mutateAsync({ type: API_KEY_OTP_PURPOSE }),
    sending: requestOtp.isPending,
    create: trpc.apiKeys.create.useMutation({ meta: { inline: true }, onSuccess: refresh }),
    revoke: trpc.apiKeys.revoke.useMutation({ meta: { inline: true }, onSuccess: refresh }),
  };
}
