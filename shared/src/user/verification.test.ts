import { describe, expect, it } from 'vitest';
import {
  actionPermission,
  permissionMessages,
  showsGetVerified,
  verificationStatus,
  verificationStatusText,
} from './verification.ts';

describe('§4 verification status (derived)', () => {
  it.each([
    [21, 1, 'Verified'],
    [21, 0, 'Pending'],
    [1, 0, 'Pending'],
    [5, 0, 'Pending'],
    [0, 0, 'Unverified'],
    [22, 0, 'Unverified'],
    [23, 0, 'Unverified'],
    [21, 2, 'Unverified'],
    [1, 1, 'Unverified'],
    [null, 0, 'Unverified'],
    [undefined, undefined, 'Unverified'],
  ])('verification_status %s with status %s is %s', (verification_status, status, expected) => {
    expect(verificationStatus({ verification_status, status })).toBe(expected);
  });
});

describe('§2 profile dropdown Verification Status text', () => {
  it.each([
    [{ re_kyc: 1, verification_status: 1, status: 0 }, 'Pending'],
    [{ re_kyc: 1, verification_status: 21, status: 1 }, 'Re-KYC Needed'],
    [{ re_kyc: 1, verification_status: 0, status: 0 }, 'Re-KYC Needed'],
    [
      { re_kyc: 0, verification_status: 21, status: 1, verificationStatusText: 'KYC Approved' },
      'KYC Approved',
    ],
    [{ re_kyc: 0, verification_status: 21, status: 1 }, 'Verified'],
    [{ verification_status: 1, status: 0 }, 'Pending'],
    [{ verification_status: 0, status: 0 }, 'Unverified'],
  ])('%j shows %s', (user, text) => {
    expect(verificationStatusText(user)).toBe(text);
  });
});

describe('§6 roles and permissions', () => {
  const phone = '+91 80 4718 0000';
  it.each([
    [{ verification_status: 21, status: 1 }, false],
    [{ verification_status: 1, status: 0 }, false],
    [{ verification_status: 0, status: 0 }, true],
    [{ verification_status: 21, status: 0, re_kyc: 1 }, false],
    [{ verification_status: 22, status: 0, re_kyc: 1 }, true],
  ])('only Unverified users get the Get Verified prompt: %j → %s', (user, shown) => {
    expect(showsGetVerified(user)).toBe(shown);
  });

  it.each([
    [{ verification_status: 21, status: 1 }, null],
    [
      { verification_status: 1, status: 0 },
      'Your documents are under verification. If you have any queries kindly contact our customer support team at +91 80 4718 0000',
    ],
    [{ verification_status: 0, status: 0 }, 'Please verify your profile to perform this action'],
    [{ verification_status: 0, status: 0, re_kyc: 1 }, 'Please Re-verify your profile to perfom this action'],
  ])('actions require a verified profile: %j → %s', (user, message) => {
    const permission = actionPermission(user, phone);
    expect(permission).toEqual(message === null ? { allowed: true } : { allowed: false, message });
  });

  it('quotes the three messages exactly, typo included', () => {
    expect(permissionMessages.unverified).toBe('Please verify your profile to perform this action');
    expect(permissionMessages.reVerify).toBe('Please Re-verify your profile to perfom this action');
  });
});
