import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_SCHEDULE } from '../market/fees.ts';
import {
  bandHigh,
  bandLow,
  exitsRefusal,
  maxBuyLots,
  referenceTicks,
  saleExitsLock,
  saleExitsLockTicks,
  walkBook,
} from './bounds.ts';
import { buyLock, exchangeRates, fillValue } from './charges.ts';
import { PAIR_CONFIGS } from './pairs.ts';

const BTC = PAIR_CONFIGS['BTC-INR'];
const rates = exchangeRates(DEFAULT_FEE_SCHEDULE);

describe('the reference price and its band (the engine’s own rule)', () => {
  it.each([
    [900_000, 899_000, 901_000, 900_000],
    [0, 899_000, 901_001, 900_000],
    [0, null, 901_000, 0],
    [0, 899_000, null, 0],
  ])('last %i, bid %s, ask %s → reference %i', (last, bid, ask, reference) => {
    expect(referenceTicks(last, bid, ask)).toBe(reference);
  });

  it('a 5% band around 100,000 ticks is 95,000 to 105,000; rounding stays inside it', () => {
    expect([bandLow(100_000, 5), bandHigh(100_000, 5)]).toEqual([95_000, 105_000]);
    expect([bandLow(100_001, 5), bandHigh(100_001, 5)]).toEqual([95_001, 105_001]);
  });
});

describe('the largest buy a balance funds', () => {
  it('is the exact boundary: its lock fits the budget, one lot more does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.record({
          makerBps: fc.integer({ min: 0, max: 100 }),
          takerBps: fc.integer({ min: 0, max: 100 }),
          gstBps: fc.constant(1_800),
          tdsBps: fc.constant(100),
        }),
        (budget, ticks, someRates) => {
          const lots = maxBuyLots(budget, ticks, BTC, someRates);
          expect(lots).toBeGreaterThanOrEqual(0);
          if (lots > 0) expect(buyLock(fillValue(lots, ticks, BTC), someRates)).toBeLessThanOrEqual(budget);
          expect(buyLock(fillValue(lots + 1, ticks, BTC), someRates)).toBeGreaterThan(budget);
        },
      ),
    );
  });

  it('₹0 or no price buys nothing', () => {
    expect(maxBuyLots(0, 900_000, BTC, rates)).toBe(0);
    expect(maxBuyLots(1_00_000_00, 0, BTC, rates)).toBe(0);
  });
});

describe('walking the book as it stands', () => {
  const asks = [
    { ticks: 900_000, lots: 2 },
    { ticks: 900_100, lots: 3 },
    { ticks: 901_000, lots: 10 },
  ];

  it('takes the best levels first and stops at the limit', () => {
    expect(walkBook(asks, 4, 950_000, 'buy', BTC)).toEqual({
      lots: 4,
      value: fillValue(2, 900_000, BTC) + fillValue(2, 900_100, BTC),
    });
    expect(walkBook(asks, 20, 900_100, 'buy', BTC)).toEqual({
      lots: 5,
      value: fillValue(2, 900_000, BTC) + fillValue(3, 900_100, BTC),
    });
  });

  it('a sale stops below its limit; an empty side fills nothing', () => {
    const bids = [
      { ticks: 899_900, lots: 1 },
      { ticks: 899_000, lots: 5 },
    ];
    expect(walkBook(bids, 3, 899_500, 'sell', BTC)).toEqual({ lots: 1, value: fillValue(1, 899_900, BTC) });
    expect(walkBook([], 3, 899_500, 'sell', BTC)).toEqual({ lots: 0, value: 0 });
  });

  it('never costs more than the lots at the limit (the bound a market buy locks)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ ticks: fc.integer({ min: 1, max: 2_000_000 }), lots: fc.integer({ min: 1, max: 50 }) }),
        ),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        (levels, lots, limit) => {
          const sorted = [...levels].sort((a, b) => a.ticks - b.ticks);
          const walked = walkBook(sorted, lots, limit, 'buy', BTC);
          expect(walked.lots).toBeLessThanOrEqual(lots);
          expect(walked.value).toBeLessThanOrEqual(fillValue(lots, limit, BTC));
        },
      ),
    );
  });
});

describe('what a sale’s take-profit and stop-loss lock to buy back with', () => {
  it('the dearer of the take-profit and the top of the band around the stop-loss, fee and GST included', () => {
    const exits = { takeProfitTicks: 85_000, stopLossTicks: 92_000 };
    expect(saleExitsLockTicks(exits, 10)).toBe(101_200);
    expect(saleExitsLock(4, exits, 10, BTC, rates)).toBe(buyLock(fillValue(4, 101_200, BTC), rates));
    expect(saleExitsLockTicks({ takeProfitTicks: 85_000, stopLossTicks: 0 }, 10)).toBe(85_000);
    expect(saleExitsLock(4, { takeProfitTicks: 0, stopLossTicks: 0 }, 10, BTC, rates)).toBe(0);
  });
});

describe('a take-profit and stop-loss on the right side of the price, within the band (engine and form alike)', () => {
  // Last price ₹90,00,000 (90,000 ticks), band 10%: ₹81,00,000 – ₹99,00,000.
  const check = (over: Partial<Parameters<typeof exitsRefusal>[0]>) =>
    exitsRefusal({
      side: 'buy',
      kind: 'LIMIT',
      ticks: 89_000,
      reference: 90_000,
      takeProfitTicks: 0,
      stopLossTicks: 0,
      bandPercent: 10,
      config: BTC,
      ...over,
    });
  it.each([
    ['a buy with both on their sides', { takeProfitTicks: 95_000, stopLossTicks: 85_000 }, null],
    ['a buy-the-dip take-profit below the last price', { takeProfitTicks: 89_500 }, null],
    [
      'a buy’s take-profit at its rate',
      { takeProfitTicks: 89_000 },
      ['take_profit', 'The take-profit must be above ₹8900000.00 (the limit price)'],
    ],
    [
      'a marketable buy’s stop-loss above the last price',
      { ticks: 91_000, stopLossTicks: 90_500 },
      ['stop_loss', 'The stop-loss must be below ₹9000000.00 (the last price)'],
    ],
    [
      'a market sale’s take-profit above the last price',
      { side: 'sell', kind: 'MARKET', ticks: 0, takeProfitTicks: 91_000 },
      ['take_profit', 'The take-profit must be below ₹9000000.00 (the last price)'],
    ],
    [
      'a sale’s stop-loss below its rate',
      { side: 'sell', ticks: 91_000, stopLossTicks: 90_500 },
      ['stop_loss', 'The stop-loss must be above ₹9100000.00 (the limit price)'],
    ],
    [
      'a take-profit beyond the band',
      { takeProfitTicks: 99_100 },
      [
        'take_profit',
        'The price must be between ₹8100000.00 and ₹9900000.00 (within the band around the last price)',
      ],
    ],
    [
      'exits on a stop-limit',
      { kind: 'STOP_LIMIT', stopLossTicks: 85_000 },
      ['stop_loss', 'Take-profit and stop-loss attach to limit and market orders only'],
    ],
    ['a limit before the market has a price (no band yet)', { reference: 0, takeProfitTicks: 150_000 }, null],
  ] as const)('%s', (_, over, refusal) => {
    const got = check(over);
    expect(got ? [got.field, got.message] : null).toEqual(refusal);
  });
});
