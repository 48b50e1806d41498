// The verification state machine: which verification_status/status numbers each KYC state writes, chosen so that
// docs/requirements.md §4's derivation (Verified = 21 and status 1; Pending = status 0 and not 0/22/23) reads them right.
import { type VerificationStatus, verificationStatus } from '../user/verification.ts';

/** The states a profile passes through; docs/kyc.md draws the machine. */
export const KYC_STATES = {
  /** Signed up, steps not all done (or never started). §4: Unverified. */
  notStarted: { verification_status: 0, status: 0 },
  /** Every step done and submitted, waiting for a reviewer. §4: Pending. */
  submitted: { verification_status: 1, status: 0 },
  /** A reviewer (operator or the auto-reviewer) has taken it. §4: Pending. */
  inReview: { verification_status: 2, status: 0 },
  /** Approved: money may move. §4: Verified. */
  approved: { verification_status: 21, status: 1 },
  /** Refused with a reason naming what to fix. §4: Unverified. */
  rejected: { verification_status: 22, status: 0 },
  /** An approved profile that must be verified again; re_kyc is set to 1 with it (§4's Re-KYC prompt) and stays
   * 1 through the resubmission (§2 then shows 'Pending') until approval clears it. §4: Unverified. */
  reKycNeeded: { verification_status: 23, status: 0 },
} as const;
export type KycState = keyof typeof KYC_STATES;

/** The state a user row's numbers stand for. */
export function kycStateOf(user: { verification_status: number; status: number }): KycState {
  switch (user.verification_status) {
    case 1:
      return 'submitted';
    case 2:
      return 'inReview';
    case 21:
      return user.status === 1 ? 'approved' : 'inReview';
    case 22:
      return 'rejected';
    case 23:
      return 'reKycNeeded';
    default:
      return 'notStarted';
  }
}

/** Which state may follow which: submit from not started, rejected or re-KYC; review only what is waiting. */
export const KYC_TRANSITIONS: Readonly<Record<KycState, readonly KycState[]>> = {
  notStarted: ['submitted'],
  submitted: ['inReview', 'approved', 'rejected'],
  inReview: ['approved', 'rejected'],
  approved: ['reKycNeeded'],
  rejected: ['submitted'],
  reKycNeeded: ['submitted'],
};

export function canMove(from: KycState, to: KycState): boolean {
  return KYC_TRANSITIONS[from].includes(to);
}

/** §4's derived status of each state, as the profile dropdown and §6's messages read it. */
export function derivedStatus(state: KycState): VerificationStatus {
  return verificationStatus(KYC_STATES[state]);
}

/** The states whose steps the user may still edit (a waiting or approved profile changes only through re-KYC). */
export function canEditSteps(state: KycState): boolean {
  return state === 'notStarted' || state === 'rejected' || state === 'reKycNeeded';
}
