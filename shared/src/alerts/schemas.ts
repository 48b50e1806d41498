// What the price-alert calls carry (docs/alerts.md): an alert as the person sees it, what setting or editing one
// sends, and the refusals' words. Prices are rupee decimal strings; a move is a percentage to two places.
import { z } from 'zod';
import { COINS, type Coin } from '../constants.ts';
import { formatInr } from '../money/amount.ts';
import { amountSchema } from '../validation/amount.ts';
import {
  ALERT_KINDS,
  ALERT_REPEATS,
  ALERT_WINDOWS,
  type AlertWindow,
  MAX_ALERTS,
  MOVE_BPS_RANGE,
} from './rules.ts';

export const ALERT_STATUSES = ['active', 'paused', 'fired'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

const inr = (amount: string) => formatInr(amount, { symbol: true });
export const WINDOW_WORDS: Record<AlertWindow, string> = { '1h': '1 hour', '24h': '24 hours' };

export const ALERT_MESSAGES = {
  tooMany: `You can keep up to ${MAX_ALERTS} alerts. Delete one to set another.`,
  notFound: 'There is no such alert.',
  priceRequired: 'Enter the price to watch for.',
  pricePositive: 'The price must be more than ₹0.',
  percentRequired: 'Enter the move to watch for, from 0.1% to 100%.',
  windowRequired: 'Choose the window of the move: 1 hour or 24 hours.',
  /** Setting an above alert at or under the price now (or a below alert at or over it) would fire at once. */
  alreadyPast: (coin: Coin, kind: 'above' | 'below', now: string) =>
    `${coin} is ${inr(now)} now: choose a price ${kind === 'above' ? 'above' : 'below'} it.`,
} as const;

/** A move in percent with at most two decimals ('2.5'), as basis points (250n); null when it is not one. */
export function percentToBps(percent: string): bigint | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as the percentage the person typed, without trailing zeros (250n → '2.5'). */
export function bpsToPercent(bps: bigint): string {
  const whole = bps / 100n;
  const hundredths = (bps % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return hundredths ? `${whole}.${hundredths}` : `${whole}`;
}

/** An alert as its owner sees it. `price` is set for above and below alerts; `percent` and `window` for a move. */
export const priceAlertSchema = z.object({
  id: z.number().int(),
  coin: z.enum(COINS),
  kind: z.enum(ALERT_KINDS),
  price: z.string().nullable(),
  percent: z.string().nullable(),
  window: z.enum(ALERT_WINDOWS).nullable(),
  repeat: z.enum(ALERT_REPEATS),
  /** 'fired': a once alert that went off (kept to be seen, edited back on, or deleted). */
  status: z.enum(ALERT_STATUSES),
  fired_count: z.number().int(),
  last_fired_at: z.string().nullable(),
  /** The price (rupees) at which it last fired. */
  last_fired_price: z.string().nullable(),
  created_at: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

export const alertListSchema = z.object({ alerts: z.array(priceAlertSchema), limit: z.number().int() });
export type AlertList = z.infer<typeof alertListSchema>;

/** What a person sets: a price crossed (above, below) or a move of `percent` within `window`; once or every time. */
export const alertTermsSchema = z
  .object({
    coin: z.enum(COINS),
    kind: z.enum(ALERT_KINDS),
    price: amountSchema('INR').optional(),
    percent: z.string().optional(),
    window: z.enum(ALERT_WINDOWS).optional(),
    repeat: z.enum(ALERT_REPEATS),
  })
  .strict()
  .superRefine((terms, context) => {
    if (terms.kind === 'move') {
      const bps = terms.percent === undefined ? null : percentToBps(terms.percent);
      if (bps === null || bps < MOVE_BPS_RANGE.min || bps > MOVE_BPS_RANGE.max)
        context.addIssue({ code: 'custom', path: ['percent'], message: ALERT_MESSAGES.percentRequired });
      if (terms.window === undefined)
        context.addIssue({ code: 'custom', path: ['window'], message: ALERT_MESSAGES.windowRequired });
      return;
    }
    if (terms.price === undefined)
      context.addIssue({ code: 'custom', path: ['price'], message: ALERT_MESSAGES.priceRequired });
    else if (!/[1-9]/.test(terms.price))
      context.addIssue({ code: 'custom', path: ['price'], message: ALERT_MESSAGES.pricePositive });
  });
export type AlertTerms = z.infer<typeof alertTermsSchema>;

const alertIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const editAlertRequestSchema = z.object({ id: alertIdSchema, terms: alertTermsSchema }).strict();
export const alertStatusRequestSchema = z
  .object({ id: alertIdSchema, status: z.enum(['active', 'paused']) })
  .strict();
export const deleteAlertRequestSchema = z.object({ id: alertIdSchema }).strict();
export const deletedAlertSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** An alert's rule in words, as its list and its message say it ('BTC above ₹90,00,000.00'). */
export function alertRuleWords(
  alert: Pick<PriceAlert, 'coin' | 'kind' | 'price' | 'percent' | 'window'>,
): string {
  if (alert.kind === 'move')
    return `${alert.coin} moves ${alert.percent}% within ${WINDOW_WORDS[alert.window ?? '1h']}`;
  return `${alert.coin} ${alert.kind} ${inr(alert.price ?? '0')}`;
}
