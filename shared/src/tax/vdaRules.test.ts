import { describe, expect, it } from 'vitest';
import { financialYear } from './financialYear.ts';
import {
  ACQUISITION_RULES,
  CESS_RATE_BPS,
  DISPOSAL_RULES,
  type DisposalKind,
  GIFT_EXEMPT_LIMIT_PAISE,
  giftsTaxedOnReceipt,
  incomeOf,
  marketValue,
  ofBps,
  roundToTenRupees,
  TDS_194S_RATE_BPS,
  tds194H,
  tds194HRateBps,
  tds194HThreshold,
  tds194S,
  VDA_TAX_RATE_BPS,
  vdaTaxEstimate,
} from './vdaRules.ts';

const at = (iso: string) => new Date(iso);

describe('the rates as they stand', () => {
  it('section 115BBH(1)(a): 30%', () => expect(VDA_TAX_RATE_BPS).toBe(3_000n));
  it('Health and Education Cess (Finance Act, section 2): 4% of the tax', () =>
    expect(CESS_RATE_BPS).toBe(400n));
  it('section 194S(1): 1%', () => expect(TDS_194S_RATE_BPS).toBe(100n));
  it('section 56(2)(x): gifts above ₹50,000 a year', () => expect(GIFT_EXEMPT_LIMIT_PAISE).toBe(50_000_00n));
});

describe('ofBps: a rate of paise, half up to the paisa', () => {
  it.each([
    [10_000n, 100n, 100n],
    [49n, 100n, 0n], // 0.49 paise
    [50n, 100n, 1n], // 0.5 paise rounds up
    [149n, 100n, 1n],
    [150n, 100n, 2n],
    [0n, 3_000n, 0n],
  ])('%s × %s bps = %s', (amount, bps, result) => expect(ofBps(amount, bps)).toBe(result));
  it('refuses a negative amount', () => expect(() => ofBps(-1n, 100n)).toThrow(RangeError));
});

describe('sections 288A/288B: paise ignored, then to the nearest ₹10, five and above up', () => {
  it.each([
    [0n, 0n],
    [4_99n, 0n], // ₹4.99: paise ignored, 4 rounds down
    [5_00n, 10_00n],
    [1_00_004_99n, 1_00_000_00n],
    [1_00_005_00n, 1_00_010_00n],
    [1_00_010_00n, 1_00_010_00n],
    [1_99_999_99n, 2_00_000_00n],
  ])('%s paise → %s', (paise, rounded) => expect(roundToTenRupees(paise)).toBe(rounded));
});

describe('section 115BBH(2): no deduction but the cost, no set-off of a loss', () => {
  it.each([
    [1_000_00n, 1_000_00n],
    [0n, 0n],
    [-5_000_00n, 0n], // a loss is nil, never negative income
  ])('a row with gain %s has income %s', (gain, income) => expect(incomeOf(gain)).toBe(income));
});

describe('section 115BBH at 30% + 4% cess: the estimate, exact and as filed', () => {
  it('₹1,00,004.99 of income', () => {
    expect(vdaTaxEstimate(1_00_004_99n)).toEqual({
      income: 1_00_004_99n,
      tax: 30_001_50n, // 30,001.497 → half up
      cess: 1_200_06n, // 4% of 30,001.50 = 1,200.06
      total: 31_201_56n,
      filedIncome: 1_00_000_00n, // section 288A
      filedTax: 30_000_00n,
      filedCess: 1_200_00n,
      payable: 31_200_00n, // section 288B
    });
  });
  it('₹12,345.67: payable rounded to ₹10 under 288B', () => {
    const estimate = vdaTaxEstimate(12_345_67n);
    expect(estimate.filedIncome).toBe(12_350_00n);
    expect(estimate.filedTax + estimate.filedCess).toBe(3_853_20n); // 3,705 + 148.20
    expect(estimate.payable).toBe(3_850_00n);
  });
  it('nothing taxable, nothing to pay', () => expect(vdaTaxEstimate(0n).payable).toBe(0n));
});

describe('section 194S: 1% of the consideration of each transfer, half up to the paisa', () => {
  it.each([
    ['₹1,00,000', 1_00_000_00n, '2025-05-01T00:00:00Z', 1_000_00n],
    ['₹0.49', 49n, '2025-05-01T00:00:00Z', 0n],
    ['₹0.50', 50n, '2025-05-01T00:00:00Z', 1n],
    ['₹12,345.67', 12_345_67n, '2025-05-01T00:00:00Z', 123_46n],
    ['before 1 July 2022 (India), none', 1_00_000_00n, '2022-06-30T18:29:59Z', 0n],
    ['from 1 July 2022 (India)', 1_00_000_00n, '2022-06-30T18:30:00Z', 1_000_00n],
  ])('%s', (_, consideration, iso, tds) => expect(tds194S(consideration, at(iso))).toBe(tds));
});

