// The UPI ids kept with the bank details, and the §9 code of purpose 3 that adds or deletes one.
import { trpc } from '../../../lib/trpc.ts';

export function useUpiIds() {
  return trpc.kyc.upiIds.useQuery(undefined, { meta: { inline: true } });
}

export function useUpiChanges() {
  const utils = trpc.useUtils();
  const options = {
    meta: { inline: true },
    onSuccess: (list: Parameters<typeof utils.kyc.upiIds.setData>[1]) =>
      utils.kyc.upiIds.setData(undefined, list),
  };
  return {
    requestCode: trpc.user.requestOtp.useMutation({ meta: { inline: true } }),
    add: trpc.kyc.addUpiId.useMutation(options),
    remove: trpc.kyc.deleteUpiId.useMutation(options),
  };
}
