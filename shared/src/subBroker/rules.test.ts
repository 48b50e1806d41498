import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../invoice/rules.ts';
import {
  commissionOf,
  csvField,
  filterGstinInput,
  gstinMatchesPan,
  isFuturePeriod,
  periodLabel,
  recentFinancialYears,
  recentMonths,
  STATEMENT_COLUMNS,
  SUB_BROKER_CODE_PATTERN,
  SUB_BROKER_MESSAGES,
  statementCells,
  statementPeriod,
  statementTime,
  statementTotalCells,
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

describe("a statement period (a month or an Indian financial year, India's time)", () => {
  it.each([
    ['2026-05', 'month', '2026-04-30T18:30:00.000Z', '2026-05-31T18:30:00.000Z'],
    ['2026-12', 'month', '2026-11-30T18:30:00.000Z', '2026-12-31T18:30:00.000Z'],
    ['FY2026-27', 'financial_year', '2026-03-31T18:30:00.000Z', '2027-03-31T18:30:00.000Z'],
    ['FY1999-00', null, null, null],
    ['FY2099-00', 'financial_year', '2099-03-31T18:30:00.000Z', '2100-03-31T18:30:00.000Z'],
    ['FY2026-28', null, null, null],
    ['2026-13', null, null, null],
    ['2026-5', null, null, null],
    ['2026', null, null, null],
    ['', null, null, null],
    ['1999-12', null, null, null],
  ])('%s is %s from %s to %s', (text, kind, from, to) => {
    const period = statementPeriod(text);
    if (kind === null) expect(period).toBeNull();
    else
      expect(period).toEqual({
        period: text,
        kind,
        from: new Date(from as string),
        to: new Date(to as string),
      });
  });

  it("refuses a period that has not begun, in India's time", () => {
    const now = new Date('2026-05-31T18:29:59Z'); // 23:59:59 on 31 May in India
    expect(isFuturePeriod(statementPeriod('2026-05') as never, now)).toBe(false);
    expect(isFuturePeriod(statementPeriod('2026-06') as never, now)).toBe(true);
    expect(isFuturePeriod(statementPeriod('2026-06') as never, new Date('2026-05-31T18:30:00Z'))).toBe(false);
    expect(isFuturePeriod(statementPeriod('FY2027-28') as never, now)).toBe(true);
  });

  it('offers the recent months and financial years, newest first', () => {
    const now = new Date('2026-04-01T00:00:00Z'); // 05:30 on 1 April in India: a new financial year
    expect(recentMonths(now, 3)).toEqual(['2026-04', '2026-03', '2026-02']);
    expect(recentFinancialYears(now, 2)).toEqual(['FY2026-27', 'FY2025-26']);
    expect(recentFinancialYears(new Date('2026-03-31T18:29:00Z'), 1)).toEqual(['FY2025-26']);
  });
});

describe('a CSV field', () => {
  it.each([
    ['BTC', 'BTC'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+91', "'+91"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['12.50', '12.50'],
  ])('%j is written %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});

describe('a statement as shown', () => {
  it.each([
    ['2026-06', 'June 2026'],
    ['FY2026-27', 'Financial year 2026-27 (April 2026 to March 2027)'],
    ['junk', 'junk'],
  ])('%s reads %s', (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });

  it('shows times in India and one cell per column', () => {
    expect(statementTime('2026-06-30T18:45:00.000Z')).toBe('2026-07-01 00:15');
    const line = {
      at: '2026-06-10T06:00:00.000Z',
      source: 'trade' as const,
      market: 'BTC-INR',
      side: 'sell',
      quantity: '0.01000000',
      price: '9000000.00',
      value: '90000.00',
      fee: '90.00',
      gst: '16.20',
      tds: '900.00',
      commission: '18.00',
    };
    expect(statementCells(line)).toEqual([
      '2026-06-10 11:30',
      'Exchange',
      'BTC-INR',
      'Sell',
      '0.01000000',
      '9000000.00',
      '90000.00',
      '90.00',
      '16.20',
      '900.00',
      '18.00',
    ]);
    expect(statementCells(line)).toHaveLength(STATEMENT_COLUMNS.length);
    expect(statementTotalCells({ value: '1', fee: '2', gst: '3', tds: '4', commission: '5' })).toHaveLength(
      STATEMENT_COLUMNS.length,
    );
  });
});
