// The Income-tax Act, 1961's rules for virtual digital assets (VDA) as the tax report applies them, in one place:
// every rate, threshold and date that could change with the law is a named constant here (docs/tax.md says why).
// Amounts are integer paise (bigint); rounding is stated at each rule.
import { type FinancialYear, financialYearOf, indiaMidnight } from './financialYear.ts';

const BPS = 10_000n;

/** Section 115BBH(1)(a) (Finance Act, 2022): income from the transfer of a VDA is taxed at 30%. */
export const VDA_TAX_RATE_BPS = 3_000n;
/** Section 115BBH applies from assessment year 2023-24: transfers from 1 April 2022. */
export const VDA_TAX_FROM = indiaMidnight(2022, 4, 1);
/**
 * Health and Education Cess, 4% of the income-tax (and of any surcharge), levied by section 2 of each year's Finance
 * Act since the Finance Act, 2018. Surcharge depends on the person's total income, which the platform cannot know.
 */
export const CESS_RATE_BPS = 400n;
/** Section 194S(1) (Finance Act, 2022): 1% of the consideration for the transfer of a VDA, from 1 July 2022. */
export const TDS_194S_RATE_BPS = 100n;
export const TDS_194S_FROM = indiaMidnight(2022, 7, 1);
/**
 * Section 194H, TDS on commission or brokerage: 5%, and 2% from 1 October 2024 (Finance (No. 2) Act, 2024). Newest
 * first: the first whose `from` is at or before the credit applies.
 */
export const TDS_194H_RATES: readonly { from: Date; bps: bigint }[] = [
  { from: indiaMidnight(2024, 10, 1), bps: 200n },
  { from: new Date(0), bps: 500n },
];
/**
 * Section 194H's first proviso: no deduction while the year's commission to the payee does not exceed ₹15,000, raised
 * to ₹20,000 from 1 April 2025 (Finance Act, 2025). Newest first, by the financial year they begin in.
 */
export const TDS_194H_THRESHOLDS: readonly { fromYear: number; paise: bigint }[] = [
  { fromYear: 2025, paise: 20_000_00n },
  { fromYear: 0, paise: 15_000_00n },
];
/** Section 56(2)(x): property received without consideration is income when the year's aggregate exceeds ₹50,000. */
export const GIFT_EXEMPT_LIMIT_PAISE = 50_000_00n;

/** The ways a coin arrives in a person's holdings. */
export type AcquisitionSource =
  | 'instant_buy'
  | 'exchange_buy'
  | 'basket_buy'
  | 'plan_buy'
  | 'reward'
  | 'gift_received'
  | 'uma_received'
  | 'deposit';

/** The ways a coin leaves a person's holdings. */
export type DisposalKind =
  | 'instant_sell'
  | 'exchange_sell'
  | 'basket_sell'
  | 'plan_sell'
  | 'shop_spend'
  | 'vendor_order'
  | 'liquidation'
  | 'gift_sent'
  | 'uma_sent'
  | 'p2p_sale'
  | 'withdrawal';

/** What the cost of acquisition of a coin is, by how it arrived, whether the platform knows it, and why. */
export interface AcquisitionRule {
  cost: 'price paid' | 'market value on arrival';
  costKnown: boolean;
  why: string;
}

const BOUGHT: AcquisitionRule = {
  cost: 'price paid',
  costKnown: true,
  why: 'Section 115BBH(2)(a): the cost of acquisition is the value paid for the coin; the fee and its GST are not added (no other expenditure is allowed)',
};

