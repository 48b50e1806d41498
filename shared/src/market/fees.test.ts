import { describe, expect, it } from 'vitest';
import { applyBps, changePercent, DEFAULT_FEE_SCHEDULE, gstOn, priceEntry, spreadPrices } from './fees.ts';
import { coinPriceEntrySchema } from './schemas.ts';

const schedule = DEFAULT_FEE_SCHEDULE;

describe('the fee schedule: GST 18% on the platform fee, TDS 1% on a sale', () => {
  it('is 18% GST and 1% TDS by Indian law', () => {
    expect(schedule.gstBps).toBe(1_800);
    expect(schedule.tdsBps).toBe(100);
  });

  it.each([
    [10_000n, 20, 20n],
    [12_345n, 20, 25n], // 24.69 → 25
    [12_324n, 20, 25n], // 24.648 → 25
    [12_300n, 20, 25n], // 24.6 → 25
    [12_250n, 20, 25n], // 24.5 → 25 (half up)
    [12_249n, 20, 24n], // 24.498 → 24
    [0n, 20, 0n],
  ])('applyBps(%s paise, %s bps) = %s paise, half up', (amount, bps, expected) => {
    expect(applyBps(amount, bps)).toBe(expected);
  });

  it('GST is 18% of the fee, to the paisa', () => {
    expect(gstOn(100n, schedule)).toBe(18n);
    expect(gstOn(25n, schedule)).toBe(5n); // 4.5 → 5
  });

  it.each([
    [100_000_00n, 100_500_00n, 99_500_00n],
    [8_800n, 8_844n, 8_756n],
    [1n, 2n, 0n],
  ])('spread around mid %s: buy %s (rounded up), sell %s (rounded down)', (mid, buy, sell) => {
    expect(spreadPrices(mid, schedule)).toEqual({ buy, sell });
  });
});

describe('§3 coin price entry from a mid price', () => {
  it('gives every field as a decimal string in rupees, and buy ≥ mid ≥ sell', () => {
    const entry = priceEntry(90_00_000_00n, '1.25', schedule);
    expect(coinPriceEntrySchema.parse(entry)).toBeTruthy();
    expect(entry).toEqual({
      buying_price: '9045000.00',
      buying_price_fee: '18090.00',
      buying_price_tax: '3256.20',
      selling_price: '8955000.00',
      selling_price_fee: '17910.00',
      selling_price_tax: '3223.80',
      selling_price_tds: '89550.00',
      average_price: '9000000.00',
      change: '1.25',
    });
  });
});

describe('24-hour change', () => {
  it.each([
    [101n, 100n, '1.00'],
    [99n, 100n, '-1.00'],
    [100n, 100n, '0.00'],
    [100_005n, 100_000n, '0.01'], // 0.005% → 0.01
    [99_996n, 100_000n, '0.00'], // -0.004% rounds to zero, shown unsigned
    [5n, 0n, '0.00'],
  ])('%s now against %s then is %s%%', (now, then, expected) => {
    expect(changePercent(now, then)).toBe(expected);
  });
});
