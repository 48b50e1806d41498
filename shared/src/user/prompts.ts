// §4 prompts driven by the user record: Re-KYC, profile completion, the 'Important!' interrupt popup,
// plus §2/§6 header name, sub-broker identity and which second factor a user confirms with.
import { PATHS } from '../routes/routeTable.ts';
import { type VerificationFields, verificationStatus } from './verification.ts';

export interface PromptFields extends VerificationFields {
  kyc_required?: ReadonlyArray<{ kyc_doc_type?: string | null }> | null;
}

/** §4 Re-KYC prompt: re_kyc equals 1, not on profile-setup, status not pending. OK goes to /in/profile-setup. */
export function showsReKycPrompt(user: PromptFields, pathname: string): boolean {
  return (
    user.re_kyc === 1 && !pathname.startsWith(PATHS.profileSetup) && verificationStatus(user) !== 'Pending'
  );
}

const PROFILE_COMPLETION = {
  ADDRESS_DETAIL: { message: 'Please update your address details!', link: PATHS.profileAddress },
  BANK_DETAILS: { message: 'Please update your bank details!', link: PATHS.profileBank },
  PERSONAL_DETAIL: { message: 'Please update your personal details!', link: PATHS.profilePersonalDetails },
} as const;

export type ProfileCompletionPrompt = (typeof PROFILE_COMPLETION)[keyof typeof PROFILE_COMPLETION];

/** §4 Profile completion prompt: kyc_required non-empty and re_kyc not 1; chosen by the first doc type. */
export function profileCompletionPrompt(user: PromptFields): ProfileCompletionPrompt | null {
  if (user.re_kyc === 1) return null;
  const docType = user.kyc_required?.[0]?.kyc_doc_type;
  if (!docType || !(docType in PROFILE_COMPLETION)) return null;
  return PROFILE_COMPLETION[docType as keyof typeof PROFILE_COMPLETION];
}

/** §4 Interrupt popup 'Important!': button 'Okay' if pending, else 'Verify Now?' going to /in/profile-setup. */
export function interruptPopupAction(user: VerificationFields): { label: string; link: string | null } {
  return verificationStatus(user) === 'Pending'
    ? { label: 'Okay', link: null }
    : { label: 'Verify Now?', link: PATHS.profileSetup };
}

/** §3 In the header only the first word of name is shown, with a fixed fallback word if empty. */
export const HEADER_NAME_FALLBACK = 'User';
export function headerFirstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || HEADER_NAME_FALLBACK;
}

/** §6 Sub-brokers are identified by is_subbroker and by a subbroker list (§2: a record or an id). */
export function isSubBroker(user: {
  is_subbroker?: number | boolean | null;
  subbroker?: ReadonlyArray<{ id?: unknown }> | null;
}): boolean {
  return user.is_subbroker === 1 || user.is_subbroker === true || (user.subbroker?.length ?? 0) > 0;
}

export const OTP_DIALOG_TITLES = {
  otp: 'Secondary Password (OTP)',
  ga: 'Secondary Password (Google Authenticator)',
} as const;

/** §6 2FA is used when the user (or a sub-broker's client) has ga_enabled; otherwise SMS OTP. */
export function secondFactor(user: { ga_enabled?: number | boolean | null }): 'ga' | 'otp' {
  return user.ga_enabled === 1 || user.ga_enabled === true ? 'ga' : 'otp';
}
