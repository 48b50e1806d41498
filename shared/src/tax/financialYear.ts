// The Indian financial year (1 April – 31 March, in India's time) of the tax report: its label, its bounds as
// instants, the quarter of a deduction of tax at source, and the years an account has lived through.

/** India's time is UTC+5:30 all year (no daylight saving): every year and quarter begins at its midnight. */
const IST_OFFSET_MS = 330 * 60_000;
const LABEL = /^(?:FY)?(\d{4})-(\d{2})$/;
/** A year before this is refused as malformed: no account, nor the VDA rules, is older. */
const FIRST_YEAR = 2000;

/** The report's refusals of a year, word for word. */
export const TAX_YEAR_MESSAGES = {
  malformed: 'Choose a financial year such as 2025-26',
  beforeAccount: 'Your account did not exist in that financial year: choose a year since you joined',
  future: 'That financial year has not begun yet',
} as const;

/** Section 3 (previous year) and 2(9) (assessment year): a financial year runs from 1 April to the next 31 March. */
export interface FinancialYear {
  /** The calendar year it begins in: 2025 for 2025-26. */
  start: number;
  /** '2025-26'. */
  label: string;
  /** Its first instant (India's midnight of 1 April) and the first instant of the next year (exclusive). */
  from: Date;
  to: Date;
}

/** A TDS quarter (Form 26Q/27Q returns, Form 26AS): Q1 April–June, Q2 July–September, Q3 October–December, Q4 January–March. */
export type TdsQuarter = 1 | 2 | 3 | 4;

const istMidnight = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1) - IST_OFFSET_MS);

/** The instant a calendar day begins in India: indiaMidnight(2024, 10, 1) is 1 October 2024, 00:00 IST. */
export function indiaMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - IST_OFFSET_MS);
}

/** The calendar fields of an instant as read on a clock in India. */
export function indiaDate(at: Date): { year: number; month: number; day: number } {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The financial year that begins on 1 April of `start`. */
export function financialYear(start: number): FinancialYear {
  return {
    start,
    label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    from: istMidnight(start, 3),
    to: istMidnight(start + 1, 3),
  };
}

/** The financial year an instant falls in, by the date in India. */
export function financialYearOf(at: Date): FinancialYear {
  const { year, month } = indiaDate(at);
  return financialYear(month >= 4 ? year : year - 1);
}

/** '2025-26' or 'FY2025-26' (the sub-broker statement's spelling) as a year, or null when malformed. */
export function parseFinancialYear(text: string): FinancialYear | null {
  const match = LABEL.exec(text.trim());
  if (!match) return null;
  const start = Number(match[1]);
  if (start < FIRST_YEAR || Number(match[2]) !== (start + 1) % 100) return null;
  return financialYear(start);
}

/** Whether an instant is inside a year: from its first instant, before the next year's. */
export function inFinancialYear(at: Date, year: FinancialYear): boolean {
  return at.getTime() >= year.from.getTime() && at.getTime() < year.to.getTime();
}

/** The TDS quarter of an instant, by the month in India. */
export function tdsQuarterOf(at: Date): TdsQuarter {
  const { month } = indiaDate(at);
  if (month >= 4 && month <= 6) return 1;
  if (month >= 7 && month <= 9) return 2;
  if (month >= 10) return 3;
  return 4;
}

/** A quarter's bounds within a year: Q1 from 1 April, …, Q4 from 1 January of the next calendar year. */
export function tdsQuarterBounds(year: FinancialYear, quarter: TdsQuarter): { from: Date; to: Date } {
  const firstMonth = 3 + (quarter - 1) * 3;
  return { from: istMidnight(year.start, firstMonth), to: istMidnight(year.start, firstMonth + 3) };
}

/** The years an account has lived through, from the one it was made in to the current one, newest first. */
export function yearsLived(createdAt: Date, now: Date): FinancialYear[] {
  const first = financialYearOf(createdAt).start;
  const last = financialYearOf(now).start;
  const years: FinancialYear[] = [];
  for (let start = last; start >= first; start--) years.push(financialYear(start));
  return years;
}

export type TaxYearResult = { ok: true; year: FinancialYear } | { ok: false; message: string };

/** A year asked for, checked against the account's life: malformed, before the account, or not begun, each refused. */
export function taxYearFor(text: string, createdAt: Date, now: Date): TaxYearResult {
  const year = parseFinancialYear(text);
  if (!year) return { ok: false, message: TAX_YEAR_MESSAGES.malformed };
  if (year.start > financialYearOf(now).start) return { ok: false, message: TAX_YEAR_MESSAGES.future };
  if (year.start < financialYearOf(createdAt).start) {
    return { ok: false, message: TAX_YEAR_MESSAGES.beforeAccount };
  }
  return { ok: true, year };
}
