// What the tax page reads off a report: the year now by India's calendar, the years offered, a loss, the dates as
// Schedule VDA writes them, and the download's address.
import { describe, expect, it } from 'vitest';
import {
  currentTaxYear,
  isLoss,
  isQuietYear,
  scheduleVdaHref,
  taxDate,
  yearEnd,
  yearOptions,
} from './taxReport.ts';

describe('the tax page’s reading of a report', () => {
  it('takes the financial year now by the date in India: 31 March 18:29 UTC is still the old year', () => {
    expect(currentTaxYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(currentTaxYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
  });

  it('offers the account’s years newest first, and a year asked for outside them in its place', () => {
    expect(yearOptions(['2025-26', '2024-25'], '2024-25')).toEqual(['2025-26', '2024-25']);
    expect(yearOptions(['2025-26', '2024-25'], '2019-20')).toEqual(['2025-26', '2024-25', '2019-20']);
    expect(yearOptions([], '2025-26')).toEqual(['2025-26']);
  });

  it('calls a negative gain a loss, never a nil one', () => {
    expect(isLoss('-0.01')).toBe(true);
    expect(isLoss('-0.00')).toBe(false);
    expect(isLoss('0.00')).toBe(false);
    expect(isLoss('12.00')).toBe(false);
  });

  it('writes dates DD/MM/YYYY in India, and says so when a coin has none', () => {
    expect(taxDate('2025-07-31T19:00:00Z')).toBe('01/08/2025');
    expect(taxDate(null)).toBe('Not known');
    expect(yearEnd('2025-26')).toBe('31 March 2026');
  });

  it('finds a year quiet only when nothing left at all', () => {
    expect(isQuietYear({ rows: [], moves: [] })).toBe(true);
    expect(isQuietYear({ rows: [], moves: [{} as never] })).toBe(false);
  });

  it('downloads Schedule VDA from the BFF for the year', () => {
    expect(scheduleVdaHref('2025-26')).toBe('/media/tax/schedule-vda.csv?year=2025-26');
  });
});
