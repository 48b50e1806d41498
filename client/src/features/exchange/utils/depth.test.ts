// The depth chart beside the candles (docs/requirements.md §2 exchange; docs/exchange.md "The trading screen"): the live book as
// two cumulative curves on an even grid of prices around its middle.
import type { BookLevel } from '@sikka/shared/exchange/orderBook';
import { pairConfig } from '@sikka/shared/exchange/pairs';
import { describe, expect, it } from 'vitest';
import { depthCurves } from './depth.ts';

const usdt = pairConfig('USDT-INR'); // tick ₹0.01, lot 1 USDT
const btc = pairConfig('BTC-INR'); // tick ₹100, lot 0.0001 BTC

const pairs = (points: { price: number; total: number }[]) => points.map((p) => [p.price, p.total]);

describe('depth: cumulative quantity at each price of the grid', () => {
  it('one tick a step: bids at or above each price, asks at or below, the spread left empty', () => {
    const bids: BookLevel[] = [
      ['88.47', '10.000000'],
      ['88.45', '5.000000'],
    ];
    const asks: BookLevel[] = [
      ['88.50', '4.000000'],
      ['88.53', '6.000000'],
    ];
    const depth = depthCurves({ bids, asks }, usdt);
    expect(depth?.stepTicks).toBe(1);
    // The grid reaches as far from the middle (₹88.485) as the farthest level (₹88.53), on both sides.
    expect(pairs(depth?.bids ?? [])).toEqual([
      [88.44, 15],
      [88.45, 15],
      [88.46, 10],
      [88.47, 10],
    ]);
    expect(pairs(depth?.asks ?? [])).toEqual([
      [88.5, 4],
      [88.51, 4],
      [88.52, 4],
      [88.53, 10],
    ]);
    expect(depth?.gap).toEqual([88.48, 88.49]);
    expect([depth?.bidVolume, depth?.askVolume]).toEqual(['15.000000', '10.000000']);
  });

  it('a wider book: the step grows to keep about the points asked for, and levels fall on the grid', () => {
    const bids: BookLevel[] = [
      ['9000000.00', '0.01000000'],
      ['8999500.00', '0.02000000'],
      ['8991000.00', '0.03000000'],
    ];
    const asks: BookLevel[] = [
      ['9000100.00', '0.05000000'],
      ['9009000.00', '0.01000000'],
    ];
    // The farthest level is 90.5 ticks from the middle: ⌈90.5 ÷ 4⌉ = 23 ticks (₹2,300) a step, on multiples of it.
    const depth = depthCurves({ bids, asks }, btc, { pointsPerSide: 4 });
    expect(depth?.stepTicks).toBe(23);
    // Bids fall to the grid price at or below them (₹89,99,900 holds the best bid), asks rise to the one above.
    expect(pairs(depth?.bids ?? [])).toEqual([
      [8990700, 0.06],
      [8993000, 0.03],
      [8995300, 0.03],
      [8997600, 0.03],
      [8999900, 0.01],
    ]);
    expect(pairs(depth?.asks ?? [])).toEqual([
      [9002200, 0.05],
      [9004500, 0.05],
      [9006800, 0.05],
      [9009100, 0.06],
    ]);
    expect(depth?.gap).toEqual([]);
  });

  it('a level beyond the reach (5% of the middle by default) is left out, the best prices never', () => {
    const bids: BookLevel[] = [
      ['100.00', '1.000000'],
      ['80.00', '50.000000'],
    ];
    const asks: BookLevel[] = [['101.00', '2.000000']];
    const depth = depthCurves({ bids, asks }, usdt, { maxPercent: 1 });
    const lowest = depth?.bids[0];
    expect(lowest?.price).toBeGreaterThan(99);
    expect(depth?.bids.at(-1)).toEqual({ price: 100, total: 1 });
    expect(depth?.asks[0]).toEqual({ price: 101, total: 2 });
    expect(Math.max(...(depth?.bids ?? []).map((p) => p.total))).toBe(1);
    expect(depth?.bidVolume).toBe('1.000000');
  });

  it('one side only: its curve alone; an empty book: nothing to draw', () => {
    const depth = depthCurves({ bids: [], asks: [['88.50', '4.000000']] }, usdt);
    expect(depth?.bids).toEqual([]);
    expect(depth?.gap).toEqual([]);
    expect(depth?.asks[0]).toEqual({ price: 88.5, total: 4 });
    expect(depthCurves({ bids: [], asks: [] }, usdt)).toBeNull();
  });
});
