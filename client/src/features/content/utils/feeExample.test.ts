import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import { describe, expect, it } from 'vitest';
import { formatBps, roundTripExample } from './feeExample.ts';

const rupees = (paise: bigint) => formatInr(paise, { symbol: true });

describe('fees page worked example (issue 5 fee schedule; §3 price entry: price, fee, GST; TDS on a sale)', () => {
  // ₹10,000 of BTC at a mid price of ₹80,00,000 with the default schedule: 1% spread, 0.2% fee, 18% GST, 1% TDS.
  const example = roundTripExample(
    { spendPaise: 1_000_000n, midPaise: 800_000_000n, coin: 'BTC' },
    DEFAULT_FEE_SCHEDULE,
  );

  it('prices the buy half a spread above the mid and the sell half below', () => {
    expect(rupees(example.buyPricePaise)).toBe('₹80,40,000.00');
    expect(rupees(example.sellPricePaise)).toBe('₹79,60,000.00');
  });

  it('buy: fee on the order value, 18% GST on the fee, the quantity rounded down to the satoshi (§9 BTC 8 decimals)', () => {
    expect(rupees(example.buy.valuePaise)).toBe('₹10,000.00');
    expect(rupees(example.buy.feePaise)).toBe('₹20.00');
    expect(rupees(example.buy.gstPaise)).toBe('₹3.60');
    expect(rupees(example.buy.totalPaise)).toBe('₹10,023.60');
    // 10 000 / 80 40 000 = 0.001243781… BTC
    expect(formatCoin(example.buy.quantityMinor, 'BTC')).toBe('0.00124378');
  });

  it('sell: the same quantity at the sell price, fee, GST on the fee and 1% TDS (section 194S) on the sale value', () => {
    // 0.00124378 × 79 60 000 = 9 900.4888 → rounded down to the paisa
    expect(rupees(example.sell.valuePaise)).toBe('₹9,900.48');
    expect(rupees(example.sell.feePaise)).toBe('₹19.80');
    expect(rupees(example.sell.gstPaise)).toBe('₹3.56');
    expect(rupees(example.sell.tdsPaise)).toBe('₹99.00');
    expect(rupees(example.sell.receivedPaise)).toBe('₹9,778.12');
  });

  it('the round trip cost adds up to the difference between paid and received, TDS apart', () => {
    expect(rupees(example.cost.spreadPaise)).toBe('₹99.52');
    expect(rupees(example.cost.feesPaise)).toBe('₹39.80');
    expect(rupees(example.cost.gstPaise)).toBe('₹7.16');
    expect(rupees(example.cost.totalPaise)).toBe('₹146.48');
    expect(example.buy.totalPaise - example.sell.receivedPaise).toBe(
      example.cost.totalPaise + example.sell.tdsPaise,
    );
  });

  it('follows the schedule in force: a zero-fee schedule charges no fee and no GST', () => {
    const free = roundTripExample(
      { spendPaise: 1_000_000n, midPaise: 800_000_000n, coin: 'BTC' },
      { spreadBps: 0, feeBps: 0, gstBps: 1_800, tdsBps: 100 },
    );
    expect(free.buy.totalPaise).toBe(1_000_000n);
    expect(free.cost.feesPaise + free.cost.gstPaise).toBe(0n);
    expect(free.sell.tdsPaise).toBe(applyOnePercent(free.sell.valuePaise));
  });

  it('uses the coin precision of §9: USDT to 6 decimals', () => {
    const usdt = roundTripExample(
      { spendPaise: 1_000_000n, midPaise: 8_800n, coin: 'USDT' },
      DEFAULT_FEE_SCHEDULE,
    );
    // buy price ₹88.44 → 10 000 / 88.44 = 113.071008… USDT
    expect(rupees(usdt.buyPricePaise)).toBe('₹88.44');
    expect(formatCoin(usdt.buy.quantityMinor, 'USDT')).toBe('113.071008');
  });
});

function applyOnePercent(paise: bigint): bigint {
  return (paise * 2n + 100n) / 200n;
}

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
