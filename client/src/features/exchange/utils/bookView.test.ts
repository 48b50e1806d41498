import type { BookLevel } from '@sikka/shared/exchange/orderBook';
import { pairConfig } from '@sikka/shared/exchange/pairs';
import { describe, expect, it } from 'vitest';
import { bookView } from './bookView.ts';

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

describe('the order book panel: grouping, values in rupees, cumulative depth, spread, sides', () => {
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

describe("each row's value in rupees: its levels' price × quantity, added", () => {
  it('one level a row: price × amount, to the paisa', () => {
    const view = bookView({ bids, asks }, btc, 1, 10);
    // ₹90,00,000 × 0.01 BTC = ₹90,000; ₹89,99,900 × 0.02 = ₹1,79,998.
    expect(view.bids.map((r) => r.value)).toEqual(['90000.00', '179998.00', '269985.00', '359960.00']);
    expect(view.asks.map((r) => r.value)).toEqual(['90001.00', '450010.00', '90006.00']);
  });

  it('a grouped row adds each level at its own price, not the bucket price × the bucket quantity', () => {
    const view = bookView({ bids, asks }, btc, 5, 10);
    // ₹89,99,900 × 0.02 + ₹89,99,500 × 0.03 = ₹1,79,998 + ₹2,69,985.
    expect(view.bids[1]).toMatchObject({ rate: '8999500.00', volume: '0.05000000', value: '449983.00' });
  });

  it('USDT at paise prices: ₹88.47 × 25 = ₹2,211.75', () => {
    const usdt = pairConfig('USDT-INR');
    const view = bookView({ bids: [['88.47', '25.000000']], asks: [] }, usdt, 1, 5);
    expect(view.bids[0]?.value).toBe('2211.75');
  });
});

describe('one side only: twice the rows, its own depth bars, the spread still told', () => {
  it('bids only', () => {
    const view = bookView({ bids, asks }, btc, 1, 3, 'bids');
    expect(view.asks).toEqual([]);
    expect(view.bids.map((r) => [r.rate, r.depth])).toEqual([
      ['9000000.00', 0.166],
      ['8999900.00', 0.5],
      ['8999500.00', 1],
    ]);
    expect(view.spread).toEqual({ amount: '100.00', percent: '0.00' });
  });

  it('asks only', () => {
    const view = bookView({ bids, asks }, btc, 1, 10, 'asks');
    expect(view.bids).toEqual([]);
    expect(view.asks.map((r) => r.depth)).toEqual([0.142, 0.857, 1]);
  });
});
