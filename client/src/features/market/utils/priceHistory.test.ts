// The dashboard's chart line (§3 coin price entry, docs/interface.md "numbers first"): the day's candles from the exchange, then
// the live prices since the page opened, one point a minute, never more than a day.
import { describe, expect, it } from 'vitest';
import {
  appendPoint,
  appendPrices,
  candlePoints,
  DAY_S,
  EMPTY_HISTORY,
  type PriceHistory,
  withDay,
} from './priceHistory.ts';

const entry = (average_price: string) => ({ average_price });
const MINUTE_MS = 60_000;
const QUARTER_MS = 15 * MINUTE_MS;

describe('live points: one a minute since the page opened', () => {
  it('a point in a new minute is added, in order', () => {
    let points = appendPoint([], { time: 600, value: 1 });
    points = appendPoint(points, { time: 660, value: 2 });
    expect(points).toEqual([
      { time: 600, value: 1 },
      { time: 660, value: 2 },
    ]);
  });

  it('within the same minute the last point follows the price', () => {
    const points = appendPoint([{ time: 600, value: 1 }], { time: 659, value: 3 });
    expect(points).toEqual([{ time: 659, value: 3 }]);
    const same = [{ time: 600, value: 1 }];
    expect(appendPoint(same, { time: 610, value: 1 })).toBe(same);
  });

  it('a point older than the last is dropped', () => {
    const points = [{ time: 600, value: 1 }];
    expect(appendPoint(points, { time: 540, value: 5 })).toBe(points);
  });

  it('keeps at most the bound, dropping the oldest', () => {
    let points = appendPoint([], { time: 60, value: 1 }, 3);
    for (let minute = 2; minute <= 5; minute++)
      points = appendPoint(points, { time: minute * 60, value: minute }, 3);
    expect(points.map((point) => point.time)).toEqual([180, 240, 300]);
  });

  it('a point a day or more older than the newest goes', () => {
    const points = [
      { time: 0, value: 1 },
      { time: 60, value: 2 },
    ];
    expect(appendPoint(points, { time: DAY_S + 30, value: 3 })).toEqual([
      { time: 60, value: 2 },
      { time: DAY_S + 30, value: 3 },
    ]);
  });

  it('the snapshot and each update add the mid price of every coin at the second it arrived', () => {
    const prices = { BTC: entry('9000000.00'), ETH: entry('320000.00'), USDT: entry('88.50') };
    const history = appendPrices(EMPTY_HISTORY, prices, 12_345);
    expect(history.BTC).toEqual([{ time: 12, value: 9_000_000 }]);
    expect(history.USDT).toEqual([{ time: 12, value: 88.5 }]);
  });
});

describe("the day's candles as points", () => {
  const now = 10 * DAY_S * 1000 + 5 * MINUTE_MS; // five minutes into a quarter hour
  const candle = (openTime: number, close: string) => ({ open_time: openTime, close });

  it.each([
    [
      'a closed candle: its close at its end',
      [candle(now - 5 * MINUTE_MS - QUARTER_MS, '100')],
      [[now - 5 * MINUTE_MS, 100]],
    ],
    ['the open candle: its close now', [candle(now - 5 * MINUTE_MS, '101')], [[now, 101]]],
    ['a candle that ended a day ago or more: left out', [candle(now - DAY_S * 1000 - QUARTER_MS, '99')], []],
    [
      'a candle that ends within the day: kept',
      [candle(now - DAY_S * 1000 - 5 * MINUTE_MS, '98')],
      [[now - DAY_S * 1000 + 10 * MINUTE_MS, 98]],
    ],
    ['a close that is not a number: left out', [candle(now - 5 * MINUTE_MS, 'x')], []],
  ] as const)('%s', (_, candles, expected) => {
    expect(candlePoints(candles, QUARTER_MS, now)).toEqual(
      expected.map(([ms, value]) => ({ time: Math.floor(ms / 1000), value })),
    );
  });
});

describe('the line: the day, then the live points', () => {
  const day: Partial<PriceHistory> = {
    BTC: [
      { time: 1_000, value: 1 },
      { time: 1_900, value: 2 },
      { time: 2_800, value: 3 },
    ],
  };

  it('the day before the first live point, then every live point', () => {
    const live = { ...EMPTY_HISTORY, BTC: [{ time: 2_000, value: 5 }] };
    expect(withDay(day, live).BTC).toEqual([
      { time: 1_000, value: 1 },
      { time: 1_900, value: 2 },
      { time: 2_000, value: 5 },
    ]);
  });

  it('the day alone before any live point; a coin without a day keeps its live points', () => {
    const live = { ...EMPTY_HISTORY, ETH: [{ time: 2_000, value: 7 }] };
    const line = withDay(day, live);
    expect(line.BTC).toEqual(day.BTC);
    expect(line.ETH).toEqual([{ time: 2_000, value: 7 }]);
    expect(line.USDT).toEqual([]);
  });

  it('nothing older than a day before the newest point', () => {
    const live = { ...EMPTY_HISTORY, BTC: [{ time: 1_900 + DAY_S, value: 9 }] };
    expect(withDay(day, live).BTC).toEqual([
      { time: 2_800, value: 3 },
      { time: 1_900 + DAY_S, value: 9 },
    ]);
  });
});
