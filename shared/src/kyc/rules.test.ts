import { describe, expect, it } from 'vitest';
import {
  AADHAAR_PATTERN,
  ageOn,
  BANK_ACCOUNT_PATTERN,
  IFSC_PATTERN,
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  ifscLine,
  individualPanError,
  isAdult,
  normaliseName,
  PAN_NOT_A_CATEGORY,
  PAN_NOT_INDIVIDUAL,
  PIN_PATTERN,
  panHolderCategory,
  UPI_ID_PATTERN,
} from './rules.ts';

describe('§5 PAN AAAAA0000A and its holder category (4th letter)', () => {
  it.each([
    ['ABCPE1234F', 'P', null],
    ['ABCCE1234F', 'C', PAN_NOT_INDIVIDUAL],
    ['ABCHE1234F', 'H', PAN_NOT_INDIVIDUAL],
    ['ABCXE1234F', null, PAN_NOT_A_CATEGORY],
    ['ABCP1234F', null, PAN_NOT_A_CATEGORY],
    ['abcpe1234f', null, PAN_NOT_A_CATEGORY],
  ])('%s → category %s, refusal %s', (pan, category, refusal) => {
    expect(panHolderCategory(pan)).toBe(category);
    expect(individualPanError(pan)).toBe(refusal);
  });
});

describe('formats', () => {
  it.each([
    [AADHAAR_PATTERN, '234567890123', true],
    [AADHAAR_PATTERN, '123456789012', false],
    [AADHAAR_PATTERN, '23456789012', false],
    [PIN_PATTERN, '560001', true],
    [PIN_PATTERN, '060001', false],
    [PIN_PATTERN, '56000', false],
    [IFSC_PATTERN, 'HDFC0000123', true],
    [IFSC_PATTERN, 'SBIN0ABC123', true],
    [IFSC_PATTERN, 'HDFC1000123', false],
    [IFSC_PATTERN, 'HDF00000123', false],
    [BANK_ACCOUNT_PATTERN, '50100012345678', true],
    [BANK_ACCOUNT_PATTERN, '12345678', false],
    [BANK_ACCOUNT_PATTERN, '1234567890123456789', false],
    [UPI_ID_PATTERN, 'asha.verma@okhdfc', true],
    [UPI_ID_PATTERN, 'asha@', false],
    [UPI_ID_PATTERN, 'asha@ok1', false],
  ])('%s matches %s: %s', (pattern, value, ok) => {
    expect(pattern.test(value)).toBe(ok);
  });

  it('lists the 28 states and 8 union territories', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(new Set([...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES]).size).toBe(36);
  });
});

describe('age of majority: 18 or older', () => {
  const today = new Date('2026-03-15T12:00:00Z');
  it.each([
    ['2008-03-15', 18, true],
    ['2008-03-16', 17, false],
    ['1990-01-31', 36, true],
    ['2030-01-01', null, false],
    ['2001-02-30', null, false],
    ['15/03/2000', null, false],
  ])('born %s → %s years, adult %s', (dob, age, adult) => {
    expect(ageOn(dob, today)).toBe(age);
    expect(isAdult(dob, today)).toBe(adult);
  });
});

it('names compare as upper-case words with single spaces', () => {
  expect(normaliseName('  asha   rani verma ')).toBe('ASHA RANI VERMA');
});

describe('ifscLine: the bank step’s look-up in one line', () => {
  it.each([
    [{ bank: 'HDFC Bank', ifsc: 'HDFC0000123', branch: null, city: null }, 'HDFC Bank · HDFC0000123'],
    [
      { bank: 'HDFC Bank', ifsc: 'HDFC0000123', branch: 'MG ROAD', city: 'BENGALURU' },
      'HDFC Bank · MG ROAD, BENGALURU · HDFC0000123',
    ],
    [
      { bank: 'HDFC Bank', ifsc: 'HDFC0000123', branch: 'MG ROAD', city: null },
      'HDFC Bank · MG ROAD · HDFC0000123',
    ],
  ])('%o → %s', (details, line) => {
    expect(ifscLine(details)).toBe(line);
  });
});
