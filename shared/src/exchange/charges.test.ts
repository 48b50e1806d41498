import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBps, DEFAULT_FEE_SCHEDULE } from '../market/fees.ts';
import {
  bpsOf,
  buyLock,
  chargeFill,
  estimateOrder,
  exchangeRates,
  fillValue,
  noCharges,
  valueForBudget,
} from './charges.ts';
import { PAIR_CONFIGS } from './pairs.ts';

const rates = exchangeRates(DEFAULT_FEE_SCHEDULE); // maker 0.10%, taker 0.20%, GST 18% of the fee, TDS 1% of a sale
const btc = PAIR_CONFIGS['BTC-INR'];

describe('fees, GST and TDS of exchange fills add up to the paisa', () => {
  // Each row is one fill of an order, in paise; the running columns are the order's totals after it.
  // value = lots × ticks × paise per lot-tick; fee = half-up of the exact sum of value × rate; GST = 18% of the
  // fee so far, TDS = 1% of a sale's value so far, both half up; a fill pays the increase.
  it.each([
    // side, lots, ticks, liquidity → value,     fee,   gst,  tds  (this fill)
    ['sell', 123, 90_000, 'taker', 11_070_000, 22_140, 3_985, 110_700],
    ['sell', 1, 90_001, 'maker', 90_001, 90, 16, 900],
    ['sell', 1, 90_002, 'maker', 90_002, 90, 16, 900],
    ['sell', 1, 90_003, 'taker', 90_003, 180, 32, 900],
  ] as const)('a %s of %d lots at %d ticks as %s', (side, lots, ticks, liquidity, value, fee, gst, tds) => {
    expect(fillValue(lots, ticks, btc)).toBe(value);
    const bps = liquidity === 'maker' ? rates.makerBps : rates.takerBps;
    expect(chargeFill(noCharges(), value, bps, side === 'sell', rates)).toEqual({ value, fee, gst, tds });
  });

  it('an order filled in pieces pays one rounding of its whole, not one per fill', () => {
    // Three maker fills of ₹0.05 each: 0.005 paise of fee apiece would round to 0 each time; together 0.015 → 0.
    // Then ₹100.00 more: the exact fee is 10.015 paise → 10 in all.
    const charges = noCharges();
    const fills = [5, 5, 5, 10_000].map((value) => chargeFill(charges, value, rates.makerBps, true, rates));
    expect(fills.map((f) => f.fee)).toEqual([0, 0, 0, 10]);
    expect(fills.map((f) => f.tds)).toEqual([0, 0, 0, 100]);
    expect(charges).toMatchObject({ value: 10_015, fee: 10, gst: 2, tds: 100 });
  });

  it('property: per-fill charges sum to the rounding of the exact totals, at either rate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 10 ** 13 }), fc.boolean()), { maxLength: 30 }),
        fc.boolean(),
        (fills, sell) => {
          const charges = noCharges();
          let fee = 0;
          let gst = 0;
          let tds = 0;
          let exact = 0n;
          let value = 0n;
          for (const [v, maker] of fills) {
            const bps = maker ? rates.makerBps : rates.takerBps;
            const fill = chargeFill(charges, v, bps, sell, rates);
            expect(Math.min(fill.fee, fill.gst, fill.tds)).toBeGreaterThanOrEqual(0);
            fee += fill.fee;
            gst += fill.gst;
            tds += fill.tds;
            exact += BigInt(v) * BigInt(bps);
            value += BigInt(v);
          }
          expect(BigInt(fee)).toBe((exact * 2n + 10_000n) / 20_000n);
          expect(BigInt(gst)).toBe(applyBps(BigInt(fee), rates.gstBps));
          expect(BigInt(tds)).toBe(sell ? applyBps(value, rates.tdsBps) : 0n);
        },
      ),
    );
  });

  it('property: bpsOf is exact where a plain product would pass 2^53', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 10_000 }),
        (a, b) => {
          expect(BigInt(bpsOf(a, b))).toBe(applyBps(BigInt(a), b));
        },
      ),
    );
  });

  it("a buy's lock covers every way it can fill at or below its limit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 100 }), fc.boolean())),
        (lots, ticks, pieces) => {
          const lock = buyLock(fillValue(lots, ticks, btc), rates);
          const charges = noCharges();
          let left = lots;
          let paid = 0;
          for (const [piece, improvement, maker] of pieces) {
            const take = Math.min(piece, left);
            if (take === 0) break;
            left -= take;
            const fill = chargeFill(
              charges,
              fillValue(take, Math.max(1, ticks - improvement), btc),
              maker ? rates.makerBps : rates.takerBps,
              false,
              rates,
            );
            paid += fill.value + fill.fee + fill.gst;
          }
          expect(paid).toBeLessThanOrEqual(lock);
        },
      ),
    );
  });

  it.each([100_00, 1_000_00, 12_345_67, 10 ** 13])(
    'a budget of %d paise buys the most value it can pay for',
    (budget) => {
      const value = valueForBudget(budget, rates.takerBps, rates);
      const cost = (v: number) =>
        v + bpsOf(v, rates.takerBps) + bpsOf(bpsOf(v, rates.takerBps), rates.gstBps);
      expect(cost(value)).toBeLessThanOrEqual(budget);
      expect(cost(value + 1)).toBeGreaterThan(budget);
    },
  );

  it('estimates the §4 confirmation lines of a whole order', () => {
    expect(estimateOrder('buy', 123, 90_000, btc, rates)).toEqual({
      value: '110700.00',
      fee: '221.40',
      gst: '39.85',
      tds: '0.00',
      total: '110961.25',
    });
    expect(estimateOrder('sell', 123, 90_000, btc, rates, rates.makerBps)).toEqual({
      value: '110700.00',
      fee: '110.70',
      gst: '19.93',
      tds: '1107.00',
      total: '109462.37',
    });
  });
});
