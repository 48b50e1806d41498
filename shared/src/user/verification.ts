// §4 verification status, §2 the profile-dropdown status text, §6 who may act and what they are told.

/** The user fields these rules read (a subset of the §3 User). */
export interface VerificationFields {
  verification_status?: number | null;
  status?: number | null;
  re_kyc?: number | null;
  verificationStatusText?: string | null;
}

export type VerificationStatus = 'Verified' | 'Pending' | 'Unverified';

const VERIFIED_VERIFICATION_STATUS = 21;
const NOT_PENDING_VERIFICATION_STATUSES: readonly number[] = [0, 22, 23];

/** §4 Verified when verification_status is 21 and status is 1; Pending when status is 0 and
 * verification_status is none of 0, 22, 23; everything else Unverified. */
export function verificationStatus(user: VerificationFields): VerificationStatus {
  const { verification_status: verification, status } = user;
  if (verification === VERIFIED_VERIFICATION_STATUS && status === 1) return 'Verified';
  if (
    status === 0 &&
    typeof verification === 'number' &&
    !NOT_PENDING_VERIFICATION_STATUSES.includes(verification)
  ) {
    return 'Pending';
  }
  return 'Unverified';
}

/** §2 Verification Status text: Pending when re_kyc equals 1 and status is pending; Re-KYC Needed
 * when re_kyc equals 1 with any other status; otherwise the status text. */
export function verificationStatusText(user: VerificationFields): string {
  const status = verificationStatus(user);
  if (user.re_kyc === 1) return status === 'Pending' ? 'Pending' : 'Re-KYC Needed';
  return user.verificationStatusText || status;
}

/** §6 Only Unverified users get the Get Verified prompt. */
export function showsGetVerified(user: VerificationFields): boolean {
  return verificationStatus(user) === 'Unverified';
}

export const permissionMessages = {
  pending: (phone: string) =>
    `Your documents are under verification. If you have any queries kindly contact our customer support team at ${phone}`,
  unverified: 'Please verify your profile to perform this action',
  reVerify: 'Please Re-verify your profile to perfom this action',
} as const;

export type ActionPermission = { allowed: true } | { allowed: false; message: string };

/** §6 Actions require a verified profile; the refusal names why, with the support phone for Pending. */
export function actionPermission(user: VerificationFields, supportPhone: string): ActionPermission {
  switch (verificationStatus(user)) {
    case 'Verified':
      return { allowed: true };
    case 'Pending':
      return { allowed: false, message: permissionMessages.pending(supportPhone) };
    case 'Unverified':
      return {
        allowed: false,
        message: user.re_kyc === 1 ? permissionMessages.reVerify : permissionMessages.unverified,
      };
  }
}