export const ACQUISITION_RULES: Readonly<Record<AcquisitionSource, AcquisitionRule>> = {
  instant_buy: BOUGHT,
  exchange_buy: BOUGHT,
  basket_buy: BOUGHT,
  plan_buy: BOUGHT,
  reward: {
    cost: 'market value on arrival',
    costKnown: false,
    why: 'Sections 56(2)(x) and 49(4): a reward taxed as income when received costs its value then; one not so taxed may cost nil',
  },
  gift_received: {
    cost: 'market value on arrival',
    costKnown: false,
    why: 'Sections 56(2)(x) and 49(4): a gift taxed on receipt (over ₹50,000 a year, not from a relative) costs its value then; otherwise the giver’s cost (49(1)(ii))',
  },
  uma_received: {
    cost: 'market value on arrival',
    costKnown: false,
    why: 'From another person: a gift (sections 56(2)(x), 49(4)) unless the person paid for it, when the cost is what they paid',
  },
  deposit: {
    cost: 'market value on arrival',
    costKnown: false,
    why: 'Bought elsewhere: the platform cannot know what the person paid, so the value on arrival stands until they enter it',
  },
};

/** Whether a way of parting with a coin is a transfer, whether its gain is taxed, who deducts TDS, and why. */
export interface DisposalRule {
  /** Section 2(47), which section 115BBH(3) applies to every VDA: the owner parts with the coin. */
  transfer: boolean;
  /** A row of Schedule VDA: a transfer whose gain section 115BBH taxes. */
  taxed: boolean;
  /** The platform pays the consideration, so it deducts 1% under section 194S. */
  platformTds: boolean;
  why: string;
}

const SOLD = (what: string): DisposalRule => ({
  transfer: true,
  taxed: true,
  platformTds: true,
  why: `Section 2(47) ${what}; section 115BBH taxes the gain and the platform deducts 1% under section 194S`,
});

export const DISPOSAL_RULES: Readonly<Record<DisposalKind, DisposalRule>> = {
  instant_sell: SOLD('sale: sold to the platform for rupees'),
  exchange_sell: SOLD('sale: sold on the order book for rupees'),
  basket_sell: SOLD('sale: a basket’s coin sold for rupees'),
  plan_sell: SOLD('sale: a plan’s coin sold for rupees'),
  shop_spend: SOLD('exchange: the coin given for a voucher or product, at the rupee value it raised'),
  vendor_order: SOLD('exchange: the coin given for a merchant’s order, at the rupee value it raised'),
  liquidation: SOLD('sale: the collateral sold to repay the loan, at the proceeds applied to it'),
  gift_sent: {
    transfer: true,
    taxed: false,
    platformTds: false,
    why: 'Section 47(iii): a gift is not a transfer for capital gains (with no consideration there is no gain anyway); the recipient is taxed under section 56(2)(x)',
  },
  uma_sent: {
    transfer: true,
    taxed: false,
    platformTds: false,
    why: 'Sent to another person for no consideration the platform sees: a gift (section 47(iii)) unless the person was paid, when it is restated as a sale',
  },
  p2p_sale: {
    transfer: true,
    taxed: true,
    platformTds: false,
    why: 'Section 2(47) sale: a send the person says was paid for, at what they received; the buyer, not the platform, deducts under section 194S',
  },
  withdrawal: {
    transfer: false,
    taxed: false,
    platformTds: false,
    why: 'Section 2(47): moved to a wallet outside the platform, presumed the person’s own, so no change of owner and no transfer; the cost leaves with the coin',
  },
};

/**
 * The fair market value of coins arriving without a price paid (a deposit, a reward, a gift, a UMA transfer): the
 * quantity at the platform's selling price of that moment — what the person could have had for them there (Rule
 * 11UA values property by what it would fetch) — rounded half up to the paisa. `quantity` is in the coin's minor
 * units, the price in paise per whole coin.
 */
export function marketValue(quantity: bigint, pricePaise: bigint, precision: number): bigint {
  if (quantity < 0n || pricePaise < 0n)
    throw new RangeError('A market value is of a non-negative quantity and price');
  const scale = 10n ** BigInt(precision);
  return (quantity * pricePaise * 2n + scale) / (2n * scale);
}

/** amount × bps ÷ 10,000 rounded half up to the paisa (amount ≥ 0). */
export function ofBps(amount: bigint, bps: bigint): bigint {
  if (amount < 0n) throw new RangeError(`A rate applies to a non-negative amount: ${amount}`);
  return (amount * bps * 2n + BPS) / (2n * BPS);
}

