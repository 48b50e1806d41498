// The dashboard's sparkline geometry: the line spans the width, the highest price at the top, the lowest at the
// bottom, and the area closes along the bottom edge.
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

  it('a flat price is a line across the middle', () => {
    expect(sparklinePaths(at([5, 5])).line).toBe('M0.00,20.00 L100.00,20.00');
  });
});
