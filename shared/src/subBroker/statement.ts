// Statements of a sub-broker's client (docs/sub-brokers.md): the period asked for (a month or an Indian financial
// year, in India's time), how a statement's lines read on the page, in the CSV and in the PDF, and where it downloads.
// Apart from rules.ts so the page's first chunk does not carry it.
import { financialYear, financialYearOf, parseFinancialYear } from '../tax/financialYear.ts';
import type { SubBrokerStatement, SubBrokerStatementLine } from './schemas.ts';

export const STATEMENT_MESSAGES = {
  period: 'Choose a month (YYYY-MM) or a financial year (FY2025-26)',
  futurePeriod: 'A statement cannot cover a future period',
} as const;

/** India's time is UTC+5:30 all year: months and financial years begin at its midnight. */
const IST_OFFSET_MS = 330 * 60_000;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface StatementPeriod {
  /** As asked for: '2026-05' or 'FY2026-27'. */
  period: string;
  kind: 'month' | 'financial_year';
  /** The first instant in the period and the first after it (India's midnights). */
  from: Date;
  to: Date;
}

const istMidnight = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1) - IST_OFFSET_MS);

/**
 * A statement's period: a month 'YYYY-MM' or an Indian financial year 'FY2026-27' (April to March, the same years
 * as invoice numbers'), or null when malformed. 'FY' keeps '2011-12' from meaning both December 2011 and a year.
 */
export function statementPeriod(text: string): StatementPeriod | null {
  const month = MONTH_PATTERN.exec(text);
  if (month) {
    const year = Number(month[1]);
    const index = Number(month[2]) - 1;
    if (year < 2000) return null;
    return { period: text, kind: 'month', from: istMidnight(year, index), to: istMidnight(year, index + 1) };
  }
  const year = text.startsWith('FY') ? parseFinancialYear(text) : null;
  return year && { period: text, kind: 'financial_year', from: year.from, to: year.to };
}

/** A period that has not begun yet (India's time) has nothing to state: it is refused. */
export function isFuturePeriod(period: StatementPeriod, now: Date): boolean {
  return period.from.getTime() > now.getTime();
}

/** The months offered for a statement: this month and the eleven before it, newest first (India's time). */
export function recentMonths(now: Date, count = 12): string[] {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The financial years offered: this one and the two before it, newest first ('FY2026-27'). */
export function recentFinancialYears(now: Date, count = 3): string[] {
  const { start } = financialYearOf(now);
  return Array.from({ length: count }, (_, i) => `FY${financialYear(start - i).label}`);
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A period as people read it: 'June 2026', 'Financial year 2026-27 (April 2026 to March 2027)'. */
export function periodLabel(text: string): string {
  const month = MONTH_PATTERN.exec(text);
  if (month) return `${MONTH_NAMES[Number(month[2]) - 1]} ${month[1]}`;
  const fy = text.startsWith('FY') ? parseFinancialYear(text) : null;
  return fy ? `Financial year ${fy.label} (April ${fy.start} to March ${fy.start + 1})` : text;
}

/** A moment in India's time, as a statement shows it: '2026-06-10 11:30'. */
export function statementTime(iso: string): string {
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The columns of a statement's table, on the page, in the CSV and in the PDF alike. */
export const STATEMENT_COLUMNS = [
  'Date (IST)',
  'Type',
  'Pair/coin',
  'Side',
  'Quantity',
  'Price (INR)',
  'Value (INR)',
  'Fee (INR)',
  'GST (INR)',
  'TDS (INR)',
  'Commission (INR)',
] as const;

type StatementLineLike = Omit<SubBrokerStatementLine, 'fill_id'>;

/** One line's cells in STATEMENT_COLUMNS' order. */
export function statementCells(line: StatementLineLike): string[] {
  return [
    statementTime(line.at),
    line.source === 'instant' ? 'Instant' : 'Exchange',
    line.market,
    line.side === 'buy' ? 'Buy' : 'Sell',
    line.quantity,
    line.price,
    line.value,
    line.fee,
    line.gst,
    line.tds,
    line.commission,
  ];
}

/** The totals row's cells in STATEMENT_COLUMNS' order. */
export function statementTotalCells(totals: SubBrokerStatement['totals']): string[] {
  return ['Total', '', '', '', '', '', totals.value, totals.fee, totals.gst, totals.tds, totals.commission];
}

/** The columns of the withdrawals a sub-broker started for the client, under the trades. */
export const WITHDRAWAL_COLUMNS = ['Date (IST)', 'Amount (INR)', 'Status', 'To'] as const;

const WITHDRAWAL_STATUS: Readonly<Record<SubBrokerStatement['withdrawals'][number]['status'], string>> = {
  held: 'Held for declaration',
  requested: 'Requested',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

/** One withdrawal's cells in WITHDRAWAL_COLUMNS' order. */
export function withdrawalCells(withdrawal: SubBrokerStatement['withdrawals'][number]): string[] {
  return [
    statementTime(withdrawal.at),
    withdrawal.amount,
    WITHDRAWAL_STATUS[withdrawal.status],
    withdrawal.destination,
  ];
}

/** The BFF's download of a statement: `${STATEMENT_DOWNLOAD_PATH}.csv|.pdf?client_id&period` (cookie session). */
export const STATEMENT_DOWNLOAD_PATH = '/media/sub-broker/statement';

export function statementDownloadUrl(format: 'csv' | 'pdf', clientId: number, period: string): string {
  return `${STATEMENT_DOWNLOAD_PATH}.${format}?client_id=${clientId}&period=${encodeURIComponent(period)}`;
}
