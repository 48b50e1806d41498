// The dashboard's sparkline geometry: time across the width, the highest price at the top, the lowest at the
// bottom, a price that barely moved near the middle, and the area closed along the bottom edge.
import { describe, expect, it } from 'vitest';
import { sparklinePaths } from './PriceChart.tsx';

const at = (values: number[]) => values.map((value, index) => ({ time: 1_700_000_000 + index, value }));

describe('sparklinePaths', () => {
  it('draws nothing for no points', () => {
    expect(sparklinePaths([])).toEqual({ line: '', area: '' });
  });

  it('spreads the points over the width, highest at the top margin, lowest at the bottom margin', () => {
    const { line, area } = sparklinePaths(at([10, 30, 20]));
    expect(line).toBe('M0.00,38.00 L50.00,2.00 L100.00,20.00');
    expect(area).toBe('M0.00,38.00 L50.00,2.00 L100.00,20.00 L100.00,40 L0.00,40 Z');
  });

  it('places the points by their time, not their order (a day of candles, then a minute of live prices)', () => {
    const points = [
      { time: 0, value: 10 },
      { time: 900, value: 30 },
      { time: 1_000, value: 20 },
    ];
    expect(sparklinePaths(points).line).toBe('M0.00,38.00 L90.00,2.00 L100.00,20.00');
  });

  it('a flat price is a line across the middle', () => {
    expect(sparklinePaths(at([5, 5])).line).toBe('M0.00,20.00 L100.00,20.00');
  });

  it('one point is a line across the middle', () => {
    expect(sparklinePaths(at([88.5])).line).toBe('M0.00,20.00 L100.00,20.00');
  });

  it('a move under half a percent of the price stays near the middle', () => {
    // ₹88.48 to ₹88.52 is 0.045%: drawn within the middle tenth of the height, not from top to bottom.
    const ys = sparklinePaths(at([88.48, 88.52, 88.5]))
      .line.slice(1)
      .split(' L')
      .map((pair) => Number(pair.split(',')[1]));
    expect(Math.min(...ys)).toBeGreaterThan(17);
    expect(Math.max(...ys)).toBeLessThan(23);
    expect(ys[0]).toBeGreaterThan(ys[1] as number);
  });
});
