import { describe, expect, it } from 'vitest';
import { COINS } from '../constants.ts';
import {
  COLLATERAL_RULES,
  collateralNeeded,
  collateralValue,
  DAYS_IN_YEAR,
  dailyInterest,
  dayOf,
  daysBetween,
  dueDates,
  LOAN_PLANS,
  LOAN_TYPES,
  liquidationPrice,
  liquidationQuantity,
  loanCharges,
  ltvAtLeast,
  ltvBps,
  MAX_LOAN_PAISE,
  marginCallPrice,
  maxLoanFor,
  repaymentSchedule,
  splitPayment,
} from './rules.ts';

const BTC_PRICE = 50_00_000_00n; // ₹50,00,000 a BTC
const HALF_BTC_TENTH = 5_000_000n; // 0.05 BTC

describe('§1 lending: the plans and collateral rules', () => {
  it.each(LOAN_TYPES)('plan %s has a tenure, a rate and a fee', (id) => {
    const plan = LOAN_PLANS[id];
    expect(plan.id).toBe(id);
    expect(plan.tenureDays).toBeGreaterThan(0);
    expect(plan.annualRateBps).toBeGreaterThan(0);
  });
  it.each(COINS)('%s: max LTV < margin call < liquidation < 100%%', (coin) => {
    const rule = COLLATERAL_RULES[coin];
    expect(rule.maxLtvBps).toBeLessThan(rule.marginCallLtvBps);
    expect(rule.marginCallLtvBps).toBeLessThan(rule.liquidationLtvBps);
    expect(rule.liquidationLtvBps).toBeLessThan(10_000);
  });
  it('uses Actual/365 fixed', () => expect(DAYS_IN_YEAR).toBe(365n));
});

describe('§1 lending: LTV, the largest loan and the collateral needed, exact', () => {
  it.each([
    ['0.05 BTC at ₹50 lakh', 'BTC', HALF_BTC_TENTH, BTC_PRICE, 2_50_000_00n],
    ['1 ETH at ₹2,00,000.01', 'ETH', 100_000_000n, 2_00_000_01n, 2_00_000_01n],
    ['1 minor unit of BTC at ₹50 lakh rounds down', 'BTC', 1n, BTC_PRICE, 5n],
    ['100 USDT at ₹88.50', 'USDT', 100_000_000n, 88_50n, 88_50_00n],
  ] as const)('value of %s', (_, coin, quantity, price, value) => {
    expect(collateralValue(coin, quantity, price)).toBe(value);
  });

  it.each([
    ['exactly at max LTV', 1_25_000_00n, 5_000n],
    ['one paisa over rounds up', 1_25_000_01n, 5_001n],
    ['nothing owed', 0n, 0n],
    ['at liquidation', 2_00_000_00n, 8_000n],
  ] as const)('BTC LTV %s', (_, owed, bps) => {
    expect(ltvBps('BTC', owed, HALF_BTC_TENTH, BTC_PRICE)).toBe(bps);
  });

  it('LTV with no collateral left but money owed is far above any line', () => {
    expect(ltvBps('BTC', 1n, 0n, BTC_PRICE)).toBeGreaterThan(10_000n);
  });

  it.each([
    [1_25_000_00n, 5_000, true],
    [1_24_999_99n, 5_000, false],
  ] as const)('ltvAtLeast(owed %s, %s bps) = %s (cross-multiplied)', (owed, bps, expected) => {
    expect(ltvAtLeast('BTC', owed, HALF_BTC_TENTH, BTC_PRICE, bps)).toBe(expected);
  });

  it.each([
    ['BTC', HALF_BTC_TENTH, BTC_PRICE, 1_25_000_00n],
    ['USDT', 100_000_000n, 88_50n, 61_95_00n],
    ['BTC', 100_000_000_000n, BTC_PRICE, MAX_LOAN_PAISE],
  ] as const)('max loan against %s %s at %s', (coin, quantity, price, loan) => {
    expect(maxLoanFor(coin, quantity, price)).toBe(loan);
  });

  it.each([
    [1_25_000_00n, 5_000_000n],
    [1_25_000_01n, 5_000_001n],
    [5_000_00n, 200_000n],
  ] as const)('collateral needed for ₹%s paise at ₹50 lakh a BTC', (loan, quantity) => {
    expect(collateralNeeded('BTC', loan, BTC_PRICE)).toBe(quantity);
    expect(maxLoanFor('BTC', quantity, BTC_PRICE)).toBeGreaterThanOrEqual(loan);
  });
});

describe('§1 lending: margin-call and liquidation prices', () => {
  it('is the highest paisa price at which the line is reached', () => {
    const call = marginCallPrice('BTC', 1_25_000_00n, HALF_BTC_TENTH);
    expect(call).toBe(3_57_14_28_57n);
    expect(ltvAtLeast('BTC', 1_25_000_00n, HALF_BTC_TENTH, call, 7_000)).toBe(true);
    expect(ltvAtLeast('BTC', 1_25_000_00n, HALF_BTC_TENTH, call + 1n, 7_000)).toBe(false);
    expect(liquidationPrice('BTC', 1_25_000_00n, HALF_BTC_TENTH)).toBe(3_12_50_000_00n / 10n);
  });
});

describe('§1 lending: daily interest, Actual/365, half up to the paisa each day', () => {
  it.each([
    ['₹1 lakh at 12%', 1_00_000_00n, 1_200, 32_88n],
    ['₹1.25 lakh at 14%', 1_25_000_00n, 1_400, 47_95n],
    ['exactly half a paisa rounds up', 365n, 5_000, 1n],
    ['just under half a paisa rounds down', 364n, 5_000, 0n],
    ['nothing owed', 0n, 1_200, 0n],
  ] as const)('%s', (_, principal, bps, interest) => {
    expect(dailyInterest(principal, bps)).toBe(interest);
  });
});