/**
 * Sections 288A (income) and 288B (tax payable): paise ignored, then to the nearest multiple of ten rupees, a last
 * figure of five or more rounding up. In paise in, paise out (a multiple of 1,000).
 */
export function roundToTenRupees(paise: bigint): bigint {
  if (paise < 0n) throw new RangeError(`Sections 288A/288B round a non-negative amount: ${paise}`);
  const rupees = paise / 100n;
  const tens = rupees / 10n + (rupees % 10n >= 5n ? 1n : 0n);
  return tens * 1_000n;
}

/** Section 115BBH(2): no set-off of any loss, even against another VDA's gain: a row's income is its gain or nil. */
export function incomeOf(gain: bigint): bigint {
  return gain > 0n ? gain : 0n;
}

/**
 * Section 194S: 1% of the consideration of each transfer, computed on that transfer and rounded half up to the paisa
 * (as the platform deducts it); nil before 1 July 2022. The thresholds of its proviso (₹50,000 / ₹10,000 a year) are
 * not applied: the platform deducts on every transfer it pays for.
 */
export function tds194S(consideration: bigint, at: Date): bigint {
  return at.getTime() < TDS_194S_FROM.getTime() ? 0n : ofBps(consideration, TDS_194S_RATE_BPS);
}

/** The section 194H rate in force on the day of a credit. */
export function tds194HRateBps(at: Date): bigint {
  const rate = TDS_194H_RATES.find((r) => r.from.getTime() <= at.getTime());
  if (!rate) throw new RangeError(`No section 194H rate for ${at.toISOString()}`);
  return rate.bps;
}

/** The section 194H threshold of a financial year. */
export function tds194HThreshold(year: FinancialYear): bigint {
  const threshold = TDS_194H_THRESHOLDS.find((t) => t.fromYear <= year.start);
  if (!threshold) throw new RangeError(`No section 194H threshold for ${year.label}`);
  return threshold.paise;
}

/**
 * Section 194H on one credit of commission, given what was credited earlier in the same financial year: nil while
 * the year's total stays within the threshold; the credit that crosses it deducts on the whole year's total so far;
 * each later credit on itself. At the rate of the credit's day, rounded half up to the paisa.
 */
export function tds194H(amount: bigint, at: Date, creditedEarlier: bigint): bigint {
  const threshold = tds194HThreshold(financialYearOf(at));
  const total = creditedEarlier + amount;
  if (total <= threshold) return 0n;
  return ofBps(creditedEarlier <= threshold ? total : amount, tds194HRateBps(at));
}

/** Section 56(2)(x): a year's gifts are income (at their whole fair market value) when they exceed ₹50,000. */
export function giftsTaxedOnReceipt(aggregateValue: bigint): boolean {
  return aggregateValue > GIFT_EXEMPT_LIMIT_PAISE;
}

/** The tax on a year's VDA income alone: paise-exact figures, and the figures as filed (sections 288A/288B). */
export interface VdaTaxEstimate {
  /** Σ of each row's income (section 115BBH: losses ignored), exact. */
  income: bigint;
  /** 30% of it and 4% cess on that, each rounded half up to the paisa, and their sum. */
  tax: bigint;
  cess: bigint;
  total: bigint;
  /** Income rounded under section 288A, the tax and cess on it (exact: a multiple of ₹10), and their sum under 288B. */
  filedIncome: bigint;
  filedTax: bigint;
  filedCess: bigint;
  payable: bigint;
}

/** Section 115BBH at 30% plus 4% cess, before surcharge (which depends on the person's total income). */
export function vdaTaxEstimate(income: bigint): VdaTaxEstimate {
  const tax = ofBps(income, VDA_TAX_RATE_BPS);
  const cess = ofBps(tax, CESS_RATE_BPS);
  const filedIncome = roundToTenRupees(income);
  const filedTax = ofBps(filedIncome, VDA_TAX_RATE_BPS);
  const filedCess = ofBps(filedTax, CESS_RATE_BPS);
  return {
    income,
    tax,
    cess,
    total: tax + cess,
    filedIncome,
    filedTax,
    filedCess,
    payable: roundToTenRupees(filedTax + filedCess),
  };
}
