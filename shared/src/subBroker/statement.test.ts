// The statement's period (a month or an Indian financial year, India's time), its cells and labels, and CSV fields
// made safe for spreadsheets (docs/sub-brokers.md).
import { describe, expect, it } from 'vitest';
import {
  isFuturePeriod,
  periodLabel,
  recentFinancialYears,
  recentMonths,
  STATEMENT_COLUMNS,
  statementCells,
  statementDownloadUrl,
  statementPeriod,
  statementTime,
  statementTotalCells,
  WITHDRAWAL_COLUMNS,
  withdrawalCells,
} from './statement.ts';

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

describe('a statement as shown', () => {
  it.each([
    ['2026-06', 'June 2026'],
    ['FY2026-27', 'Financial year 2026-27 (April 2026 to March 2027)'],
    ['junk', 'junk'],
  ])('%s reads %s', (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });

  it('downloads from the BFF with the client and period in the query', () => {
    expect(statementDownloadUrl('pdf', 42, 'FY2026-27')).toBe(
      '/media/sub-broker/statement.pdf?client_id=42&period=FY2026-27',
    );
  });

  it('shows times in India and one cell per column', () => {
    expect(statementTime('2026-06-30T18:45:00.000Z')).toBe('2026-07-01 00:15');
    const line = {
      at: '2026-06-10T06:00:00.000Z',
      source: 'trade' as const,
      market: 'BTC-INR',
      side: 'sell' as const,
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

  it('a withdrawal the sub-broker started: its time in India, rupees, status in words and where it went', () => {
    const cells = withdrawalCells({
      id: 7,
      at: '2026-06-10T06:00:00.000Z',
      amount: '2500.00',
      status: 'held',
      destination: 'HDFC Bank ••••5678',
    });
    expect(cells).toEqual(['2026-06-10 11:30', '2500.00', 'Held for declaration', 'HDFC Bank ••••5678']);
    expect(cells).toHaveLength(WITHDRAWAL_COLUMNS.length);
  });
});
