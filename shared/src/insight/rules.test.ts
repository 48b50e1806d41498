import type { Ticker } from '@sikka/shared/exchange/schemas';
import { describe, expect, it } from 'vitest';
import { bookImbalance, percentUnits, rankMovers, volumeShares } from './rules.ts';

describe('the order book imbalance within 2% of the mid price (/in/into-the-block)', () => {
  it.each([
    // [bids, asks, bid value, ask value, imbalance bps]
    [[], [['100.00', '1']], 0n, 0n, 0, null],
    [[['99.00', '10']], [['101.00', '10']], 99000n, 101000n, -100, 10000n],
    // Levels past 2% of the mid (₹100) are left out: ₹97.99 and ₹102.01.
    [
      [
        ['99.00', '10'],
        ['97.99', '1000'],
      ],
      [
        ['101.00', '5'],
        ['102.01', '1000'],
      ],
      99000n,
      50500n,
      3244,
      10000n,
    ],
    // Exactly at the band's edge counts.
    [[['98.00', '1']], [['102.00', '1']], 9800n, 10200n, -200, 10000n],
  ] as const)('bids %j asks %j', (bids, asks, bidValue, askValue, imbalanceBps, mid) => {
    const result = bookImbalance({ bids: [...bids] as never, asks: [...asks] as never }, 'USDT');
    expect(result).toEqual({ mid, bidValue, askValue, imbalanceBps });
  });

  it('values coin levels at their precision, rounded down to the paisa', () => {
    const result = bookImbalance(
      { bids: [['8800000.00', '0.00012345']], asks: [['8810000.00', '0.00000001']] },
      'BTC',
    );
    // ₹88,00,000 × 0.00012345 = ₹1,086.36 (₹1,086.36 exactly); ₹88,10,000 × 0.00000001 = ₹0.0881 → 8 paise.
    expect(result.bidValue).toBe(108636n);
    expect(result.askValue).toBe(8n);
  });
});

function ticker(pair: string, change: string, amount: string, last: string | null = '1.00'): Ticker {
  return {
    pair,
    last,
    open: last,
    high: last,
    low: last,
    change,
    volume: '0',
    amount,
    bid: null,
    ask: null,
    time: 0,
  } as Ticker;
}

describe('movers and volume shares', () => {
  it.each([
    ['1.25', 12500n],
    ['-1.25', -12500n],
    ['0', 0n],
    ['-0.0001', -1n],
    ['12.345678', 123456n],
  ])('percentUnits(%s)', (text, units) => {
    expect(percentUnits(text)).toBe(units);
  });

  it('ranks the biggest rise first, untraded pairs last, ties by name', () => {
    const ranked = rankMovers([
      ticker('USDT-INR', '-0.5', '0'),
      ticker('ETH-INR', '2.10', '0'),
      ticker('BTC-INR', '0', '0', null),
      ticker('XRP-INR', '-0.5', '0'),
    ]);
    expect(ranked.map((each) => each.pair)).toEqual(['ETH-INR', 'USDT-INR', 'XRP-INR', 'BTC-INR']);
  });

  it("gives each pair's share of the day's rupees in basis points", () => {
    const shares = volumeShares([
      ticker('BTC-INR', '0', '750.00'),
      ticker('ETH-INR', '0', '200.00'),
      ticker('USDT-INR', '0', '50.00'),
    ]);
    expect([...shares]).toEqual([
      ['BTC-INR', 7500],
      ['ETH-INR', 2000],
      ['USDT-INR', 500],
    ]);
    expect([...volumeShares([ticker('BTC-INR', '0', '0.00')])]).toEqual([['BTC-INR', 0]]);
  });
});
