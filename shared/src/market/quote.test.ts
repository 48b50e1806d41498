import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COINS } from '../constants.ts';
import { fromMinorUnits, precisionOf, toMinorUnits } from '../money/amount.ts';
import { DEFAULT_FEE_SCHEDULE } from './fees.ts';
import { computeQuote, type QuoteRequest, quoteMinor } from './quote.ts';

const schedule = DEFAULT_FEE_SCHEDULE; // fee 0.20%, GST 18% on the fee, TDS 1% on a sale
const base = { schedule, coin: 'BTC' as const };

function quote(request: Omit<QuoteRequest, 'schedule' | 'coin'> & Partial<QuoteRequest>) {
  const result = computeQuote({ ...base, ...request });
  if (!result.ok) throw new Error(result.message);
  return result.quote;
}

describe('instant quotes: exact to each coin precision, lines adding up to the total', () => {
  it.each([
    // side, unit, amount, price → quantity, value, fee, gst, tds, total
    // Checked independently with Python's decimal module (ROUND_CEILING / ROUND_FLOOR / ROUND_HALF_UP).
    ['buy', 'coin', '0.01', '9045000.00', '0.01000000', '90450.00', '180.90', '32.56', '0.00', '90663.46'],
    ['buy', 'coin', '0.00000001', '9045000.00', null, null, null, null, null, null], // under ₹100
    ['sell', 'coin', '0.01', '8955000.00', '0.01000000', '89550.00', '179.10', '32.24', '895.50', '88443.16'],
    // ₹5,000 buys 0.00055148 BTC (₹4,999.92); 0.00055149 would cost ₹5,000.01.
    ['buy', 'inr', '5000', '9045000.00', '0.00055148', '4988.14', '9.98', '1.80', '0.00', '4999.92'],
    // Receiving ₹5,000 takes 0.00056534 BTC (₹5,000.03); 0.00056533 would pay ₹4,999.95.
    ['sell', 'inr', '5000', '8955000.00', '0.00056534', '5062.61', '10.13', '1.82', '50.63', '5000.03'],
  ] as const)('%s by %s %s at ₹%s', (side, unit, amount, price, quantity, value, fee, gst, tds, total) => {
    const result = computeQuote({ ...base, side, unit, amount, price });
    if (quantity === null) {
      expect(result).toEqual({ ok: false, message: 'The minimum order is ₹100.00' });
      return;
    }
    expect(result.ok && result.quote).toMatchObject({ quantity, value, fee, gst, tds, total });
  });

  it('buy by rupees never spends more than typed; one more unit would', () => {
    const q = quote({ side: 'buy', unit: 'inr', amount: '5000', price: '9045000.00' });
    expect(q.total).toBe('4999.92');
    const more = quote({ side: 'buy', unit: 'coin', amount: '0.00055149', price: '9045000.00' });
    expect(more.total).toBe('5000.01');
  });

  it('USDT at 6 decimals', () => {
    const q = quote({ side: 'buy', unit: 'coin', amount: '100.123456', price: '88.94', coin: 'USDT' });
    expect(q).toMatchObject({
      quantity: '100.123456',
      value: '8904.99',
      fee: '17.81',
      gst: '3.21',
      total: '8926.01',
    });
  });

  it('§5 refuses amounts beyond the precision or 12 integer digits, and a missing price', () => {
    expect(
      computeQuote({ ...base, side: 'buy', unit: 'coin', amount: '0.123456789', price: '1.00' }).ok,
    ).toBe(false);
    expect(computeQuote({ ...base, side: 'buy', unit: 'inr', amount: '1000.001', price: '1.00' }).ok).toBe(
      false,
    );
    expect(
      computeQuote({ ...base, side: 'buy', unit: 'inr', amount: '1234567890123', price: '1.00' }).ok,
    ).toBe(false);
    expect(computeQuote({ ...base, side: 'buy', unit: 'inr', amount: '1000', price: '0.00' })).toEqual({
      ok: false,
      message: 'The price is not available',
    });
  });
});

const priceArb = fc.bigInt({ min: 50_00n, max: 2_00_00_000_00n }); // ₹50 to ₹2 crore per coin
const coinArb = fc.constantFrom(...COINS);
const scheduleArb = fc.record({
  spreadBps: fc.integer({ min: 0, max: 500 }),
  feeBps: fc.integer({ min: 0, max: 100 }),
  gstBps: fc.constant(1_800),
  tdsBps: fc.constant(100),
});

describe('quote properties (fast-check)', () => {
  it('buy by rupees: total ≤ budget < total with one more unit; lines add up', () => {
    fc.assert(
      fc.property(
        coinArb,
        priceArb,
        fc.bigInt({ min: 100_00n, max: 1_00_00_000_00n }),
        scheduleArb,
        (coin, price, budget, fees) => {
          const request = {
            side: 'buy' as const,
            unit: 'inr' as const,
            coin,
            schedule: fees,
            amount: fromMinorUnits(budget, 'INR'),
            price: fromMinorUnits(price, 'INR'),
          };
          const result = computeQuote(request);
          if (!result.ok) return;
          const m = result.minor;
          expect(m.total).toBeLessThanOrEqual(budget);
          expect(m.value + m.fee + m.gst).toBe(m.total);
          const more = computeQuote({
            ...request,
            unit: 'coin',
            amount: fromMinorUnits(m.quantity + 1n, coin),
          });
          if (more.ok) expect(more.minor.total).toBeGreaterThan(budget);
          expect(quoteMinor(result.quote)).toEqual(m);
        },
      ),
    );
  });

  it('sell by rupees: receives at least what was asked, and one unit less would not', () => {
    fc.assert(
      fc.property(
        coinArb,
        priceArb,
        fc.bigInt({ min: 100_00n, max: 1_00_00_000_00n }),
        scheduleArb,
        (coin, price, wanted, fees) => {
          const request = {
            side: 'sell' as const,
            unit: 'inr' as const,
            coin,
            schedule: fees,
            amount: fromMinorUnits(wanted, 'INR'),
            price: fromMinorUnits(price, 'INR'),
          };
          const result = computeQuote(request);
          if (!result.ok) return;
          const m = result.minor;
          expect(m.total).toBeGreaterThanOrEqual(wanted);
          expect(m.value - m.fee - m.gst - m.tds).toBe(m.total);
          if (m.quantity > 1n) {
            const less = computeQuote({
              ...request,
              unit: 'coin',
              amount: fromMinorUnits(m.quantity - 1n, coin),
            });
            if (less.ok) expect(less.minor.total).toBeLessThan(wanted);
          }
        },
      ),
    );
  });

  it('every line is exact at its precision: quantities at the coin, money at the paisa', () => {
    fc.assert(
      fc.property(
        coinArb,
        priceArb,
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.boolean(),
        (coin, price, qty, buy) => {
          const result = computeQuote({
            ...base,
            coin,
            side: buy ? 'buy' : 'sell',
            unit: 'coin',
            amount: fromMinorUnits(qty, coin),
            price: fromMinorUnits(price, 'INR'),
          });
          if (!result.ok) return;
          expect(toMinorUnits(result.quote.quantity, coin)).toBe(qty);
          expect(result.quote.quantity.split('.')[1]?.length ?? 0).toBe(precisionOf(coin));
          for (const line of ['value', 'fee', 'gst', 'tds', 'total'] as const) {
            expect(result.quote[line]).toMatch(/^\d+\.\d{2}$/);
          }
        },
      ),
    );
  });
});
