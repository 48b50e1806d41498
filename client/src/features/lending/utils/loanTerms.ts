// What a borrow will cost, from the form and the live terms, before anything is sent: the checks of §5 on the
// fields, then every term — fee and GST, what reaches the wallet, interest, the schedule, LTV and the margin-call
// and liquidation prices. The provider checks the same again at its own price.
import type { Coin } from '@sikka/shared/constants';
import {
  COLLATERAL_RULES,
  dayOf,
  type Instalment,
  LOAN_PLANS,
  type LoanType,
  liquidationPrice,
  loanCharges,
  ltvBps,
  marginCallPrice,
  maxLoanFor,
  repaymentSchedule,
  splitPayment,
} from '@sikka/shared/lending/rules';
import {
  type BorrowForm,
  borrowFormSchema,
  checkBorrow,
  type FieldErrors,
  type Loan,
} from '@sikka/shared/lending/schemas';
import { formatCoin, formatInr, parseAmount, toMinorUnits } from '@sikka/shared/money/amount';
import { z } from 'zod';
import { amountInputSchema } from '../../../lib/money/amountSchema.ts';

/** The form's values as its inputs hold them (the checkbox a boolean, the amounts strings). */
export interface BorrowValues {
  loan_type: LoanType;
  loan_amount: string;
  collateral_coin: Coin;
  collateral_amount: string;
  auto_deduct: boolean;
  tnc_accepted: boolean;
}

export const EMPTY_BORROW: BorrowValues = {
  loan_type: 'standard_90',
  loan_amount: '',
  collateral_coin: 'BTC',
  collateral_amount: '',
  auto_deduct: true,
  tnc_accepted: false,
};

export interface LoanPreview {
  principal: bigint;
  collateral: bigint;
  processingFee: bigint;
  gst: bigint;
  disbursed: bigint;
  interest: bigint;
  totalRepayable: bigint;
  ltvBps: bigint;
  marginCallPrice: bigint;
  liquidationPrice: bigint;
  schedule: Instalment[];
}

/** The field errors of the form at `pricePaise` (the coin's selling price), or the previewed terms. */
export function previewLoan(
  values: BorrowValues,
  pricePaise: bigint,
  now: Date,
): { ok: true; preview: LoanPreview; form: BorrowForm } | { ok: false; errors: FieldErrors } {
  const parsed = borrowFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof FieldErrors;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const checked = checkBorrow(parsed.data, pricePaise);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const { principal, collateral, coin, loanType } = checked.value;
  const plan = LOAN_PLANS[loanType];
  const charges = loanCharges(plan, principal);
  const schedule = repaymentSchedule(plan, principal, dayOf(now));
  const interest = schedule.reduce((sum, instalment) => sum + instalment.interest, 0n);
  return {
    ok: true,
    form: parsed.data,
    preview: {
      principal,
      collateral,
      ...charges,
      interest,
      totalRepayable: principal + interest,
      ltvBps: ltvBps(coin, principal, collateral, pricePaise),
      marginCallPrice: marginCallPrice(coin, principal, collateral),
      liquidationPrice: liquidationPrice(coin, principal, collateral),
      schedule,
    },
  };
}

/** The most that can be borrowed against what is typed in the collateral field, for its hint. */
export function maxLoanHint(coin: Coin, collateralText: string, pricePaise: bigint): string | null {
  const collateral = parseAmount(collateralText, coin);
  if (!collateral.ok || collateral.minor <= 0n || pricePaise <= 0n) return null;
  const most = maxLoanFor(coin, collateral.minor, pricePaise);
  const share = COLLATERAL_RULES[coin].maxLtvBps / 100;
  return `Up to ${formatInr(most, { symbol: true })} (${share}% of ${formatCoin(collateral.minor, coin)} ${coin})`;
}

/** Basis points as a percentage with two decimals: 7143 → '71.43%'. */
export function percent(bps: bigint | number): string {
  const value = BigInt(bps);
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}%`;
}

/** A label and its figure, as a confirmation lists them. */
interface TermLine {
  key: string;
  label: string;
  value: string;
  emphasis?: boolean;
}

/**
 * Every line of a repayment before it is confirmed (docs/requirements.md §4 order confirmation, Cancel and Confirm): interest
 * first, then principal, what is still owed after it, the collateral back when it closes the loan, and the total
 * that leaves the rupee wallet — the amount, exactly.
 */
export function repaymentLines(loan: Loan, amount: string): TermLine[] {
  const paise = toMinorUnits(amount, 'INR');
  const split = splitPayment(
    {
      interest: toMinorUnits(loan.interest_outstanding, 'INR'),
      principal: toMinorUnits(loan.principal_outstanding, 'INR'),
    },
    paise,
  );
  const inr = (value: bigint) => formatInr(value, { symbol: true });
  const lines: TermLine[] = [
    { key: 'interest', label: 'Towards interest', value: inr(split.toInterest) },
    { key: 'principal', label: 'Towards principal', value: inr(split.toPrincipal) },
    { key: 'owed', label: 'Still owed after this', value: inr(split.owedAfter) },
  ];
  if (split.closes)
    lines.push({
      key: 'collateral',
      label: 'Collateral back to your wallet',
      value: `${formatCoin(loan.collateral, loan.coin)} ${loan.coin}`,
    });
  lines.push({ key: 'total', label: 'Paid from your rupees', value: inr(paise), emphasis: true });
  return lines;
}

export const MORE_THAN_OWED = 'This is more than you owe';

/** The repay form before its confirmation: a rupee amount the shared rules accept, no more than is owed. */
export function repayFormSchema(owed: string): z.ZodType<{ amount: string }, { amount: string }> {
  return z.object({
    amount: amountInputSchema('INR').refine(
      (amount) => toMinorUnits(amount, 'INR') <= toMinorUnits(owed, 'INR'),
      MORE_THAN_OWED,
    ),
  });
}
