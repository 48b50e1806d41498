import type { Loan } from '@sikka/shared/lending/schemas';
import { describe, expect, it } from 'vitest';
import {
  type BorrowValues,
  EMPTY_BORROW,
  MORE_THAN_OWED,
  maxLoanHint,
  percent,
  previewLoan,
  repayFormSchema,
  repaymentLines,
} from './loanTerms.ts';

const PRICE = 89_55_000_00n; // ₹89,55,000 a BTC
const NOW = new Date('2026-01-01T06:00:00Z');
const filled: BorrowValues = {
  ...EMPTY_BORROW,
  loan_amount: '100000',
  collateral_amount: '0.1',
  tnc_accepted: true,
};

describe('§5 lending form rules: each refusal on its field', () => {
  it.each([
    ['nothing typed', EMPTY_BORROW, ['loan_amount', 'collateral_amount', 'tnc_accepted']],
    ['terms not ticked', { ...filled, tnc_accepted: false }, ['tnc_accepted']],
    ['under the minimum', { ...filled, loan_amount: '100' }, ['loan_amount']],
    ['over the max LTV', { ...filled, loan_amount: '500000' }, ['loan_amount', 'collateral_amount']],
    ['too many BTC decimals', { ...filled, collateral_amount: '0.123456789' }, ['collateral_amount']],
  ] as const)('%s', (_, values, fields) => {
    const result = previewLoan(values, PRICE, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual([...fields].sort());
  });
});

describe('§1 lending: every term before committing', () => {
  it('shows the fee with GST, what is paid out, interest, schedule and trigger prices', () => {
    const result = previewLoan(filled, PRICE, NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { preview } = result;
    expect(preview).toMatchObject({
      principal: 1_00_000_00n,
      processingFee: 750_00n,
      gst: 135_00n,
      disbursed: 99_115_00n,
      interest: 2_959_20n,
      totalRepayable: 1_02_959_20n,
      ltvBps: 1_117n,
      marginCallPrice: 14_28_571_42n,
      liquidationPrice: 12_50_000_00n,
    });
    expect(preview.schedule.map((i) => i.dueDate)).toEqual(['2026-01-31', '2026-03-02', '2026-04-01']);
  });
  it('hints the largest loan for the collateral typed', () => {
    expect(maxLoanHint('BTC', '0.1', PRICE)).toBe('Up to ₹4,47,750.00 (50% of 0.1 BTC)');
    expect(maxLoanHint('BTC', '', PRICE)).toBeNull();
  });
  it('writes basis points as a percentage', () => {
    expect(percent(7_143n)).toBe('71.43%');
    expect(percent(5)).toBe('0.05%');
  });
});

describe('§4 a repayment is confirmed with every line before it moves money', () => {
  const loan = {
    id: 7,
    loan_type: 'standard_90',
    status: 'open',
    coin: 'BTC',
    collateral: '0.02',
    principal: '10000.00',
    principal_outstanding: '10000.00',
    interest_outstanding: '120.00',
    owed: '10120.00',
  } as Loan;
  const shown = (amount: string) =>
    Object.fromEntries(repaymentLines(loan, amount).map((line) => [line.key, line.value]));

  it('part: interest first, then principal, what is left, and the total is the amount paid', () => {
    expect(shown('1120')).toEqual({
      interest: '₹120.00',
      principal: '₹1,000.00',
      owed: '₹9,000.00',
      total: '₹1,120.00',
    });
  });

  it('all: nothing left owed, and the collateral comes back', () => {
    expect(shown('10120.00')).toEqual({
      interest: '₹120.00',
      principal: '₹10,000.00',
      owed: '₹0.00',
      collateral: '0.02 BTC',
      total: '₹10,120.00',
    });
    expect(repaymentLines(loan, '10120').at(-1)).toMatchObject({
      label: 'Paid from your rupees',
      emphasis: true,
    });
  });
});

describe('§5 the repay form before its confirmation', () => {
  it('takes an amount up to what is owed, canonical', () => {
    expect(repayFormSchema('1500.50').parse({ amount: '1500.50' })).toEqual({ amount: '1500.50' });
    expect(repayFormSchema('1500.50').parse({ amount: '100.' })).toEqual({ amount: '100' });
  });

  it.each([
    ['nothing typed', '', 'Enter an amount'],
    ['more than is owed', '1500.51', MORE_THAN_OWED],
    ['a third decimal of a rupee', '1.001', expect.any(String)],
  ])('refuses %s under the amount', (_name, amount, message) => {
    const result = repayFormSchema('1500.50').safeParse({ amount });
    expect(result.error?.issues[0]).toMatchObject({ path: ['amount'], message });
  });
});
