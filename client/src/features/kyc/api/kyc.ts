// The kyc calls as hooks. A saved step answers the whole progress, which replaces the cached one; the user record
// (§3: name, verification numbers, kyc_required) is refreshed too, so the dropdown, prompts and gates follow.
import type { KycProgress } from '@sikka/shared/kyc/schemas';
import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc.ts';

export function useKycProgress(enabled = true) {
  const utils = trpc.useUtils();
  const progress = trpc.kyc.progress.useQuery(undefined, { enabled, meta: { inline: true } });
  const data = progress.data;
  // A review between the two reads (the auto-reviewer's, an operator's) leaves the user record older than the
  // progress: read it again, so the dropdown, prompts and gates say what the page says.
  useEffect(() => {
    const user = data ? utils.user.details.getData() : undefined;
    if (
      data &&
      user &&
      (user.verification_status !== data.verification_status ||
        user.status !== data.status ||
        user.re_kyc !== data.re_kyc)
    )
      void utils.user.details.invalidate();
  }, [data, utils]);
  return progress;
}

/** After a step: the progress it answered goes into the cache, and user.details refetches. */
export function useProgressSaved() {
  const utils = trpc.useUtils();
  return (progress: KycProgress) => {
    utils.kyc.progress.setData(undefined, progress);
    void utils.user.details.invalidate();
  };
}

/** Reads the progress again (after a refusal that may mean it changed). */
export function useProgressRefresh() {
  const utils = trpc.useUtils();
  return () => utils.kyc.progress.invalidate();
}

export function useIfscLookup(ifsc: string, enabled: boolean) {
  return trpc.kyc.lookupIfsc.useQuery(
    { ifsc },
    { enabled, meta: { inline: true }, staleTime: Number.POSITIVE_INFINITY, retry: false },
  );
}

const field = <T extends string>(fields: Record<string, T>) => ({ meta: { serverFields: fields } });

export const useSavePan = () =>
  trpc.kyc.savePan.useMutation(field({ pan_number: 'pan_number', name: 'name', dob: 'dob' }));
export const useAadhaarOtp = () =>
  trpc.kyc.requestAadhaarOtp.useMutation(field({ aadhaar_number: 'aadhaar_number' }));
export const useVerifyAadhaar = () => trpc.kyc.verifyAadhaar.useMutation(field({ otp: 'otp' }));
export const useSavePersonal = () =>
  trpc.kyc.savePersonal.useMutation(
    field({
      name: 'name',
      dob: 'dob',
      gender: 'gender',
      occupation: 'occupation',
      income_range: 'income_range',
      pep: 'pep',
    }),
  );
export const useSaveAddress = () =>
  trpc.kyc.saveAddress.useMutation(
    field({ line1: 'line1', line2: 'line2', city: 'city', state: 'state', pin: 'pin' }),
  );
export const useSaveBank = () =>
  trpc.kyc.saveBank.useMutation(field({ account_number: 'account_number', ifsc: 'ifsc' }));
/** §9 'upload docs 6': the code asked for, then confirmed to open document uploads. */
export function useDocumentsUnlock() {
  return {
    requestCode: trpc.user.requestOtp.useMutation({ meta: { inline: true } }),
    unlock: trpc.kyc.unlockDocuments.useMutation({ meta: { inline: true } }),
  };
}
export const useSubmitKyc = () => trpc.kyc.submit.useMutation({ meta: { inline: true } });
