import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../invoice/rules.ts';
import {
  clientDisplayName,
  commissionOf,
  filterGstinInput,
  gstinMatchesPan,
  SUB_BROKER_CODE_PATTERN,
  SUB_BROKER_MESSAGES,
  subBrokerAcceptRequestSchema,
  subBrokerApplyRequestSchema,
  subBrokerCode,
  subBrokerInviteRequestSchema,
} from './rules.ts';

const PAN = 'ABCDE1234F';
const GSTIN = `27${PAN}1Z${gstinCheckChar(`27${PAN}1Z`)}`;
const OTHER = `29PQRST6789K1Z${gstinCheckChar('29PQRST6789K1Z')}`;
const wrongCheck = `${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}`;

describe('the sub-broker code', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0], 'SBAAAAAA'],
    [[31, 32, 33, 255, 7, 8], 'SB9AB9HJ'],
  ])('bytes %j make %s', (bytes, code) => {
    expect(subBrokerCode(Uint8Array.from(bytes))).toBe(code);
    expect(code).toMatch(SUB_BROKER_CODE_PATTERN);
  });

  it('needs six bytes', () => {
    expect(() => subBrokerCode(new Uint8Array(5))).toThrow();
  });
});

describe('the application', () => {
  it('trims and upper-cases what was typed', () => {
    expect(
      subBrokerApplyRequestSchema.parse({
        business_name: ' Asha Traders ',
        pan: 'abcde1234f',
        gstin: GSTIN.toLowerCase(),
      }),
    ).toEqual({ business_name: 'Asha Traders', pan: PAN, gstin: GSTIN });
  });

  it.each([
    ['a wrong check character', { gstin: wrongCheck }, 'gstin', SUB_BROKER_MESSAGES.gstin],
    ['an empty GST number', { gstin: '' }, 'gstin', SUB_BROKER_MESSAGES.gstin],
    ['a short GST number', { gstin: GSTIN.slice(0, 14) }, 'gstin', SUB_BROKER_MESSAGES.gstin],
    ["another PAN's GST number", { gstin: OTHER }, 'gstin', SUB_BROKER_MESSAGES.gstinPan],
    ['an empty PAN', { pan: '' }, 'pan', 'Enter Pan Details'],
    ['a malformed PAN', { pan: 'ABCDE12345' }, 'pan', undefined],
    ['an empty name', { business_name: '  ' }, 'business_name', SUB_BROKER_MESSAGES.businessName],
    ['a one-letter name', { business_name: 'A' }, 'business_name', SUB_BROKER_MESSAGES.businessNameLength],
    ['an unknown field', { extra: 1 }, '', undefined],
  ])('refuses %s', (_, change, field, message) => {
    const result = subBrokerApplyRequestSchema.safeParse({
      business_name: 'Asha Traders',
      pan: PAN,
      gstin: GSTIN,
      ...change,
    });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path[0] ?? '').toBe(field);
    if (message) expect(issue?.message).toBe(message);
  });

  it.each([
    [GSTIN, PAN, true],
    [OTHER, PAN, false],
  ])('GSTIN %s belongs to PAN %s: %s', (gstin, pan, matches) => {
    expect(gstinMatchesPan(gstin, pan)).toBe(matches);
  });
});

describe('the GST number as typed', () => {
  it.each([
    ['27abcde1234f1z5', '27ABCDE1234F1Z5'],
    ['27 ABCDE-1234F 1Z5', '27ABCDE1234F1Z5'],
    ['27ABCDE1234F1Z5XYZ', '27ABCDE1234F1Z5'],
    ['', ''],
  ])('%j becomes %j', (typed, kept) => {
    expect(filterGstinInput(typed)).toBe(kept);
  });
});

describe('invitations', () => {
  it.each([
    ['9876543210', true],
    [' 9876543210 ', true],
    ['987654321', false],
    ['98765432100', false],
    ['+919876543210', false],
  ])('mobile %j valid: %s', (mobile_number, valid) => {
    expect(subBrokerInviteRequestSchema.safeParse({ mobile_number }).success).toBe(valid);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['12345a', false],
  ])('OTP %j valid: %s', (otp, valid) => {
    expect(subBrokerAcceptRequestSchema.safeParse({ otp }).success).toBe(valid);
  });
});

describe('the commission on a fee (docs/sub-brokers.md: a share of the fee, rounded down)', () => {
  it.each([
    // fee paise, percent, commission paise
    [1000n, 20, 200n],
    [999n, 20, 199n], // 199.8 → 199: the platform never pays out more than the fee
    [4n, 20, 0n], // 0.8 → 0: a tiny fee earns nothing
    [5n, 20, 1n],
    [1n, 100, 1n], // the whole fee at most
    [12_345n, 0, 0n],
    [0n, 20, 0n],
    [10n ** 15n + 7n, 33, ((10n ** 15n + 7n) * 33n) / 100n], // bigint: no float rounding at any size
  ])('%s paise at %s%% earns %s paise', (fee, percent, expected) => {
    expect(commissionOf(fee, percent)).toBe(expected);
    expect(commissionOf(fee, percent) <= fee).toBe(true);
  });

  it.each([-1, 101, 2.5, Number.NaN])('refuses a percent of %s', (percent) => {
    expect(() => commissionOf(100n, percent)).toThrow(RangeError);
  });
});

describe('a client as their sub-broker sees them: one display name, never an internal id', () => {
  it.each([
    ['Ravi Kumar', '9876512993', 'Ravi Kumar (XXXXXX2993)'],
    [null, '9876512993', 'A Sikka user (XXXXXX2993)'],
    ['  ', 'XXXXXX2993', 'A Sikka user (XXXXXX2993)'],
    ['Ravi Kumar', null, 'Ravi Kumar'],
    [null, null, 'A Sikka user'],
  ])('%s with %s reads %s', (name, mobile, shown) => {
    expect(clientDisplayName(name, mobile)).toBe(shown);
  });
});
