// A person's VDA report for one financial year: the Schedule VDA rows (ITR-2 / ITR-3) of every taxed transfer in the
// year, the moves that are not taxed, a summary per coin, the totals, the tax estimate and the TDS per quarter; and
// the rows as the CSV a chartered accountant files from (rupees with two decimals, dates DD/MM/YYYY in India).

import { toCsv } from '../format/csv.ts';
import { fromMinorUnits } from '../money/amount.ts';
import {
  type FinancialYear,
  indiaDate,
  inFinancialYear,
  type TdsQuarter,
  tdsQuarterOf,
} from './financialYear.ts';
import { type DisposalRow, type Lot, type MatchedDisposal, matchFifo, type TaxEvent } from './lots.ts';
import { DISPOSAL_RULES, incomeOf, VDA_TAX_FROM, type VdaTaxEstimate, vdaTaxEstimate } from './vdaRules.ts';

/** Schedule VDA's column 4: 'Capital Gain' for an investor, 'Business Income' for one who trades as a business. */
export type IncomeHead = 'Capital Gain' | 'Business Income';

/** Sums over a set of taxed rows, in paise. */
export interface VdaSums {
  /** Taxed transfers (disposals, not rows). */
  transfers: number;
  cost: bigint;
  consideration: bigint;
  /** Σ (consideration − cost): what the rows made net, which the law does not tax. */
  net: bigint;
  /** Σ of the losses, as a positive amount: section 115BBH sets none off. */
  lossesIgnored: bigint;
  /** Σ of each row's income (nil for a loss): the taxable income. Always net + lossesIgnored. */
  income: bigint;
}

export interface AssetSummary extends VdaSums {
  asset: string;
  /** Minor units of the asset transferred in taxed transfers. */
  quantity: bigint;
}

export interface VdaReport {
  year: FinancialYear;
  /** Section 115BBH applies to transfers from 1 April 2022: false for an earlier year. */
  rulesApply: boolean;
  /** Schedule VDA's rows: each lot consumed by a taxed transfer in the year, in order of transfer. */
  rows: DisposalRow[];
  /** Coins that left without a taxed transfer (gifts, sends, withdrawals): shown, not in the schedule. */
  moves: DisposalRow[];
  assets: AssetSummary[];
  totals: VdaSums;
  estimate: VdaTaxEstimate;
  /** TDS deducted under section 194S on the year's transfers, by quarter of the transfer (Form 26AS/AIS). */
  tdsByQuarter: Record<TdsQuarter, bigint>;
  tds: bigint;
  /** Rows whose cost the platform does not know (a deposit, a gift, an unknown lot): the person should check them. */
  costsToCheck: number;
  /** What the person held at the year's end. */
  lots: Lot[];
}

function sums(rows: readonly DisposalRow[], transfers: number): VdaSums {
  const total: VdaSums = { transfers, cost: 0n, consideration: 0n, net: 0n, lossesIgnored: 0n, income: 0n };
  for (const row of rows) {
    total.cost += row.cost;
    total.consideration += row.consideration;
    total.net += row.gain;
    total.lossesIgnored += row.gain < 0n ? -row.gain : 0n;
    total.income += incomeOf(row.gain);
  }
  return total;
}

/** Per coin, in order of its first taxed transfer in the year. */
function perAsset(taxed: readonly MatchedDisposal[]): AssetSummary[] {
  const byAsset = new Map<string, MatchedDisposal[]>();
  for (const matched of taxed) {
    const list = byAsset.get(matched.disposal.asset) ?? [];
    list.push(matched);
    byAsset.set(matched.disposal.asset, list);
  }
  return [...byAsset].map(([asset, list]) => ({
    asset,
    quantity: list.reduce((sum, matched) => sum + matched.disposal.quantity, 0n),
    ...sums(
      list.flatMap((matched) => matched.rows),
      list.length,
    ),
  }));
}

/** The year's report from the person's whole history (earlier years' acquisitions are the lots this year sells). */
export function vdaReport(events: readonly TaxEvent[], year: FinancialYear): VdaReport {
  const { disposals, lots } = matchFifo(events.filter((event) => event.at.getTime() < year.to.getTime()));
  const inYear = disposals.filter((matched) => inFinancialYear(matched.disposal.at, year));
  const taxed = inYear.filter((matched) => DISPOSAL_RULES[matched.disposal.kind].taxed);
  const rows = taxed.flatMap((matched) => matched.rows);
  const tdsByQuarter: Record<TdsQuarter, bigint> = { 1: 0n, 2: 0n, 3: 0n, 4: 0n };
  for (const matched of inYear) tdsByQuarter[tdsQuarterOf(matched.disposal.at)] += matched.tds;
  const totals = sums(rows, taxed.length);
  return {
    year,
    rulesApply: year.from.getTime() >= VDA_TAX_FROM.getTime(),
    rows,
    moves: inYear.filter((matched) => !DISPOSAL_RULES[matched.disposal.kind].taxed).flatMap((m) => m.rows),
    assets: perAsset(taxed),
    totals,
    estimate: vdaTaxEstimate(totals.income),
    tdsByQuarter,
    tds: tdsByQuarter[1] + tdsByQuarter[2] + tdsByQuarter[3] + tdsByQuarter[4],
    costsToCheck: rows.filter((row) => !row.costKnown).length,
    lots,
  };
}

/** Schedule VDA's seven columns (ITR-2 / ITR-3), then three that help the person and their accountant. */
export const SCHEDULE_VDA_COLUMNS = [
  'Sl. No.',
  'Date of Acquisition',
  'Date of Transfer',
  'Head under which income to be taxed',
  'Cost of Acquisition',
  'Consideration Received',
  'Income from transfer of VDA (enter nil in case of loss)',
  'Asset',
  'Quantity',
  'Note',
] as const;

export const SCHEDULE_VDA_NOTES = {
  unknownLot: 'Not acquired on Sikka as far as its records go: enter the date and cost of acquisition',
  costToCheck: 'Cost is the market value on arrival: enter what you paid if it differs',
} as const;

/** DD/MM/YYYY of an instant's date in India. */
export function scheduleDate(at: Date): string {
  const { year, month, day } = indiaDate(at);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** Paise as rupees with two decimals and no grouping: 123456 → '1234.56'. */
const rupees = (paise: bigint) => fromMinorUnits(paise, 'INR');

function noteOf(row: DisposalRow): string {
  if (row.source === 'unknown') return SCHEDULE_VDA_NOTES.unknownLot;
  return row.costKnown ? '' : SCHEDULE_VDA_NOTES.costToCheck;
}

/** The report's rows as Schedule VDA in CSV, with the schedule's total of positive incomes as its last line. */
export function scheduleVdaCsv(report: VdaReport, head: IncomeHead = 'Capital Gain'): string {
  const lines = report.rows.map((row, index) => [
    String(index + 1),
    row.acquiredAt ? scheduleDate(row.acquiredAt) : '',
    scheduleDate(row.transferredAt),
    head,
    rupees(row.cost),
    rupees(row.consideration),
    rupees(incomeOf(row.gain)),
    row.asset,
    fromMinorUnits(row.quantity, row.asset),
    noteOf(row),
  ]);
  const { cost, consideration, income } = report.totals;
  const total = ['Total (sum of all positive incomes)', '', '', '', rupees(cost), rupees(consideration)];
  return toCsv([[...SCHEDULE_VDA_COLUMNS], ...lines, [...total, rupees(income), '', '', '']]);
}

/** The download's name: 'schedule-vda-2025-26.csv'. */
export function scheduleVdaFileName(year: FinancialYear): string {
  return `schedule-vda-${year.label}.csv`;
}
