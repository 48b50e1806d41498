// Lending's wire shapes (docs/requirements.md §5 lending fields loan_amount, auto_deduct, tnc_accepted, loan_type; §9 OTP purpose
// lending 7) and the validation of a borrow against a live price, field by field as §8's 422 carries it.

import { z } from 'zod';
import { otpCodeSchema } from '../auth/schemas.ts';
import { COINS, type Coin, OTP_PURPOSE } from '../constants.ts';
import { toCsv } from '../format/csv.ts';
import { DECIMAL_STRING, formatCoin, formatInr, fromMinorUnits, parseAmount } from '../money/amount.ts';
import { idempotencyKeySchema } from '../money/idempotency.ts';
import { pagedResponseSchema, pageQuerySchema } from '../wire.ts';
import {
  collateralNeeded,
  LOAN_PLANS,
  LOAN_TYPES,
  MAX_LOAN_PAISE,
  MIN_LOAN_PAISE,
  maxLoanFor,
} from './rules.ts';

export const LENDING_OTP_PURPOSE = OTP_PURPOSE.lending;

export const LOAN_STATES = ['open', 'repaid', 'liquidated'] as const;
export type LoanState = (typeof LOAN_STATES)[number];

export const LENDING_MESSAGES = {
  borrowed: 'Your loan is disbursed',
  repaid: 'Repayment received',
  closed: 'Loan repaid in full: your collateral is back in your wallet',
  acceptTerms: 'Accept the terms of the loan to continue',
  minimum: `The smallest loan is ₹${formatInr(MIN_LOAN_PAISE)}`,
  maximum: `The largest loan is ₹${formatInr(MAX_LOAN_PAISE)}`,
  overRepay: 'This is more than you owe',
  notOpen: 'This loan is already closed',
  notFound: 'No such loan',
  poolEmpty:
    'Lending is paused: there are not enough funds to lend right now. Please try a smaller amount later',
  priceUnavailable: 'The price is not available',
} as const;

const amountText = z.string().trim().regex(DECIMAL_STRING, 'Enter a valid amount');

/** The borrow form's fields (what a person types and ticks), before the OTP step. */
export const borrowFormSchema = z.object({
  loan_type: z.enum(LOAN_TYPES, 'Choose a loan plan'),
  loan_amount: amountText,
  collateral_coin: z.enum(COINS, 'Choose a coin'),
  collateral_amount: amountText,
  auto_deduct: z.boolean('Choose whether repayments are deducted automatically'),
  tnc_accepted: z.literal(true, LENDING_MESSAGES.acceptTerms),
});
export type BorrowForm = z.infer<typeof borrowFormSchema>;

/** POST /loans: the form confirmed with §9's lending OTP (7), once per idempotency key. */
export const borrowRequestSchema = borrowFormSchema
  .extend({ otp: otpCodeSchema, idempotency_key: idempotencyKeySchema })
  .strict();
export type BorrowRequest = z.input<typeof borrowRequestSchema>;

export type BorrowField = keyof BorrowForm;
export type FieldErrors = Partial<Record<BorrowField, string>>;

export interface CheckedBorrow {
  loanType: BorrowForm['loan_type'];
  coin: Coin;
  principal: bigint;
  collateral: bigint;
}

/**
 * The rules of a borrow at the collateral's price (paise a coin): amounts well formed (§5), the loan within the
 * limits, and the collateral enough for the plan's coin at its max LTV. Errors name their field (§8 422).
 */
export function checkBorrow(
  form: BorrowForm,
  pricePaise: bigint,
): { ok: true; value: CheckedBorrow } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const loan = parseAmount(form.loan_amount, 'INR');
  const collateral = parseAmount(form.collateral_amount, form.collateral_coin);
  if (!loan.ok) errors.loan_amount = loan.message;
  else if (loan.minor < MIN_LOAN_PAISE) errors.loan_amount = LENDING_MESSAGES.minimum;
  else if (loan.minor > MAX_LOAN_PAISE) errors.loan_amount = LENDING_MESSAGES.maximum;
  if (!collateral.ok) errors.collateral_amount = collateral.message;
  else if (collateral.minor <= 0n) errors.collateral_amount = 'Enter an amount greater than zero';
  if (loan.ok && collateral.ok && !errors.loan_amount && !errors.collateral_amount) {
    const coin = form.collateral_coin;
    const most = pricePaise > 0n ? maxLoanFor(coin, collateral.minor, pricePaise) : 0n;
    // An integer loan is above value × max LTV exactly when it is above that product rounded down.
    if (pricePaise <= 0n) errors.loan_amount = LENDING_MESSAGES.priceUnavailable;
    else if (loan.minor > most) {
      const need = collateralNeeded(coin, loan.minor, pricePaise);
      errors.loan_amount = `The most you can borrow against ${formatCoin(collateral.minor, coin)} ${coin} is ₹${formatInr(most)}`;
      errors.collateral_amount = `This loan needs at least ${formatCoin(need, coin)} ${coin}`;
    }
  }
  if (Object.keys(errors).length > 0 || !loan.ok || !collateral.ok) return { ok: false, errors };
  return {
    ok: true,
    value: {
      loanType: form.loan_type,
      coin: form.collateral_coin,
      principal: loan.minor,
      collateral: collateral.minor,
    },
  };
}