describe('§1 lending: the processing fee with 18% GST', () => {
  it.each([
    ['standard_90', 1_00_000_00n, 750_00n, 135_00n, 99_115_00n],
    ['flexi_30', 5_000_00n, 25_00n, 4_50n, 4_970_50n],
    ['long_180', 1_00_000_01n, 1_000_00n, 180_00n, 98_820_01n],
  ] as const)('%s on %s paise', (id, principal, fee, gst, disbursed) => {
    expect(loanCharges(LOAN_PLANS[id], principal)).toEqual({ processingFee: fee, gst, disbursed });
  });
});

describe('§1 lending: the repayment schedule', () => {
  it('pays interest every 30 days and the principal at maturity', () => {
    expect(repaymentSchedule(LOAN_PLANS.standard_90, 1_00_000_00n, '2026-01-01')).toEqual([
      { dueDate: '2026-01-31', interest: 98_640n, principal: 0n, total: 98_640n },
      { dueDate: '2026-03-02', interest: 98_640n, principal: 0n, total: 98_640n },
      { dueDate: '2026-04-01', interest: 98_640n, principal: 1_00_000_00n, total: 1_00_986_40n },
    ]);
  });
  it.each([
    ['flexi_30', '2026-02-15', ['2026-03-17']],
    [
      'long_180',
      '2026-01-01',
      ['2026-01-31', '2026-03-02', '2026-04-01', '2026-05-01', '2026-05-31', '2026-06-30'],
    ],
  ] as const)('%s from %s falls due on', (id, start, dates) => {
    expect(dueDates(LOAN_PLANS[id], start)).toEqual(dates);
  });
  it('sums to the principal plus every day of interest', () => {
    for (const id of LOAN_TYPES) {
      const plan = LOAN_PLANS[id];
      const total = repaymentSchedule(plan, 7_77_777_77n, '2028-02-01').reduce((sum, i) => sum + i.total, 0n);
      expect(total).toBe(
        7_77_777_77n + dailyInterest(7_77_777_77n, plan.annualRateBps) * BigInt(plan.tenureDays),
      );
    }
  });
  it('counts days in India time', () => {
    expect(dayOf(new Date('2026-01-01T18:29:59Z'))).toBe('2026-01-01');
    expect(dayOf(new Date('2026-01-01T18:30:00Z'))).toBe('2026-01-02');
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('§1 lending: how much collateral a liquidation sells', () => {
  it('sells the least that brings the LTV under the margin-call line, rounding the proceeds down', () => {
    const price = liquidationPrice('BTC', 1_25_000_00n, HALF_BTC_TENTH);
    expect(liquidationQuantity('BTC', 1_25_000_00n, HALF_BTC_TENTH, price)).toBe(1_666_668n);
  });
  it.each([
    ['BTC', 1_25_000_00n, 5_000_000n, 3_00_000_000n],
    ['ETH', 77_777_77n, 40_000_000n, 2_40_000_00n],
    ['USDT', 71_000_00n, 1_000_000_000n, 88_00n],
    ['USDT', 8_499_99n, 100_000_000n, 99_99n],
  ] as const)(
    '%s owed %s on %s at %s: under the line after, not with one unit less',
    (coin, owed, quantity, price) => {
      const line = COLLATERAL_RULES[coin].marginCallLtvBps;
      const sold = liquidationQuantity(coin, owed, quantity, price);
      const after = (q: bigint) => owed - collateralValue(coin, q, price);
      expect(sold).toBeGreaterThan(0n);
      expect(ltvAtLeast(coin, after(sold), quantity - sold, price, line)).toBe(false);
      expect(ltvAtLeast(coin, after(sold - 1n), quantity - sold + 1n, price, line)).toBe(true);
    },
  );
  it('sells nothing under the line, and everything when the collateral cannot cover the loan', () => {
    expect(liquidationQuantity('BTC', 1_00_000_00n, HALF_BTC_TENTH, BTC_PRICE)).toBe(0n);
    expect(liquidationQuantity('BTC', 3_00_000_00n, HALF_BTC_TENTH, BTC_PRICE)).toBe(HALF_BTC_TENTH);
  });
});

describe('§1 lending: a repayment pays interest first, then principal; nothing owed closes the loan', () => {
  it.each([
    [
      'less than the interest',
      50_00n,
      { toInterest: 50_00n, toPrincipal: 0n, owedAfter: 10_070_00n, closes: false },
    ],
    [
      'the interest exactly',
      120_00n,
      { toInterest: 120_00n, toPrincipal: 0n, owedAfter: 10_000_00n, closes: false },
    ],
    [
      'interest and part of the principal',
      1_120_00n,
      { toInterest: 120_00n, toPrincipal: 1_000_00n, owedAfter: 9_000_00n, closes: false },
    ],
    [
      'everything owed',
      10_120_00n,
      { toInterest: 120_00n, toPrincipal: 10_000_00n, owedAfter: 0n, closes: true },
    ],
  ])('%s', (_name, amount, expected) => {
    expect(splitPayment({ interest: 120_00n, principal: 10_000_00n }, amount)).toMatchObject(expected);
  });

  it('with no interest outstanding, all goes to principal', () => {
    expect(splitPayment({ interest: 0n, principal: 500_00n }, 500_00n)).toEqual({
      toInterest: 0n,
      toPrincipal: 500_00n,
      interestLeft: 0n,
      principalLeft: 0n,
      owedAfter: 0n,
      closes: true,
    });
  });
});
