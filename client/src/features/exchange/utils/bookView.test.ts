import type { BookLevel } from '@sikka/shared/exchange/orderBook';
import { pairConfig } from '@sikka/shared/exchange/pairs';
import { describe, expect, it } from 'vitest';
import { bookView, inLots } from './bookView.ts';

const btc = pairConfig('BTC-INR'); // tick ₹100, quantities in BTC (8 decimals)
const bids: BookLevel[] = [
  ['9000000.00', '0.01000000'],
  ['8999900.00', '0.02000000'],
  ['8999500.00', '0.03000000'],
  ['8999000.00', '0.04000000'],
];
const asks: BookLevel[] = [
  ['9000100.00', '0.01000000'],
  ['9000200.00', '0.05000000'],
  ['9000600.00', '0.01000000'],
];

describe('the order book panel: grouping, cumulative depth, spread', () => {
  it('one tick a row: every level, the cumulative quantity, depth relative to the deepest side', () => {
    const view = bookView({ bids, asks }, btc, 1, 10);
    expect(view.bids.map((r) => [r.rate, r.volume, r.cumulative, r.depth])).toEqual([
      ['9000000.00', '0.01000000', '0.01000000', 0.1],
      ['8999900.00', '0.02000000', '0.03000000', 0.3],
      ['8999500.00', '0.03000000', '0.06000000', 0.6],
      ['8999000.00', '0.04000000', '0.10000000', 1],
    ]);
    expect(view.asks.map((r) => [r.rate, r.cumulative, r.depth])).toEqual([
      ['9000100.00', '0.01000000', 0.1],
      ['9000200.00', '0.06000000', 0.6],
      ['9000600.00', '0.07000000', 0.7],
    ]);
    // ₹100 on a mid of ₹90,00,050: 0.0011% → 0.00 at two decimals.
    expect(view.spread).toEqual({ amount: '100.00', percent: '0.00' });
  });

  it('grouped by ₹500: bids fall to the bucket below, asks rise to the one above', () => {
    const view = bookView({ bids, asks }, btc, 5, 10);
    expect(view.bids.map((r) => [r.rate, r.volume])).toEqual([
      ['9000000.00', '0.01000000'],
      ['8999500.00', '0.05000000'],
      ['8999000.00', '0.04000000'],
    ]);
    expect(view.asks.map((r) => [r.rate, r.volume])).toEqual([
      ['9000500.00', '0.06000000'],
      ['9001000.00', '0.01000000'],
    ]);
  });

  it('shows at most the rows asked for, and no spread when a side is empty', () => {
    const view = bookView({ bids, asks: [] }, btc, 1, 2);
    expect(view.bids).toHaveLength(2);
    expect(view.bids[1]?.depth).toBe(1);
    expect(view.spread).toBeNull();
  });

  it('the spread as a percentage of the mid price, rounded half up', () => {
    const usdt = pairConfig('USDT-INR');
    const view = bookView({ bids: [['83.00', '10.000000']], asks: [['84.00', '5.000000']] }, usdt, 1, 5);
    // 1.00 ÷ 83.50 = 1.1976…% → 1.20
    expect(view.spread).toEqual({ amount: '1.00', percent: '1.20' });
  });
});

describe("quantities at the lot's decimals, so a column lines up", () => {
  it.each([
    ['0.01000000', 'BTC-INR', '0.0100'],
    ['0.00690000', 'BTC-INR', '0.0069'],
    ['1.50000000', 'ETH-INR', '1.500'],
    ['25.000000', 'USDT-INR', '25'],
  ] as const)('%s on %s reads %s', (volume, pair, shown) => {
    expect(inLots(volume, pairConfig(pair))).toBe(shown);
  });
});
