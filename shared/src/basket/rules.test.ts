// Table tests of the basket and plan rules: the baskets' weights, the split of an amount, the minimums and the
// frequency list (docs/requirements.md §1 "crypto basket (new)"; §8 a refusal names its field), the due dates, the past.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_SCHEDULE } from '../market/fees.ts';
import { computeQuote, MIN_TRADE_VALUE_PAISE } from '../market/quote.ts';
import { fromMinorUnits } from '../money/amount.ts';
import {
  BASKET_MESSAGES,
  BASKETS,
  basketPerformance,
  checkPlan,
  dueAfter,
  MIN_BASKET_AMOUNT_PAISE,
  MIN_COIN_PLAN_PAISE,
  MIN_WEIGHT,
  nextDue,
  splitAmount,
} from './rules.ts';

const DAY = 86_400_000;

describe('the curated baskets', () => {
  it.each(BASKETS.map((b) => [b.id, b] as const))(
    '%s: weights sum to 100, each at least MIN_WEIGHT, coins unique',
    (_id, b) => {
      expect(b.components.reduce((s, c) => s + c.weight, 0)).toBe(100);
      for (const c of b.components) expect(c.weight).toBeGreaterThanOrEqual(MIN_WEIGHT);
      expect(new Set(b.components.map((c) => c.coin)).size).toBe(b.components.length);
      expect(b.riskText).toMatch(/unregulated/);
    },
  );

  it('Top 3 is BTC 50 / ETH 30 / USDT 20', () => {
    expect(BASKETS[0]?.components).toEqual([
      { coin: 'BTC', weight: 50 },
      { coin: 'ETH', weight: 30 },
      { coin: 'USDT', weight: 20 },
    ]);
  });

  it.each(BASKETS.map((b) => [b.id, b] as const))(
    '%s: the minimum buy gives every component an instant buy instant buy accepts',
    (_id, b) => {
      const parts = splitAmount(MIN_BASKET_AMOUNT_PAISE, b.components);
      b.components.forEach((c, i) => {
        const quote = computeQuote({
          side: 'buy',
          coin: c.coin,
          unit: 'inr',
          amount: fromMinorUnits(parts[i] as bigint, 'INR'),
          price: '9000000.00',
          schedule: DEFAULT_FEE_SCHEDULE,
        });
        expect(quote.ok).toBe(true);
        if (quote.ok) expect(quote.minor.value).toBeGreaterThanOrEqual(MIN_TRADE_VALUE_PAISE);
      });
    },
  );
});

describe('splitAmount', () => {
  it.each([
    [1_000_00n, [50, 30, 20], [500_00n, 300_00n, 200_00n]],
    [1_000_01n, [50, 30, 20], [500_00n, 300_00n, 200_01n]],
    [333_33n, [60, 40], [199_99n, 133_34n]],
  ])('%s paise over %s', (total, weights, parts) => {
    const split = splitAmount(
      total,
      weights.map((weight) => ({ coin: 'BTC', weight })),
    );
    expect(split).toEqual(parts);
    expect(split.reduce((a, b) => a + b, 0n)).toBe(total);
  });
});

describe('checkPlan: minimum amount and frequency (§8 field errors)', () => {
  it.each([
    [{ kind: 'coin', coin: 'BTC' } as const, MIN_COIN_PLAN_PAISE, 'daily', { ok: true }],
    [
      { kind: 'coin', coin: 'BTC' } as const,
      MIN_COIN_PLAN_PAISE - 1n,
      'daily',
      { ok: false, field: 'amount', message: 'The minimum plan amount is ₹500.00' },
    ],
    [{ kind: 'basket', basketId: 'top-3' } as const, MIN_BASKET_AMOUNT_PAISE, 'monthly', { ok: true }],
    [
      { kind: 'basket', basketId: 'top-3' } as const,
      999_99n,
      'weekly',
      { ok: false, field: 'amount', message: 'The minimum plan amount is ₹1,000.00' },
    ],
    [
      { kind: 'coin', coin: 'ETH' } as const,
      10_000_00n,
      'hourly',
      { ok: false, field: 'frequency', message: BASKET_MESSAGES.frequency },
    ],
  ])('%j %s %s', (target, amount, frequency, expected) => {
    expect(checkPlan(target, amount, frequency)).toEqual(expected);
  });

  it('the basket minimum reads as the amount field says', () => {
    expect(BASKET_MESSAGES.minimum).toBe('The minimum basket amount is ₹1,000.00');
  });
});

describe('due dates', () => {
  const t0 = new Date('2026-01-01T00:00:00Z');
  it.each([
    ['daily', 1],
    ['weekly', 7],
    ['monthly', 30],
  ] as const)('%s is %i days on', (frequency, days) => {
    expect(nextDue(t0, frequency, DAY).getTime() - t0.getTime()).toBe(days * DAY);
  });

  it('after a run on time, one period on', () => {
    expect(dueAfter(t0, new Date(t0.getTime() + 1000), 'daily', DAY)).toEqual(new Date(t0.getTime() + DAY));
  });

  it('after a run found late (the provider was down three days), the next point of the schedule after now', () => {
    const now = new Date(t0.getTime() + 3 * DAY + 5000);
    expect(dueAfter(t0, now, 'daily', DAY)).toEqual(new Date(t0.getTime() + 4 * DAY));
  });

  it('a configured short day scales every frequency', () => {
    expect(nextDue(t0, 'weekly', 2000).getTime() - t0.getTime()).toBe(14_000);
  });
});

describe('basketPerformance', () => {
  it('₹100 at the first day every coin has a close, at the target weights', () => {
    const closes = {
      BTC: [
        { day: '2026-01-01', close: 100n },
        { day: '2026-01-02', close: 200n },
      ],
      ETH: [
        { day: '2026-01-01', close: 10n },
        { day: '2026-01-03', close: 5n },
      ],
      USDT: [],
    };
    const series = basketPerformance(
      [
        { coin: 'BTC', weight: 50 },
        { coin: 'ETH', weight: 50 },
      ],
      closes,
    );
    expect(series).toEqual([
      { day: '2026-01-01', value: 100 },
      { day: '2026-01-02', value: 150 },
      { day: '2026-01-03', value: 125 },
    ]);
  });

  it('no series until every coin has history', () => {
    expect(basketPerformance([{ coin: 'USDT', weight: 100 }], { BTC: [], ETH: [], USDT: [] })).toEqual([]);
  });
});
