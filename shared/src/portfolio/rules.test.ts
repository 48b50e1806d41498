import { describe, expect, it } from 'vitest';
import {
  averageCost,
  type Balances,
  balancesAt,
  costsOf,
  dayEnds,
  percentChange,
  portfolioValue,
  priceAt,
  profitLoss,
  worth,
} from './rules.ts';

const BTC = 100_000_000n; // 1 BTC in satoshi
const none: Balances = { INR: 0n, BTC: 0n, ETH: 0n, USDT: 0n };

describe('costsOf sums each coin’s open lots exactly', () => {
  it.each([
    { lots: [], expected: {} },
    {
      lots: [
        { asset: 'BTC', quantity: BTC / 2n, cost: 45_00_000_00n, costKnown: true },
        { asset: 'BTC', quantity: BTC / 2n, cost: 40_00_000_00n, costKnown: true },
      ],
      expected: { BTC: { quantity: BTC, cost: 85_00_000_00n, costKnown: true } },
    },
    {
      lots: [
        { asset: 'ETH', quantity: 10n ** 8n, cost: 3_00_000_00n, costKnown: true },
        { asset: 'BTC', quantity: 1n, cost: 1n, costKnown: false },
      ],
      expected: {
        ETH: { quantity: 10n ** 8n, cost: 3_00_000_00n, costKnown: true },
        BTC: { quantity: 1n, cost: 1n, costKnown: false },
      },
    },
  ])('$lots.length lots', ({ lots, expected }) => {
    expect(Object.fromEntries(costsOf(lots))).toEqual(expected);
  });
});

describe('averageCost is paise per whole coin, half up', () => {
  it.each([
    { cost: 85_00_000_00n, quantity: BTC, coin: 'BTC', expected: 85_00_000_00n },
    { cost: 45_00_000_00n, quantity: BTC / 2n, coin: 'BTC', expected: 90_00_000_00n },
    // ₹100 for 3 satoshi: 3,33,33,33,33,333.33… paise a coin, rounded to 3,33,33,33,33,333 paise.
    { cost: 100_00n, quantity: 3n, coin: 'BTC', expected: 3_33_33_33_33_333n },
    { cost: 200_00n, quantity: 3n, coin: 'BTC', expected: 6_66_66_66_66_667n },
    // ₹1 for 0.000002 USDT (2 units of 6 places): ₹5,00,000 a coin exactly.
    { cost: 1_00n, quantity: 2n, coin: 'USDT', expected: 5_00_000_00n },
    { cost: 0n, quantity: BTC, coin: 'BTC', expected: 0n },
    { cost: 5n, quantity: 0n, coin: 'BTC', expected: null },
  ] as const)('$cost paise for $quantity of $coin → $expected', ({ cost, quantity, coin, expected }) => {
    expect(averageCost(cost, quantity, coin)).toBe(expected);
  });
});

describe('worth and profitLoss', () => {
  it.each([
    { quantity: BTC / 20n, price: 89_55_000_00n, expected: 4_47_750_00n },
    // 1 satoshi at ₹99,99,999.99: 9.9999999 paise, rounded down as a sale would round it.
    { quantity: 1n, price: 99_99_999_99n, expected: 9n },
  ])('$quantity satoshi at $price paise is $expected paise', ({ quantity, price, expected }) => {
    expect(worth(quantity, 'BTC', price)).toBe(expected);
  });

  it.each([
    { value: 110_00n, cost: 100_00n, expected: { amount: 10_00n, percent: '10.00' } },
    { value: 90_00n, cost: 100_00n, expected: { amount: -10_00n, percent: '-10.00' } },
    { value: 1n, cost: 3n, expected: { amount: -2n, percent: '-66.67' } },
    { value: 5_00n, cost: 0n, expected: { amount: 5_00n, percent: null } },
  ])('value $value, cost $cost', ({ value, cost, expected }) => {
    expect(profitLoss(value, cost)).toEqual(expected);
  });

  it.each([
    { now: 100n, base: 0n, expected: null },
    { now: 1n, base: 3n, expected: '-66.67' },
    { now: 2n, base: 3n, expected: '-33.33' },
    // 0.005% rounds away from zero to 0.01%, either way.
    { now: 20_001n, base: 20_000n, expected: '0.01' },
    { now: 19_999n, base: 20_000n, expected: '-0.01' },
    { now: 1_000_001n, base: 1_000_000n, expected: '0.00' },
  ])('$now against $base is $expected%', ({ now, base, expected }) => {
    expect(percentChange(now, base)).toBe(expected);
  });

  it('a portfolio is rupees plus every coin at its selling price', () => {
    const prices = { BTC: 90_00_000_00n, ETH: 3_00_000_00n, USDT: 88_00n };
    expect(portfolioValue({ INR: 1_00n, BTC: BTC / 10n, ETH: 10_000_000n, USDT: 2_000_000n }, prices)).toBe(
      1_00n + 9_00_000_00n + 30_000_00n + 176_00n,
    );
  });
});

