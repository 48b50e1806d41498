// What the tax page reads off a report before showing it: the year asked for and the years offered, whether the year
// had any transfer, the words for each way a coin came and went, the dates as Schedule VDA writes them (India's
// calendar), and the Schedule VDA download's address. Amounts stay decimal strings: they are only formatted.
import { formatInr } from '@sikka/shared/money/amount';
import { financialYearOf, parseFinancialYear } from '@sikka/shared/tax/financialYear';
import { scheduleDate } from '@sikka/shared/tax/scheduleVda';
import type { TaxReport, TaxRow } from '@sikka/shared/tax/schemas';

/** The financial year now ('2025-26'): the page's year until the person picks another. */
export function currentTaxYear(now: Date = new Date()): string {
  return financialYearOf(now).label;
}

/** The years to pick from, newest first: the account's years, and the one asked for when it is not among them. */
export function yearOptions(years: readonly string[], year: string): string[] {
  return years.includes(year) ? [...years] : [year, ...years].sort().reverse();
}

/** A year with no transfer at all: nothing sold, spent, sent or withdrawn. */
export function isQuietYear(report: Pick<TaxReport, 'rows' | 'moves'>): boolean {
  return report.rows.length === 0 && report.moves.length === 0;
}

/** The BFF's Schedule VDA download (server/src/tax/scheduleVdaRoute.ts): a plain link, the session cookie goes along. */
const SCHEDULE_VDA_CSV_PATH = '/media/tax/schedule-vda.csv';

export function scheduleVdaHref(year: string): string {
  return `${SCHEDULE_VDA_CSV_PATH}?${new URLSearchParams({ year })}`;
}

/** ₹ with Indian grouping, exact to the paisa (a loss keeps its sign). */
export const rupees = (amount: string) => formatInr(amount, { symbol: true });

/** A gain below nil: shown, but not set off against any other gain (section 115BBH(2)(b)). */
export function isLoss(gain: string): boolean {
  return gain.startsWith('-') && /[1-9]/.test(gain);
}

/** DD/MM/YYYY in India, as Schedule VDA writes it; a coin from beyond the platform's records has no date. */
export function taxDate(at: string | null): string {
  return at === null ? 'Not known' : scheduleDate(new Date(at));
}

/** The last day of a year ('31 March 2026' for 2025-26), for the holdings' heading. */
export function yearEnd(year: string): string {
  const parsed = parseFinancialYear(year);
  return parsed ? `31 March ${parsed.start + 1}` : 'the year’s end';
}

export const KIND_LABELS: Readonly<Record<TaxRow['kind'], string>> = {
  instant_sell: 'Instant sell',
  exchange_sell: 'Exchange sell',
  basket_sell: 'Basket sell',
  plan_sell: 'Plan sell',
  shop_spend: 'Shop purchase',
  vendor_order: 'Vendor order',
  liquidation: 'Loan liquidation',
  gift_sent: 'Gift sent',
  uma_sent: 'UMA send',
  p2p_sale: 'Paid send (sale)',
  withdrawal: 'Withdrawal',
};

export const SOURCE_LABELS: Readonly<Record<TaxRow['source'], string>> = {
  instant_buy: 'Instant buy',
  exchange_buy: 'Exchange buy',
  basket_buy: 'Basket buy',
  plan_buy: 'Plan buy',
  reward: 'Reward',
  gift_received: 'Gift received',
  uma_received: 'UMA received',
  deposit: 'Deposit',
  unknown: 'Not on Sikka',
};

/** Section 194S TDS by quarter of the financial year (Form 26AS and the AIS list it so). */
export const QUARTERS = [
  { key: 'q1', label: 'Q1 (Apr–Jun)' },
  { key: 'q2', label: 'Q2 (Jul–Sep)' },
  { key: 'q3', label: 'Q3 (Oct–Dec)' },
  { key: 'q4', label: 'Q4 (Jan–Mar)' },
] as const satisfies readonly { key: keyof TaxReport['tds_by_quarter']; label: string }[];
