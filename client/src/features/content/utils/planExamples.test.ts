import { formatCoin, formatInr } from '@sikka/shared/money/amount';
import { describe, expect, it } from 'vitest';
import { averagingExample, splitByWeights } from './planExamples.ts';

const rupees = (paise: bigint) => formatInr(paise, { symbol: true });

describe('systematic buying plan: rupee-cost averaging example (§9 BTC precision 8, Indian grouping)', () => {
  // ₹1,000 a month at ₹80,00,000, ₹72,00,000, ₹88,00,000 and ₹64,00,000 per BTC.
  const example = averagingExample(100_000n, [800_000_000n, 720_000_000n, 880_000_000n, 640_000_000n], 'BTC');

  it('buys more coin when the price is lower, rounded down to the satoshi', () => {
    expect(example.rows.map((row) => formatCoin(row.quantityMinor, 'BTC'))).toEqual([
      '0.000125',
      '0.00013888',
      '0.00011363',
      '0.00015625',
    ]);
    expect(formatCoin(example.quantityMinor, 'BTC')).toBe('0.00053376');
    expect(rupees(example.spentPaise)).toBe('₹4,000.00');
  });

  it('the average cost per coin is below the average price', () => {
    expect(rupees(example.averagePricePaise)).toBe('₹76,00,000.00');
    // 4 000 ÷ 0.00053376 = 74,94,004.796…
    expect(rupees(example.averageCostPaise)).toBe('₹74,94,004.80');
    expect(example.averageCostPaise).toBeLessThan(example.averagePricePaise);
  });

  it('refuses an example without prices or with a zero price', () => {
    expect(() => averagingExample(100_000n, [], 'BTC')).toThrow(RangeError);
    expect(() => averagingExample(100_000n, [0n], 'BTC')).toThrow(RangeError);
  });
});

describe('crypto basket: one order split by weight, to the paisa', () => {
  it('₹10,000 across 50% BTC, 30% ETH, 20% USDT', () => {
    const parts = splitByWeights(1_000_000n, [
      { coin: 'BTC', bps: 5_000 },
      { coin: 'ETH', bps: 3_000 },
      { coin: 'USDT', bps: 2_000 },
    ]);
    expect(parts.map((part) => [part.coin, rupees(part.paise)])).toEqual([
      ['BTC', '₹5,000.00'],
      ['ETH', '₹3,000.00'],
      ['USDT', '₹2,000.00'],
    ]);
  });

  it('gives the paise left over by rounding to the heaviest coin, so the parts add up to the order', () => {
    const parts = splitByWeights(100_001n, [
      { coin: 'BTC', bps: 3_333 },
      { coin: 'ETH', bps: 3_334 },
      { coin: 'USDT', bps: 3_333 },
    ]);
    expect(parts.reduce((sum, part) => sum + part.paise, 0n)).toBe(100_001n);
    expect(parts.map((part) => part.paise)).toEqual([33_330n, 33_341n, 33_330n]);
  });

  it.each([
    [[{ coin: 'BTC', bps: 6_000 }]],
    [[]],
    [
      [
        { coin: 'BTC', bps: 10_001 },
        { coin: 'ETH', bps: -1 },
      ],
    ],
  ])('refuses weights that do not add up to 100%% (%j)', (weights) => {
    expect(() => splitByWeights(1_000n, weights)).toThrow(RangeError);
  });
});