/** A plan as the client shows it. */
export const loanPlanSchema = z.object({
  loan_type: z.enum(LOAN_TYPES),
  name: z.string(),
  tenure_days: z.number().int().positive(),
  annual_rate_bps: z.number().int().nonnegative(),
  processing_fee_bps: z.number().int().nonnegative(),
});

export const collateralRuleSchema = z.object({
  coin: z.enum(COINS),
  max_ltv_bps: z.number().int(),
  margin_call_ltv_bps: z.number().int(),
  liquidation_ltv_bps: z.number().int(),
  /** The price LTV is reckoned at now (the selling price: what the collateral would fetch). */
  price: z.string(),
});

/** GET /loans/plans */
export const lendingTermsResponseSchema = z.object({
  plans: z.array(loanPlanSchema),
  collateral: z.array(collateralRuleSchema),
  min_loan: z.string(),
  max_loan: z.string(),
  gst_bps: z.number().int(),
});
export type LendingTerms = z.infer<typeof lendingTermsResponseSchema>;

export const loanSchema = z.object({
  id: z.number().int().positive(),
  loan_type: z.enum(LOAN_TYPES),
  status: z.enum(LOAN_STATES),
  coin: z.enum(COINS),
  /** Collateral still held, a coin decimal string. */
  collateral: z.string(),
  principal: z.string(),
  principal_outstanding: z.string(),
  interest_outstanding: z.string(),
  /** principal_outstanding + interest_outstanding. */
  owed: z.string(),
  annual_rate_bps: z.number().int(),
  processing_fee: z.string(),
  gst: z.string(),
  disbursed: z.string(),
  auto_deduct: z.boolean(),
  start_date: z.string(),
  maturity_date: z.string(),
  next_due_date: z.string().nullable(),
  /** At the current price; null when the loan is closed. */
  ltv_bps: z.number().int().nullable(),
  margin_call_price: z.string().nullable(),
  liquidation_price: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type Loan = z.infer<typeof loanSchema>;

export const borrowResponseSchema = z.object({ loan: loanSchema, message: z.string() });

export const loansQuerySchema = pageQuerySchema;
export const loansPageResponseSchema = pagedResponseSchema(loanSchema);
export type LoansPage = z.infer<typeof loansPageResponseSchema>;

/** POST /loans/repay: part or all of what is owed, interest first; once per idempotency key. */
export const repayRequestSchema = z
  .object({
    loan_id: z.number().int().positive(),
    amount: amountText,
    idempotency_key: idempotencyKeySchema,
  })
  .strict();
export type RepayRequest = z.input<typeof repayRequestSchema>;
export const repayResponseSchema = z.object({ loan: loanSchema, message: z.string() });

export const STATEMENT_KINDS = [
  'disbursal',
  'processing_fee',
  'interest',
  'repayment',
  'auto_deduction',
  'liquidation',
  'collateral_release',
] as const;

export const statementLineSchema = z.object({
  at: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  /** Rupees, or a coin for collateral lines. */
  asset: z.string(),
  amount: z.string(),
  description: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** GET /loans/statement?loan_id= */
export const statementQuerySchema = z
  .object({
    loan_id: z
      .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
      .pipe(z.number().int().positive()),
  })
  .strict();
export const statementResponseSchema = z.object({ loan: loanSchema, lines: z.array(statementLineSchema) });
export type LoanStatement = z.infer<typeof statementResponseSchema>;

/** A statement as CSV (the shared writer): one header row, one row a line. */
export function statementCsv(statement: LoanStatement): string {
  const rows = [['date', 'kind', 'asset', 'amount', 'description']];
  for (const line of statement.lines)
    rows.push([line.at, line.kind, line.asset, line.amount, line.description]);
  return toCsv(rows);
}

/** The plans and limits on the wire. */
export function plansWire(): Array<z.infer<typeof loanPlanSchema>> {
  return LOAN_TYPES.map((id) => ({
    loan_type: id,
    name: LOAN_PLANS[id].name,
    tenure_days: LOAN_PLANS[id].tenureDays,
    annual_rate_bps: LOAN_PLANS[id].annualRateBps,
    processing_fee_bps: LOAN_PLANS[id].processingFeeBps,
  }));
}

export const MIN_LOAN = fromMinorUnits(MIN_LOAN_PAISE, 'INR');
export const MAX_LOAN = fromMinorUnits(MAX_LOAN_PAISE, 'INR');
