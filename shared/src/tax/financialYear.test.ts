import { describe, expect, it } from 'vitest';
import {
  financialYear,
  financialYearOf,
  indiaDate,
  inFinancialYear,
  parseFinancialYear,
  TAX_YEAR_MESSAGES,
  taxYearFor,
  tdsQuarterBounds,
  tdsQuarterOf,
  yearsLived,
} from './financialYear.ts';

describe('section 3: the financial year of an instant, 1 April – 31 March in India (UTC+5:30)', () => {
  it.each([
    ['1 April 00:00 IST begins 2025-26', '2025-03-31T18:30:00Z', '2025-26'],
    ['31 March 23:59:59 IST still ends 2024-25', '2025-03-31T18:29:59.999Z', '2024-25'],
    ['31 March 20:00 UTC is 1 April in India', '2025-03-31T20:00:00Z', '2025-26'],
    ['mid-year', '2025-10-15T12:00:00Z', '2025-26'],
    ['January belongs to the year begun the April before', '2026-01-10T00:00:00Z', '2025-26'],
    ['a century turn keeps two digits', '2099-06-01T00:00:00Z', '2099-00'],
  ])('%s', (_, iso, label) => {
    expect(financialYearOf(new Date(iso)).label).toBe(label);
  });

  it('bounds are India midnights: from 1 April, to the next 1 April (exclusive)', () => {
    const year = financialYear(2025);
    expect(year.from.toISOString()).toBe('2025-03-31T18:30:00.000Z');
    expect(year.to.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(inFinancialYear(year.from, year)).toBe(true);
    expect(inFinancialYear(new Date(year.to.getTime() - 1), year)).toBe(true);
    expect(inFinancialYear(year.to, year)).toBe(false);
  });

  it('reads the date as a clock in India does', () => {
    expect(indiaDate(new Date('2025-03-31T18:30:00Z'))).toEqual({ year: 2025, month: 4, day: 1 });
  });

  it.each([
    ['2025-26', 2025],
    ['FY2025-26', 2025],
    [' 2026-27 ', 2026],
    ['2099-00', 2099],
    ['2025-27', null],
    ['2025', null],
    ['1999-00', null],
    ['25-26', null],
  ] as const)('parses %j', (text, start) => {
    expect(parseFinancialYear(text)?.start ?? null).toBe(start);
  });
});

describe('section 200(3), rule 31A: TDS quarters Q1 Apr–Jun, Q2 Jul–Sep, Q3 Oct–Dec, Q4 Jan–Mar (India time)', () => {
  it.each([
    ['2025-03-31T18:30:00Z', 1],
    ['2025-06-30T18:29:59Z', 1],
    ['2025-06-30T18:30:00Z', 2],
    ['2025-09-30T18:30:00Z', 3],
    ['2025-12-31T18:29:59Z', 3],
    ['2025-12-31T18:30:00Z', 4],
    ['2026-03-31T18:29:59Z', 4],
  ] as const)('%s is in Q%i', (iso, quarter) => {
    expect(tdsQuarterOf(new Date(iso))).toBe(quarter);
  });

  it('quarter bounds tile the year', () => {
    const year = financialYear(2025);
    const bounds = ([1, 2, 3, 4] as const).map((q) => tdsQuarterBounds(year, q));
    expect(bounds[0]?.from).toEqual(year.from);
    expect(bounds[3]?.to).toEqual(year.to);
    for (let i = 1; i < 4; i++) expect(bounds[i]?.from).toEqual(bounds[i - 1]?.to);
    expect(bounds[3]?.from.toISOString()).toBe('2025-12-31T18:30:00.000Z');
  });
});

describe('the years of an account, and a year outside its life refused', () => {
  const createdAt = new Date('2024-02-10T10:00:00Z'); // in 2023-24
  const now = new Date('2026-04-02T10:00:00Z'); // in 2026-27

  it('lists each year from the account’s first to now, newest first', () => {
    expect(yearsLived(createdAt, now).map((y) => y.label)).toEqual([
      '2026-27',
      '2025-26',
      '2024-25',
      '2023-24',
    ]);
    expect(yearsLived(now, now).map((y) => y.label)).toEqual(['2026-27']);
  });

  it.each([
    ['2023-24', null],
    ['2026-27', null],
    ['2022-23', TAX_YEAR_MESSAGES.beforeAccount],
    ['2027-28', TAX_YEAR_MESSAGES.future],
    ['2023', TAX_YEAR_MESSAGES.malformed],
  ] as const)('%s', (text, message) => {
    const result = taxYearFor(text, createdAt, now);
    if (message === null) expect(result).toMatchObject({ ok: true, year: { label: text } });
    else expect(result).toEqual({ ok: false, message });
  });
});
