import { describe, expect, it } from 'vitest';
import { verificationStatus } from '../user/verification.ts';
import { canEditSteps, canMove, derivedStatus, KYC_STATES, type KycState, kycStateOf } from './status.ts';

describe("§4 'Verified when verification_status is 21 and status is 1; Pending when status is 0 and verification_status is none of 0, 22, 23; everything else Unverified'", () => {
  it.each([
    ['notStarted', 'Unverified'],
    ['submitted', 'Pending'],
    ['inReview', 'Pending'],
    ['approved', 'Verified'],
    ['rejected', 'Unverified'],
    ['reKycNeeded', 'Unverified'],
  ] as const)('%s reads as %s', (state, derived) => {
    expect(derivedStatus(state)).toBe(derived);
    expect(verificationStatus(KYC_STATES[state])).toBe(derived);
  });

  it('every state is read back from its own numbers', () => {
    for (const state of Object.keys(KYC_STATES) as KycState[]) {
      expect(kycStateOf(KYC_STATES[state])).toBe(state);
    }
  });
});

describe('the state machine', () => {
  it.each([
    ['notStarted', 'submitted', true],
    ['notStarted', 'approved', false],
    ['submitted', 'approved', true],
    ['submitted', 'rejected', true],
    ['inReview', 'approved', true],
    ['rejected', 'submitted', true],
    ['rejected', 'approved', false],
    ['approved', 'reKycNeeded', true],
    ['approved', 'submitted', false],
    ['reKycNeeded', 'submitted', true],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it.each([
    ['notStarted', true],
    ['submitted', false],
    ['inReview', false],
    ['approved', false],
    ['rejected', true],
    ['reKycNeeded', true],
  ] as const)('steps of %s editable: %s', (state, editable) => {
    expect(canEditSteps(state)).toBe(editable);
  });
});
