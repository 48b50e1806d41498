import { describe, expect, it } from 'vitest';
import {
  HEADER_NAME_FALLBACK,
  headerFirstName,
  interruptPopupAction,
  isSubBroker,
  OTP_DIALOG_TITLES,
  profileCompletionPrompt,
  secondFactor,
  showsReKycPrompt,
} from './prompts.ts';

describe('§4 Re-KYC prompt', () => {
  it.each([
    [{ re_kyc: 1, verification_status: 21, status: 1 }, '/in/home', true],
    [{ re_kyc: 1, verification_status: 21, status: 1 }, '/in/profile-setup', false],
    [{ re_kyc: 1, verification_status: 1, status: 0 }, '/in/home', false],
    [{ re_kyc: 0, verification_status: 0, status: 0 }, '/in/home', false],
  ])('%j on %s → %s', (user, path, shown) => {
    expect(showsReKycPrompt(user, path)).toBe(shown);
  });
});

describe('§4 profile completion prompt by first doc type', () => {
  it.each([
    ['ADDRESS_DETAIL', 'Please update your address details!', '/in/profile/address'],
    ['BANK_DETAILS', 'Please update your bank details!', '/in/profile/bank'],
    ['PERSONAL_DETAIL', 'Please update your personal details!', '/in/profile/personal-details'],
  ])('%s → %s (%s)', (kyc_doc_type, message, link) => {
    expect(profileCompletionPrompt({ kyc_required: [{ kyc_doc_type }, { kyc_doc_type: 'X' }] })).toEqual({
      message,
      link,
    });
  });

  it.each([
    [{ kyc_required: [] }],
    [{ kyc_required: null }],
    [{}],
    [{ kyc_required: [{ kyc_doc_type: 'ADDRESS_DETAIL' }], re_kyc: 1 }],
    [{ kyc_required: [{ kyc_doc_type: 'SOMETHING_ELSE' }] }],
  ])('no prompt for %j', (user) => {
    expect(profileCompletionPrompt(user)).toBeNull();
  });
});

describe("§4 interrupt popup 'Important!'", () => {
  it("button 'Okay' if pending", () => {
    expect(interruptPopupAction({ verification_status: 1, status: 0 })).toEqual({
      label: 'Okay',
      link: null,
    });
  });
  it("else 'Verify Now?' going to /in/profile-setup", () => {
    expect(interruptPopupAction({ verification_status: 0, status: 0 })).toEqual({
      label: 'Verify Now?',
      link: '/in/profile-setup',
    });
  });
});

describe('§3 header shows only the first word of name, with a fixed fallback', () => {
  it.each([
    ['Asha Rani Verma', 'Asha'],
    ['  Ravi  ', 'Ravi'],
    ['', HEADER_NAME_FALLBACK],
    [null, HEADER_NAME_FALLBACK],
    ['   ', HEADER_NAME_FALLBACK],
  ])('%j → %s', (name, shown) => {
    expect(headerFirstName(name)).toBe(shown);
  });
});

describe('§6 sub-brokers and second factor', () => {
  it.each([
    [{ is_subbroker: 1 }, true],
    [{ subbroker: [{ id: 7 }] }, true],
    [{ is_subbroker: 0, subbroker: [] }, false],
    [{}, false],
  ])('sub-broker by is_subbroker or a subbroker list: %j → %s', (user, expected) => {
    expect(isSubBroker(user)).toBe(expected);
  });

  it.each([
    [{ ga_enabled: 1 }, 'ga', 'Secondary Password (Google Authenticator)'],
    [{ ga_enabled: 0 }, 'otp', 'Secondary Password (OTP)'],
    [{}, 'otp', 'Secondary Password (OTP)'],
  ])('2FA when ga_enabled: %j → %s dialog %s', (user, factor, title) => {
    const chosen = secondFactor(user);
    expect(chosen).toBe(factor);
    expect(OTP_DIALOG_TITLES[chosen]).toBe(title);
  });
});