describe('section 194H: TDS on commission (Finance (No. 2) Act, 2024; Finance Act, 2025)', () => {
  it.each([
    ['5% until 30 September 2024', '2024-09-30T18:29:59Z', 500n],
    ['2% from 1 October 2024 (India)', '2024-09-30T18:30:00Z', 200n],
    ['2% in 2025-26', '2025-06-01T00:00:00Z', 200n],
  ])('rate: %s', (_, iso, bps) => expect(tds194HRateBps(at(iso))).toBe(bps));

  it.each([
    [2024, 15_000_00n],
    [2025, 20_000_00n], // raised from 1 April 2025
    [2026, 20_000_00n],
  ])('threshold in %i-: %s paise', (start, paise) =>
    expect(tds194HThreshold(financialYear(start))).toBe(paise),
  );

  const may2025 = at('2025-05-01T00:00:00Z');
  it.each([
    ['within ₹20,000 for the year: none', 5_000_00n, 10_000_00n, 0n],
    ['exactly ₹20,000: none (not exceeding)', 5_000_00n, 15_000_00n, 0n],
    ['the credit that crosses deducts on the year’s whole total', 6_000_00n, 15_000_00n, 420_00n],
    ['after crossing, each credit on itself', 1_000_00n, 21_000_00n, 20_00n],
    ['a first credit over the threshold', 25_000_00n, 0n, 500_00n],
  ])('%s', (_, amount, earlier, tds) => expect(tds194H(amount, may2025, earlier)).toBe(tds));

  it('2024-25 after 1 October: 2% over ₹15,000', () => {
    expect(tds194H(16_000_00n, at('2024-12-01T00:00:00Z'), 0n)).toBe(320_00n);
    expect(tds194H(16_000_00n, at('2024-06-01T00:00:00Z'), 0n)).toBe(800_00n);
  });
});

describe('section 56(2)(x): a year’s gifts taxed on receipt when they exceed ₹50,000', () => {
  it.each([
    [50_000_00n, false],
    [50_000_01n, true],
  ])('%s paise: %s', (value, taxed) => expect(giftsTaxedOnReceipt(value)).toBe(taxed));
});

describe('section 2(47): which disposals are transfers, which are taxed, and who deducts TDS', () => {
  it.each([
    ['instant_sell', true, true, true],
    ['exchange_sell', true, true, true],
    ['basket_sell', true, true, true],
    ['plan_sell', true, true, true],
    ['shop_spend', true, true, true], // exchange for goods
    ['vendor_order', true, true, true],
    ['liquidation', true, true, true],
    ['gift_sent', true, false, false], // section 47(iii)
    ['uma_sent', true, false, false], // a gift unless restated as a sale
    ['p2p_sale', true, true, false], // the buyer deducts
    ['withdrawal', false, false, false], // no change of owner
  ] as const)('%s: transfer %s, taxed %s, platform TDS %s', (kind: DisposalKind, transfer, taxed, tds) => {
    expect(DISPOSAL_RULES[kind]).toMatchObject({ transfer, taxed, platformTds: tds });
    expect(DISPOSAL_RULES[kind].why).toMatch(/section/i);
  });

  it('section 115BBH(2)(a): only coins bought on the platform have a cost it knows', () => {
    const known = Object.entries(ACQUISITION_RULES)
      .filter(([, rule]) => rule.costKnown)
      .map(([source]) => source);
    expect(known).toEqual(['instant_buy', 'exchange_buy', 'basket_buy', 'plan_buy']);
  });
});

describe('Rule 11UA: coins arriving unpaid cost what they would fetch, half up to the paisa', () => {
  it.each([
    ['0.5 BTC at ₹50,00,000.00', 50_000_000n, 5_000_000_00n, 8, 2_500_000_00n],
    ['1 satoshi at ₹50,00,000.00: 5 paise', 1n, 5_000_000_00n, 8, 5n],
    ['1 wei-unit of ETH (6 places) at ₹0.01: nil', 1n, 1n, 6, 0n],
    ['half a paisa rounds up', 1n, 50n, 2, 1n],
    ['10 USDT at ₹88.37', 10_000_000n, 88_37n, 6, 883_70n],
  ])('%s', (_, quantity, price, precision, value) =>
    expect(marketValue(quantity, price, precision)).toBe(value),
  );
  it('refuses a negative quantity', () => expect(() => marketValue(-1n, 1n, 8)).toThrow(RangeError));
});
