import { describe, expect, it } from 'vitest';
import {
  type BorrowForm,
  borrowFormSchema,
  borrowRequestSchema,
  checkBorrow,
  LENDING_MESSAGES,
  repayRequestSchema,
  statementCsv,
} from './schemas.ts';

const form: BorrowForm = {
  loan_type: 'standard_90',
  loan_amount: '100000',
  collateral_coin: 'BTC',
  collateral_amount: '0.05',
  auto_deduct: true,
  tnc_accepted: true,
};
const BTC_PRICE = 50_00_000_00n;

describe('§5 lending fields: the borrow form', () => {
  it('takes a complete form', () => expect(borrowFormSchema.safeParse(form).success).toBe(true));
  it.each([
    ['terms not accepted', { tnc_accepted: false }, 'tnc_accepted', LENDING_MESSAGES.acceptTerms],
    ['an unknown plan', { loan_type: 'forever' }, 'loan_type', 'Choose a loan plan'],
    ['auto_deduct missing', { auto_deduct: undefined }, 'auto_deduct', undefined],
    ['a loan amount with letters', { loan_amount: '12a' }, 'loan_amount', 'Enter a valid amount'],
    ['an unknown coin', { collateral_coin: 'DOGE' }, 'collateral_coin', 'Choose a coin'],
    ['an empty collateral amount', { collateral_amount: '' }, 'collateral_amount', 'Enter a valid amount'],
  ] as const)('refuses %s on its field', (_, change, field, message) => {
    const result = borrowFormSchema.safeParse({ ...form, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual([field]);
    if (message) expect(issue?.message).toBe(message);
  });
  it('needs the §9 OTP and an idempotency key on the wire, and nothing else', () => {
    expect(borrowRequestSchema.safeParse(form).success).toBe(false);
    const body = { ...form, otp: '123456', idempotency_key: 'abcdefgh-1' };
    expect(borrowRequestSchema.safeParse(body).success).toBe(true);
    expect(borrowRequestSchema.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });
  it('repays an amount of a loan', () => {
    expect(
      repayRequestSchema.safeParse({ loan_id: 1, amount: '10.50', idempotency_key: 'abcdefgh' }).success,
    ).toBe(true);
    expect(
      repayRequestSchema.safeParse({ loan_id: 0, amount: '1', idempotency_key: 'abcdefgh' }).success,
    ).toBe(false);
  });
});

describe('§5/§8 lending: a borrow checked against the price, errors on their fields', () => {
  it('passes a loan at exactly the max LTV', () => {
    expect(checkBorrow({ ...form, loan_amount: '125000' }, BTC_PRICE)).toEqual({
      ok: true,
      value: { loanType: 'standard_90', coin: 'BTC', principal: 1_25_000_00n, collateral: 5_000_000n },
    });
  });
  it.each([
    [
      'one paisa over the max LTV',
      { loan_amount: '125000.01' },
      {
        loan_amount: 'The most you can borrow against 0.05 BTC is ₹1,25,000.00',
        collateral_amount: 'This loan needs at least 0.05000001 BTC',
      },
    ],
    ['under the minimum', { loan_amount: '4999.99' }, { loan_amount: LENDING_MESSAGES.minimum }],
    ['over the maximum', { loan_amount: '2500000.01' }, { loan_amount: LENDING_MESSAGES.maximum }],
    [
      'three decimals of rupees',
      { loan_amount: '5000.001' },
      { loan_amount: 'INR allows at most 2 digits after the decimal point' },
    ],
    [
      '13 digits',
      { loan_amount: '1234567890123' },
      { loan_amount: 'Amount can have at most 12 digits before the decimal point' },
    ],
    [
      'nine decimals of BTC',
      { collateral_amount: '0.000000001' },
      { collateral_amount: 'BTC allows at most 8 digits after the decimal point' },
    ],
    ['no collateral', { collateral_amount: '0' }, { collateral_amount: 'Enter an amount greater than zero' }],
  ] as const)('refuses %s', (_, change, errors) => {
    expect(checkBorrow({ ...form, ...change }, BTC_PRICE)).toEqual({ ok: false, errors });
  });
  it('refuses when there is no price', () => {
    expect(checkBorrow(form, 0n)).toEqual({
      ok: false,
      errors: { loan_amount: LENDING_MESSAGES.priceUnavailable },
    });
  });
  it('names the minimum and maximum in rupees', () => {
    expect(LENDING_MESSAGES.minimum).toBe('The smallest loan is ₹5,000.00');
    expect(LENDING_MESSAGES.maximum).toBe('The largest loan is ₹25,00,000.00');
  });
});

describe('a loan statement as CSV', () => {
  it('quotes what must be quoted and runs no formula (the shared writer)', () => {
    const csv = statementCsv({
      loan: {} as never,
      lines: [
        {
          at: '2026-01-01 10:00:00',
          kind: 'repayment',
          asset: 'INR',
          amount: '10.00',
          description: 'Paid, "early"',
        },
        {
          at: '2026-01-02 10:00:00',
          kind: 'repayment',
          asset: 'INR',
          amount: '1.00',
          description: '=cmd|calc',
        },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'date,kind,asset,amount,description',
      '2026-01-01 10:00:00,repayment,INR,10.00,"Paid, ""early"""',
      "2026-01-02 10:00:00,repayment,INR,1.00,'=cmd|calc",
      '',
    ]);
  });
});
