import { describe, expect, it } from 'vitest';
import {
  filterPercentInput,
  planTargets,
  quoteHeadline,
  saleHint,
  windowChange,
  windowSeries,
  windowsCovered,
} from './basketView.ts';

const days = (n: number, from = '2026-01-01') =>
  Array.from({ length: n }, (_, i) => ({
    day: new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10),
    value: 100 + i,
  }));

describe('chart windows', () => {
  it.each([
    [0, []],
    [30, ['1 month']],
    [182, ['1 month', '6 months']],
    [366, ['1 month', '6 months', '1 year']],
  ])('%i days of history offer %j', (n, labels) => {
    const series = days(n);
    const today = series.at(-1)?.day ?? '2026-01-01';
    expect(windowsCovered(series, today)).toEqual(labels);
  });

  it('a window is rebased to 100 at its first day and its change is signed', () => {
    const series = days(60);
    const today = series.at(-1)?.day as string;
    const month = windowSeries(series, '1 month', today);
    expect(month[0]?.value).toBe(100);
    expect(month.length).toBe(31);
    expect(windowChange(month)).toBe(`+${(((159 - 129) / 129) * 100).toFixed(2)}%`);
    expect(windowChange([])).toBeNull();
  });
});

describe('plans and quotes', () => {
  it('offers each coin, then each basket', () => {
    expect(planTargets([{ id: 'top-3', name: 'Top 3' }]).map((t) => t.label)).toEqual([
      'BTC',
      'ETH',
      'USDT',
      'Top 3 basket',
    ]);
  });

  it.each([
    ['buy', 'Buy the Top 3 basket for ₹1,000.00?'],
    ['sell', 'Sell from your Top 3 basket for ₹900.00?'],
    ['rebalance', 'Rebalance your Top 3 basket: sell for ₹900.00 and buy for ₹1,000.00?'],
  ] as const)('%s headline', (side, text) => {
    expect(quoteHeadline({ side, pay: '1000.00', receive: '900.00' }, 'Top 3')).toBe(text);
  });
});

describe('the basket sale form: the smallest share it accepts, and only whole percentages typed', () => {
  it('names the smallest share and the rule behind it', () => {
    expect(saleHint(7)).toBe("From 7% to 100%. Each coin's part of a sale must be worth at least ₹100.00.");
    expect(saleHint(null)).toBe(
      "Too small to sell now. Each coin's part of a sale must be worth at least ₹100.00.",
    );
  });

  it.each([
    ['25', '25', null],
    ['', '', null],
    ['1e2', '5', 'Enter a whole percentage'],
    ['12.5', '5', 'Enter a whole percentage'],
    ['150', '5', 'Enter a percentage from 1 to 100'],
  ])('%s typed keeps %s', (typed, kept, message) => {
    expect(filterPercentInput(typed, '5')).toEqual({ value: kept, message });
  });
});
