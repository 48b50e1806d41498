import { describe, expect, it } from 'vitest';
import { appendPoint, appendPrices, EMPTY_HISTORY } from './priceHistory.ts';

const entry = (average_price: string) => ({ average_price });

describe('live chart: recent prices since the page opened', () => {
  it('one point per second, in order', () => {
    let points = appendPoint([], { time: 10, value: 1 });
    points = appendPoint(points, { time: 11, value: 2 });
    expect(points).toEqual([
      { time: 10, value: 1 },
      { time: 11, value: 2 },
    ]);
  });

  it('a second tick within the same second replaces the last point (the chart needs increasing times)', () => {
    const points = appendPoint([{ time: 10, value: 1 }], { time: 10, value: 3 });
    expect(points).toEqual([{ time: 10, value: 3 }]);
  });

  it('a point older than the last is dropped', () => {
    const points = [{ time: 10, value: 1 }];
    expect(appendPoint(points, { time: 9, value: 5 })).toBe(points);
  });

  it('keeps at most the bound, dropping the oldest', () => {
    let points = appendPoint([], { time: 1, value: 1 }, 3);
    for (let time = 2; time <= 5; time++) points = appendPoint(points, { time, value: time }, 3);
    expect(points.map((point) => point.time)).toEqual([3, 4, 5]);
  });

  it('the snapshot and each update add the mid price of every coin at the second it arrived', () => {
    const prices = { BTC: entry('9000000.00'), ETH: entry('320000.00'), USDT: entry('88.50') };
    const history = appendPrices(EMPTY_HISTORY, prices, 12_345);
    expect(history.BTC).toEqual([{ time: 12, value: 9_000_000 }]);
    expect(history.USDT).toEqual([{ time: 12, value: 88.5 }]);
  });
});
