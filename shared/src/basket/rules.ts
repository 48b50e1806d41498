// Crypto baskets and systematic buying plans (docs/requirements.md §1 "crypto basket (new)"): the curated baskets, how a rupee
// amount splits over a basket's weights, the minimums, the plan frequencies and their due dates, and a basket's past
// performance from daily closes. Change a basket here and every side follows; weights are whole percent.
import type { Coin } from '../constants.ts';
import { MIN_TRADE_VALUE_PAISE } from '../market/quote.ts';
import { formatInr } from '../money/amount.ts';

export interface BasketComponent {
  coin: Coin;
  /** Target weight in whole percent; a basket's weights sum to 100. */
  weight: number;
}

export interface BasketConfig {
  id: string;
  name: string;
  description: string;
  risk: 'Moderate' | 'High' | 'Very high';
  riskText: string;
  components: readonly BasketComponent[];
}

export const BASKETS: readonly BasketConfig[] = [
  {
    id: 'top-3',
    name: 'Top 3',
    description:
      'The three coins of the platform in one buy: half bitcoin, some ether, and a stable part in USDT.',
    risk: 'High',
    riskText:
      'Crypto products are unregulated and can be highly risky. Bitcoin and ether can fall by half in weeks; the USDT part moves with the dollar, not the rupee. You may lose all the money you put in.',
    components: [
      { coin: 'BTC', weight: 50 },
      { coin: 'ETH', weight: 30 },
      { coin: 'USDT', weight: 20 },
    ],
  },
  {
    id: 'bitcoin-ether',
    name: 'Bitcoin & Ether',
    description: 'The two largest coins by value, weighted 60 to 40.',
    risk: 'Very high',
    riskText:
      'Crypto products are unregulated and can be highly risky. With no stable part, this basket moves fully with the two coins and can lose most of its value quickly.',
    components: [
      { coin: 'BTC', weight: 60 },
      { coin: 'ETH', weight: 40 },
    ],
  },
  {
    id: 'steady',
    name: 'Steady',
    description: 'Mostly USDT, with a part in bitcoin: smaller swings than the other baskets.',
    risk: 'Moderate',
    riskText:
      'Crypto products are unregulated and can be risky. USDT is a private stable coin that tracks the US dollar and can lose its peg; the bitcoin part can fall sharply.',
    components: [
      { coin: 'USDT', weight: 70 },
      { coin: 'BTC', weight: 30 },
    ],
  },
];

export const BASKET_IDS = BASKETS.map((b) => b.id) as [string, ...string[]];

export function basketById(id: string): BasketConfig | undefined {
  return BASKETS.find((b) => b.id === id);
}

/**
 * The smallest basket buy: every component is one instant buy, and instant buy's smallest trade is ₹100 of value
 * (market/quote.ts); ₹1,000 keeps a 20% component above it after the fee and GST.
 */
export const MIN_BASKET_AMOUNT_PAISE = 1_000_00n;
/** The smallest weight a basket may have, so a minimum buy gives every component an instant buy of at least ₹100. */
export const MIN_WEIGHT = 20;

/** Rupees split over the weights, in paise; the last component takes the rounding remainder, so the parts sum exactly. */
export function splitAmount(total: bigint, components: readonly BasketComponent[]): bigint[] {
  let left = total;
  return components.map((c, i) => {
    if (i === components.length - 1) return left;
    const part = (total * BigInt(c.weight)) / 100n;
    left -= part;
    return part;
  });
}

export const BASKET_MESSAGES = {
  minimum: `The minimum basket amount is ₹${formatInr(MIN_BASKET_AMOUNT_PAISE)}`,
  noBasket: 'Choose a basket',
  noHolding: 'You hold nothing in this basket',
  percent: 'Enter a percentage from 1 to 100',
  smallPart: `Each coin's part of a sale must be worth at least ₹${formatInr(MIN_TRADE_VALUE_PAISE)}`,
  balanced: 'Your basket is already at its target weights',
  planMinimum: (paise: bigint) => `The minimum plan amount is ₹${formatInr(paise)}`,
  frequency: 'Choose daily, weekly or monthly',
  planNotFound: 'No such plan',
  planCancelled: 'This plan is cancelled',
} as const;