describe('balancesAt walks back from now', () => {
  const at = (iso: string) => new Date(iso);
  const moves = [
    { at: at('2026-01-01T10:00:00Z'), asset: 'INR' as const, amount: 1_000_00n },
    { at: at('2026-01-02T10:00:00Z'), asset: 'INR' as const, amount: -400_00n },
    { at: at('2026-01-02T10:00:00Z'), asset: 'BTC' as const, amount: 5_000n },
    { at: at('2026-01-03T00:00:00Z'), asset: 'BTC' as const, amount: -1_000n },
  ];
  const now: Balances = { ...none, INR: 600_00n, BTC: 4_000n };

  it.each([
    { moment: '2025-12-31T00:00:00Z', expected: { ...none } },
    { moment: '2026-01-01T10:00:00Z', expected: { ...none, INR: 1_000_00n } },
    { moment: '2026-01-02T12:00:00Z', expected: { ...none, INR: 600_00n, BTC: 5_000n } },
    // A move exactly at the moment is in it.
    { moment: '2026-01-03T00:00:00Z', expected: now },
    { moment: '2026-02-01T00:00:00Z', expected: now },
  ])('at $moment', ({ moment, expected }) => {
    expect(balancesAt(now, moves, [at(moment)])).toEqual([expected]);
  });

  it('answers every moment, oldest first, whatever order the moves come in', () => {
    const moments = [at('2026-01-01T12:00:00Z'), at('2026-01-02T12:00:00Z'), at('2026-01-04T00:00:00Z')];
    expect(balancesAt(now, [...moves].reverse(), moments)).toEqual([
      { ...none, INR: 1_000_00n },
      { ...none, INR: 600_00n, BTC: 5_000n },
      now,
    ]);
  });
});

describe('priceAt and dayEnds', () => {
  const path = [
    { at: 1_000, mid: 10n },
    { at: 2_000, mid: 20n },
    { at: 3_000, mid: 30n },
  ];
  it.each([
    { moment: 500, expected: 10n },
    { moment: 1_000, expected: 10n },
    { moment: 2_999, expected: 20n },
    { moment: 9_000, expected: 30n },
  ])('the price at $moment is $expected', ({ moment, expected }) => {
    expect(priceAt(path, moment)).toBe(expected);
  });

  it('no path, no price', () => {
    expect(priceAt([], 1)).toBeNull();
  });

  it('a week is the last seven midnights in India, then now', () => {
    // 10 March 2026, 15:00 IST.
    const now = new Date('2026-03-10T09:30:00Z');
    const moments = dayEnds(now, 7).map((moment) => moment.toISOString());
    expect(moments).toEqual([
      '2026-03-03T18:30:00.000Z',
      '2026-03-04T18:30:00.000Z',
      '2026-03-05T18:30:00.000Z',
      '2026-03-06T18:30:00.000Z',
      '2026-03-07T18:30:00.000Z',
      '2026-03-08T18:30:00.000Z',
      '2026-03-09T18:30:00.000Z',
      '2026-03-10T09:30:00.000Z',
    ]);
  });

  it('just after midnight in India (before it in UTC) the last day end is that midnight', () => {
    const now = new Date('2026-03-09T18:31:00Z'); // 10 March, 00:01 IST
    expect(dayEnds(now, 1).map((moment) => moment.toISOString())).toEqual([
      '2026-03-09T18:30:00.000Z',
      '2026-03-09T18:31:00.000Z',
    ]);
  });
});
