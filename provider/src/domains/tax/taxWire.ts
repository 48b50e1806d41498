// The tax report on the wire (shared/src/tax/schemas.ts): paise as rupees with two decimals, coin quantities at their
// precision, instants as ISO strings.
import type { Coin } from '@sikka/shared/constants';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { FinancialYear } from '@sikka/shared/tax/financialYear';
import type { DisposalRow, Lot } from '@sikka/shared/tax/lots';
import type { VdaReport, VdaSums } from '@sikka/shared/tax/scheduleVda';
import type { TaxReport, TaxRow } from '@sikka/shared/tax/schemas';
import type { UnknownCost } from './taxEvents.ts';

const rupees = (paise: bigint) => fromMinorUnits(paise, 'INR');
/** A gain may be a loss: the sign, then the rupees. */
const signedRupees = (paise: bigint) => (paise < 0n ? `-${rupees(-paise)}` : rupees(paise));

function rowWire(row: DisposalRow): TaxRow {
  return {
    asset: row.asset as Coin,
    kind: row.kind,
    acquired_at: row.acquiredAt?.toISOString() ?? null,
    transferred_at: row.transferredAt.toISOString(),
    source: row.source,
    quantity: fromMinorUnits(row.quantity, row.asset),
    cost: rupees(row.cost),
    consideration: rupees(row.consideration),
    gain: signedRupees(row.gain),
    cost_known: row.costKnown,
    taxed: row.taxed,
    lot_id: row.lotRef ?? null,
  };
}

function sumsWire(sums: VdaSums) {
  return {
    transfers: sums.transfers,
    cost: rupees(sums.cost),
    consideration: rupees(sums.consideration),
    net: signedRupees(sums.net),
    losses_ignored: rupees(sums.lossesIgnored),
    income: rupees(sums.income),
  };
}

function lotWire(lot: Lot) {
  return {
    asset: lot.asset as Coin,
    acquired_at: lot.acquiredAt?.toISOString() ?? null,
    source: lot.source,
    quantity: fromMinorUnits(lot.quantity, lot.asset),
    cost: rupees(lot.cost),
    cost_known: lot.costKnown,
  };
}

/** A sub-broker's year of commission, in paise. */
export interface CommissionYear {
  credited: bigint;
  tds: bigint;
}

export function reportWire(
  report: VdaReport,
  context: { years: FinancialYear[]; unknownCosts: UnknownCost[]; commission: CommissionYear | null },
): TaxReport {
  const { estimate, tdsByQuarter } = report;
  const { commission } = context;
  return {
    year: report.year.label,
    from: report.year.from.toISOString(),
    to: report.year.to.toISOString(),
    years: context.years.map((year) => year.label),
    rules_apply: report.rulesApply,
    rows: report.rows.map(rowWire),
    moves: report.moves.map(rowWire),
    assets: report.assets.map((summary) => ({
      asset: summary.asset as Coin,
      quantity: fromMinorUnits(summary.quantity, summary.asset),
      ...sumsWire(summary),
    })),
    totals: sumsWire(report.totals),
    estimate: {
      income: rupees(estimate.income),
      tax: rupees(estimate.tax),
      cess: rupees(estimate.cess),
      total: rupees(estimate.total),
      filed_income: rupees(estimate.filedIncome),
      filed_tax: rupees(estimate.filedTax),
      filed_cess: rupees(estimate.filedCess),
      payable: rupees(estimate.payable),
    },
    tds_by_quarter: {
      q1: rupees(tdsByQuarter[1]),
      q2: rupees(tdsByQuarter[2]),
      q3: rupees(tdsByQuarter[3]),
      q4: rupees(tdsByQuarter[4]),
    },
    tds: rupees(report.tds),
    costs_to_check: report.costsToCheck,
    unknown_costs: context.unknownCosts.map((cost) => ({
      lot_id: cost.id,
      asset: cost.asset,
      source: cost.source,
      acquired_at: cost.at.toISOString(),
      quantity: fromMinorUnits(cost.quantity, cost.asset),
      market_value: rupees(cost.marketValue),
      entered_cost: cost.entered === null ? null : rupees(cost.entered),
    })),
    holdings: report.lots.filter((lot) => lot.quantity > 0n).map(lotWire),
    commission: commission && {
      credited: rupees(commission.credited),
      tds: rupees(commission.tds),
      paid: rupees(commission.credited - commission.tds),
      asset: 'INR',
    },
  };
}