/** How often a plan buys, and the days between runs (a month is taken as 30 days). */
export const PLAN_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];
export const FREQUENCY_DAYS: Readonly<Record<PlanFrequency, number>> = { daily: 1, weekly: 7, monthly: 30 };
export const FREQUENCY_LABELS: Readonly<Record<PlanFrequency, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** The smallest plan amount: a coin plan is one instant buy (₹100 of value plus the fee and GST rounds up to ₹500 here). */
export const MIN_COIN_PLAN_PAISE = 500_00n;

export type PlanTarget = { kind: 'coin'; coin: Coin } | { kind: 'basket'; basketId: string };

export function minPlanAmount(target: PlanTarget): bigint {
  return target.kind === 'coin' ? MIN_COIN_PLAN_PAISE : MIN_BASKET_AMOUNT_PAISE;
}

export type PlanCheck = { ok: true } | { ok: false; field: 'amount' | 'frequency'; message: string };

/** A plan's amount (paise) and frequency, refused field by field as §8's 422 carries it. */
export function checkPlan(target: PlanTarget, amount: bigint, frequency: string): PlanCheck {
  if (!(PLAN_FREQUENCIES as readonly string[]).includes(frequency))
    return { ok: false, field: 'frequency', message: BASKET_MESSAGES.frequency };
  const min = minPlanAmount(target);
  if (amount < min) return { ok: false, field: 'amount', message: BASKET_MESSAGES.planMinimum(min) };
  return { ok: true };
}

/** The next due time after `from`: one period on, `dayMs` long per day (a day is shorter only by configuration). */
export function nextDue(from: Date, frequency: PlanFrequency, dayMs: number): Date {
  return new Date(from.getTime() + FREQUENCY_DAYS[frequency] * dayMs);
}

/**
 * After a run that was due at `dueAt`, the next due time: one period on, and if the provider was down past it,
 * the first point of the schedule after `now` — a missed date is not bought twice, nor every missed one at once.
 */
export function dueAfter(dueAt: Date, now: Date, frequency: PlanFrequency, dayMs: number): Date {
  const period = FREQUENCY_DAYS[frequency] * dayMs;
  let next = dueAt.getTime() + period;
  if (next <= now.getTime()) next += Math.ceil((now.getTime() - next + 1) / period) * period;
  return new Date(next);
}

/** Performance windows shown on a basket's chart, in days. */
export const PERFORMANCE_WINDOWS = [
  { label: '1 month', days: 30 },
  { label: '6 months', days: 182 },
  { label: '1 year', days: 365 },
] as const;

/** A coin's close per day (paise), keyed 'YYYY-MM-DD'. */
export type DailyCloses = Readonly<Record<Coin, ReadonlyArray<{ day: string; close: bigint }>>>;

/**
 * The value of ₹100 put into the basket at the first day every coin has a close, bought at the target weights, day by
 * day after (no fees: it shows the coins, not a trade). Days where a coin has no close carry its last one.
 */
export function basketPerformance(
  components: readonly BasketComponent[],
  closes: DailyCloses,
): Array<{ day: string; value: number }> {
  const days = [...new Set(components.flatMap((c) => closes[c.coin].map((d) => d.day)))].sort();
  const last = new Map<Coin, number>();
  const first = new Map<Coin, number>();
  const byDay = new Map(
    components.map((c) => [c.coin, new Map(closes[c.coin].map((d) => [d.day, d.close]))]),
  );
  const out: Array<{ day: string; value: number }> = [];
  for (const day of days) {
    for (const c of components) {
      const close = byDay.get(c.coin)?.get(day);
      if (close !== undefined) last.set(c.coin, Number(close));
    }
    if (components.some((c) => !last.has(c.coin))) continue;
    if (first.size === 0) for (const c of components) first.set(c.coin, last.get(c.coin) as number);
    const value = components.reduce(
      (sum, c) => sum + (c.weight * (last.get(c.coin) as number)) / (first.get(c.coin) as number),
      0,
    );
    out.push({ day, value: Math.round(value * 100) / 100 });
  }
  return out;
}
