// Lending against crypto (docs/requirements.md §1, §2 /in/lending): the loan plans and collateral limits in one place, and the
// pure, exact arithmetic of a loan — LTV, the largest loan, the collateral needed, margin-call and liquidation
// prices, daily interest, fees with GST and the repayment schedule — in bigint paise and coin minor units.
import type { Coin } from '../constants.ts';
import { applyBps, DEFAULT_FEE_SCHEDULE, gstOn } from '../market/fees.ts';
import { precisionOf } from '../money/amount.ts';

const BPS = 10_000n;
/** Day-count basis: Actual/365 fixed — every calendar day is 1/365 of a year, leap years included. */
export const DAYS_IN_YEAR = 365n;
/** Interest falls due every this many days from the loan's start, and the principal at the end of its tenure. */
export const INTEREST_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

export const LOAN_TYPES = ['flexi_30', 'standard_90', 'long_180'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export interface LoanPlan {
  id: LoanType;
  name: string;
  tenureDays: number;
  /** Simple interest a year on the principal outstanding, in basis points. */
  annualRateBps: number;
  /** A one-off processing fee on the principal, taken from the disbursal; GST is charged on it. */
  processingFeeBps: number;
}

export const LOAN_PLANS: Readonly<Record<LoanType, LoanPlan>> = {
  flexi_30: { id: 'flexi_30', name: '30 days', tenureDays: 30, annualRateBps: 1_400, processingFeeBps: 50 },
  standard_90: {
    id: 'standard_90',
    name: '90 days',
    tenureDays: 90,
    annualRateBps: 1_200,
    processingFeeBps: 75,
  },
  long_180: {
    id: 'long_180',
    name: '180 days',
    tenureDays: 180,
    annualRateBps: 1_100,
    processingFeeBps: 100,
  },
};

/** GST on the processing fee: the platform's one GST rate (shared/src/market/fees.ts, 18%). */
export const LOAN_GST_BPS = DEFAULT_FEE_SCHEDULE.gstBps;

export interface CollateralRule {
  /** The largest loan is this share of the collateral's value at borrowing. */
  maxLtvBps: number;
  /** At or above this LTV the borrower is warned once per crossing (a margin call). */
  marginCallLtvBps: number;
  /** At or above this LTV just enough collateral is sold to bring the LTV back under the margin-call line. */
  liquidationLtvBps: number;
}

/** Per collateral coin; invariant: maxLtv < marginCall < liquidation < 100%. */
export const COLLATERAL_RULES: Readonly<Record<Coin, CollateralRule>> = {
  BTC: { maxLtvBps: 5_000, marginCallLtvBps: 7_000, liquidationLtvBps: 8_000 },
  ETH: { maxLtvBps: 5_000, marginCallLtvBps: 7_000, liquidationLtvBps: 8_000 },
  USDT: { maxLtvBps: 7_000, marginCallLtvBps: 8_000, liquidationLtvBps: 8_500 },
};

/** ₹5,000.00 */
export const MIN_LOAN_PAISE = 5_000_00n;
/** ₹25,00,000.00 */
export const MAX_LOAN_PAISE = 25_00_000_00n;

const scaleOf = (coin: Coin) => 10n ** BigInt(precisionOf(coin));
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** The collateral's value in paise at `pricePaise` a coin, rounded down (never overstated). */
export function collateralValue(coin: Coin, quantity: bigint, pricePaise: bigint): bigint {
  return (quantity * pricePaise) / scaleOf(coin);
}

/** The loan-to-value in basis points, rounded up (never understated); owed with no collateral is 100% and more. */
export function ltvBps(coin: Coin, owed: bigint, quantity: bigint, pricePaise: bigint): bigint {
  const denominator = quantity * pricePaise;
  if (denominator === 0n) return owed > 0n ? 1_000_000n : 0n;
  return ceilDiv(owed * BPS * scaleOf(coin), denominator);
}

/** Exactly whether owed ÷ collateral value ≥ bps ÷ 10 000 (no rounding: cross-multiplied). */
export function ltvAtLeast(
  coin: Coin,
  owed: bigint,
  quantity: bigint,
  pricePaise: bigint,
  bps: number,
): boolean {
  return owed * BPS * scaleOf(coin) >= BigInt(bps) * quantity * pricePaise;
}

/** The largest loan against `quantity` of `coin` at `pricePaise`: its value × the coin's max LTV, paise down. */
export function maxLoanFor(coin: Coin, quantity: bigint, pricePaise: bigint): bigint {
  const loan = (quantity * pricePaise * BigInt(COLLATERAL_RULES[coin].maxLtvBps)) / (BPS * scaleOf(coin));
  return loan < MAX_LOAN_PAISE ? loan : MAX_LOAN_PAISE;
}

/** The least collateral (coin minor units, rounded up) whose max-LTV share covers `loan` paise at `pricePaise`. */
export function collateralNeeded(coin: Coin, loan: bigint, pricePaise: bigint): bigint {
  if (pricePaise <= 0n) throw new RangeError('price must be positive');
  return ceilDiv(loan * BPS * scaleOf(coin), BigInt(COLLATERAL_RULES[coin].maxLtvBps) * pricePaise);
}

/**
 * The highest price (paise a coin) at which the LTV reaches `bps`: at or below it the threshold is crossed.
 * owed × 10 000 ≥ bps × qty × price ⇔ price ≤ owed × 10 000 × scale ÷ (bps × qty), so rounded down.
 */
export function thresholdPrice(coin: Coin, owed: bigint, quantity: bigint, bps: number): bigint {
  if (quantity <= 0n) return 0n;
  return (owed * BPS * scaleOf(coin)) / (BigInt(bps) * quantity);
}

export function marginCallPrice(coin: Coin, owed: bigint, quantity: bigint): bigint {
  return thresholdPrice(coin, owed, quantity, COLLATERAL_RULES[coin].marginCallLtvBps);
}

export function liquidationPrice(coin: Coin, owed: bigint, quantity: bigint): bigint {
  return thresholdPrice(coin, owed, quantity, COLLATERAL_RULES[coin].liquidationLtvBps);
}

/**
 * One day's interest: principal × annual rate ÷ 365 (Actual/365 fixed), rounded to the paisa half up, each day
 * on its own — so a period's interest is the sum of its days' roundings, exactly what the daily job accrues.
 */
export function dailyInterest(principal: bigint, annualRateBps: number): bigint {
  const denominator = BPS * DAYS_IN_YEAR;
  return (principal * BigInt(annualRateBps) * 2n + denominator) / (2n * denominator);
}

export interface Charges {
  processingFee: bigint;
  gst: bigint;
  /** What reaches the borrower's wallet: principal − fee − GST. */
  disbursed: bigint;
}

/** The processing fee (half up), GST on it, and what is disbursed. */
export function loanCharges(plan: LoanPlan, principal: bigint): Charges {
  const processingFee = applyBps(principal, plan.processingFeeBps);
  const gst = gstOn(processingFee, { gstBps: LOAN_GST_BPS });
  return { processingFee, gst, disbursed: principal - processingFee - gst };
}

/** What a payment does to a loan: interest first, then principal; the loan closes when nothing is left owed. */
export interface PaymentSplit {
  toInterest: bigint;
  toPrincipal: bigint;
  interestLeft: bigint;
  principalLeft: bigint;
  /** interestLeft + principalLeft. */
  owedAfter: bigint;
  /** The loan closes, and its collateral goes back to the wallet. */
  closes: boolean;
}

/** A payment of `amount` paise (at most what is owed) against the loan's outstanding interest and principal. */
export function splitPayment(loan: { interest: bigint; principal: bigint }, amount: bigint): PaymentSplit {
  const toInterest = amount < loan.interest ? amount : loan.interest;
  const toPrincipal = amount - toInterest;
  const interestLeft = loan.interest - toInterest;
  const principalLeft = loan.principal - toPrincipal;
  const owedAfter = interestLeft + principalLeft;
  return { toInterest, toPrincipal, interestLeft, principalLeft, owedAfter, closes: owedAfter === 0n };
}

/** A calendar day in India as 'YYYY-MM-DD', the unit of accrual. */
export type Day = string;
/** India Standard Time: UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The India calendar day of an instant. */
export function dayOf(at: Date): Day {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface Instalment {
  dueDate: Day;
  /** Interest of the days since the previous due date (each day accrued on its own). */
  interest: bigint;
  /** The principal, on the last due date only. */
  principal: bigint;
  total: bigint;
}

/**
 * The schedule of a loan taken on `start`, repaid as agreed: interest of each day from `start` (inclusive) to the
 * maturity (exclusive) falls due every INTEREST_PERIOD_DAYS days and at maturity, with the principal at maturity.
 */
export function repaymentSchedule(plan: LoanPlan, principal: bigint, start: Day): Instalment[] {
  const daily = dailyInterest(principal, plan.annualRateBps);
  const instalments: Instalment[] = [];
  for (let from = 0; from < plan.tenureDays; from += INTEREST_PERIOD_DAYS) {
    const to = Math.min(from + INTEREST_PERIOD_DAYS, plan.tenureDays);
    const last = to === plan.tenureDays;
    const interest = daily * BigInt(to - from);
    const principalDue = last ? principal : 0n;
    instalments.push({
      dueDate: addDays(start, to),
      interest,
      principal: principalDue,
      total: interest + principalDue,
    });
  }
  return instalments;
}

/** The due dates of a loan: every INTEREST_PERIOD_DAYS days from `start`, and its maturity. */
export function dueDates(plan: LoanPlan, start: Day): Day[] {
  return repaymentSchedule(plan, 0n, start).map((instalment) => instalment.dueDate);
}

/**
 * The collateral to sell at `pricePaise` (its proceeds all repaying the loan) so the LTV falls strictly below the
 * coin's margin-call line: the least q with (owed − q·p) × 10 000 < m × (Q − q) × p, rounded up to the minor unit;
 * all of it when even that is not enough. Proceeds are q × p rounded down to the paisa.
 */
export function liquidationQuantity(coin: Coin, owed: bigint, quantity: bigint, pricePaise: bigint): bigint {
  if (pricePaise <= 0n) return quantity;
  const scale = scaleOf(coin);
  const m = BigInt(COLLATERAL_RULES[coin].marginCallLtvBps);
  // In units of paise × scale: owed·scale·10 000 − m·Q·p < q·p·(10 000 − m).
  const excess = owed * scale * BPS - m * quantity * pricePaise;
  if (excess < 0n) return 0n;
  let q = excess / (pricePaise * (BPS - m)) + 1n;
  if (q > quantity) return quantity;
  // The proceeds are rounded down to the paisa: step up until the rounded proceeds bring the LTV under the line.
  while (q < quantity && !underLine(coin, owed, quantity, pricePaise, q, m)) q += 1n;
  return q;
}

function underLine(
  coin: Coin,
  owed: bigint,
  quantity: bigint,
  price: bigint,
  sold: bigint,
  m: bigint,
): boolean {
  const proceeds = collateralValue(coin, sold, price);
  const left = owed - proceeds;
  if (left <= 0n) return true;
  return left * BPS * scaleOf(coin) < m * (quantity - sold) * price;
}
