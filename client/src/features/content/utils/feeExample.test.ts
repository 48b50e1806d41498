import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import { describe, expect, it } from 'vitest';
import { formatBps, roundTripExample } from './feeExample.ts';

const rupees = (paise: bigint) => formatInr(paise, { symbol: true });

describe('fees page worked example (the fee schedule, the instant quote of shared/src/market/quote.ts; §3 price entry)', () => {
  // ₹10,000 entered on the BTC page at a mid price of ₹80,00,000, default schedule: 1% spread, 0.2% fee, 18% GST, 1% TDS.
  const example = roundTripExample(
    { budgetPaise: 1_000_000n, midPaise: 800_000_000n, coin: 'BTC' },
    DEFAULT_FEE_SCHEDULE,
  );

  it('prices the buy half a spread above the mid and the sell half below', () => {
    expect(rupees(example.buyPricePaise)).toBe('₹80,40,000.00');
    expect(rupees(example.sellPricePaise)).toBe('₹79,60,000.00');
  });

  it('buy: the most BTC the ₹10,000 budget pays for, fee and 18% GST on the fee included (§9 BTC 8 decimals)', () => {
    expect(formatCoin(example.buy.quantity, 'BTC')).toBe('0.00124085');
    // 0.00124085 × 80 40 000 = 9 976.434 → a buyer's value rounds up to the paisa
    expect(rupees(example.buy.value)).toBe('₹9,976.44');
    expect(rupees(example.buy.fee)).toBe('₹19.95');
    expect(rupees(example.buy.gst)).toBe('₹3.59');
    expect(rupees(example.buy.total)).toBe('₹9,999.98');
    expect(example.buy.tds).toBe(0n);
  });

  it('sell: the same quantity at the sell price, fee, GST on the fee and 1% TDS (section 194S) on the sale value', () => {
    // 0.00124085 × 79 60 000 = 9 877.166 → a seller's value rounds down to the paisa
    expect(rupees(example.sell.value)).toBe('₹9,877.16');
    expect(rupees(example.sell.fee)).toBe('₹19.75');
    expect(rupees(example.sell.gst)).toBe('₹3.56');
    expect(rupees(example.sell.tds)).toBe('₹98.77');
    expect(rupees(example.sell.total)).toBe('₹9,755.08');
  });

  it('the round trip cost adds up to the difference between paid and received, TDS apart', () => {
    expect(rupees(example.cost.spreadPaise)).toBe('₹99.28');
    expect(rupees(example.cost.feesPaise)).toBe('₹39.70');
    expect(rupees(example.cost.gstPaise)).toBe('₹7.15');
    expect(rupees(example.cost.totalPaise)).toBe('₹146.13');
    expect(example.buy.total - example.sell.total).toBe(example.cost.totalPaise + example.sell.tds);
  });

  it('follows the schedule in force: with no spread and no fee only the TDS remains', () => {
    const free = roundTripExample(
      { budgetPaise: 1_000_000n, midPaise: 800_000_000n, coin: 'BTC' },
      { spreadBps: 0, feeBps: 0, gstBps: 1_800, tdsBps: 100, makerBps: 0, takerBps: 0 },
    );
    expect(rupees(free.buy.total)).toBe('₹10,000.00');
    expect(free.cost.totalPaise).toBe(0n);
    expect(rupees(free.sell.tds)).toBe('₹100.00');
  });

  it('uses the coin precision of §9: USDT to 6 decimals', () => {
    const usdt = roundTripExample(
      { budgetPaise: 1_000_000n, midPaise: 8_800n, coin: 'USDT' },
      DEFAULT_FEE_SCHEDULE,
    );
    expect(rupees(usdt.buyPricePaise)).toBe('₹88.44');
    expect(formatCoin(usdt.buy.quantity, 'USDT')).toBe('112.804839');
    expect(usdt.buy.total).toBeLessThanOrEqual(1_000_000n);
  });

  it('refuses an example under the ₹100 minimum order instead of showing a wrong one', () => {
    expect(() =>
      roundTripExample({ budgetPaise: 5_000n, midPaise: 800_000_000n, coin: 'BTC' }, DEFAULT_FEE_SCHEDULE),
    ).toThrow(RangeError);
  });
});

describe('formatBps: rates of the fee table as exact percentages', () => {
  it.each([
    [100, 1, '1%'],
    [20, 1, '0.2%'],
    [1_800, 1, '18%'],
    [100, 2, '0.5%'],
    [25, 2, '0.125%'],
    [0, 1, '0%'],
    [10_000, 1, '100%'],
  ])('%i bps ÷ %i is %s', (bps, divisor, text) => {
    expect(formatBps(bps, divisor)).toBe(text);
  });

  it('refuses what is not a rate', () => {
    expect(() => formatBps(1.5)).toThrow(RangeError);
    expect(() => formatBps(-1)).toThrow(RangeError);
    expect(() => formatBps(10, 0)).toThrow(RangeError);
  });
});
