// What the basket page shows, worked out without React: the chart windows a basket's past covers, a window's series,
// the plan targets and labels, the totals of a quote's lines, and the sale form's share.
import { BASKET_MESSAGES, PERFORMANCE_WINDOWS } from '@sikka/shared/basket/rules';
import type { BasketQuote } from '@sikka/shared/basket/schemas';
import { COINS } from '@sikka/shared/constants';
import { formatInr } from '@sikka/shared/money/amount';

/** Rupees as the page shows them, with the sign. */
export const inr = (value: bigint | string) => formatInr(value, { symbol: true });

export type WindowLabel = (typeof PERFORMANCE_WINDOWS)[number]['label'];

/** The windows the series covers: a window is offered once the history reaches back that far (1 month always). */
export function windowsCovered(series: ReadonlyArray<{ day: string }>, today: string): WindowLabel[] {
  const first = series[0]?.day;
  if (!first) return [];
  const spanDays = (Date.parse(today) - Date.parse(first)) / 86_400_000;
  return PERFORMANCE_WINDOWS.filter((w, i) => i === 0 || spanDays >= w.days - 1).map((w) => w.label);
}

/** The series within a window ending today, rebased so its first day is 100. */
export function windowSeries(
  series: ReadonlyArray<{ day: string; value: number }>,
  label: WindowLabel,
  today: string,
): Array<{ day: string; value: number }> {
  const days = PERFORMANCE_WINDOWS.find((w) => w.label === label)?.days ?? 30;
  const from = new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);
  const inside = series.filter((point) => point.day >= from);
  const base = inside[0]?.value;
  if (!base) return [];
  return inside.map((point) => ({ day: point.day, value: Math.round((point.value / base) * 10_000) / 100 }));
}

/** The change over a window in percent with two decimals and a sign ('+4.20%'), or null without data. */
export function windowChange(series: ReadonlyArray<{ value: number }>): string | null {
  const first = series[0]?.value;
  const last = series.at(-1)?.value;
  if (first === undefined || last === undefined || first === 0) return null;
  const change = ((last - first) / first) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(2)}%`;
}

/** What a plan can buy: each coin, then each basket. */
export function planTargets(baskets: ReadonlyArray<{ id: string; name: string }>) {
  return [
    ...COINS.map((coin) => ({ value: coin as string, label: coin as string })),
    ...baskets.map((b) => ({ value: b.id, label: `${b.name} basket` })),
  ];
}

export const PLAN_STATUS_LABELS = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' } as const;
export const RUN_STATUS_LABELS = { bought: 'Bought', skipped: 'Skipped' } as const;

/** A quote's headline for the confirmation: what is paid, received, or both. */
export function quoteHeadline(quote: Pick<BasketQuote, 'side' | 'pay' | 'receive'>, name: string): string {
  if (quote.side === 'buy') return `Buy the ${name} basket for ${inr(quote.pay)}?`;
  if (quote.side === 'sell') return `Sell from your ${name} basket for ${inr(quote.receive)}?`;
  return `Rebalance your ${name} basket: sell for ${inr(quote.receive)} and buy for ${inr(quote.pay)}?`;
}

/** The sale form's hint: the smallest share the holding can be sold in now, and why there is one. */
export function saleHint(minPercent: number | null): string {
  const why = BASKET_MESSAGES.smallPart;
  return minPercent === null ? `Too small to sell now. ${why}.` : `From ${minPercent}% to 100%. ${why}.`;
}

/** A whole percentage as typed: digits only, up to 100; anything else is refused, never silently dropped. */
export function filterPercentInput(
  typed: string,
  previous: string,
): { value: string; message: string | null } {
  if (!/^\d*$/.test(typed)) return { value: previous, message: 'Enter a whole percentage' };
  if (typed !== '' && Number(typed) > 100) return { value: previous, message: BASKET_MESSAGES.percent };
  return { value: typed, message: null };
}
