// The alert form's values and what they send: a price for above and below, a percentage and a window for a move,
// checked with the terms' own schema so the page refuses what the provider would.
import type { AlertKind, AlertRepeat, AlertWindow } from '@sikka/shared/alerts/rules';
import { type AlertTerms, alertTermsSchema, type PriceAlert } from '@sikka/shared/alerts/schemas';
import { COINS, type Coin } from '@sikka/shared/constants';

export interface AlertValues {
  coin: Coin;
  kind: AlertKind;
  price: string;
  percent: string;
  window: AlertWindow;
  repeat: AlertRepeat;
}

/** A new alert's form: on the coin the page was opened for (?coin=ETH), else BTC. */
export function newAlertValues(coin: string | null): AlertValues {
  const chosen = COINS.find((each) => each === coin?.toUpperCase()) ?? 'BTC';
  return { coin: chosen, kind: 'above', price: '', percent: '', window: '24h', repeat: 'once' };
}

/** An alert's form as it is set, for editing. */
export function valuesOf(alert: PriceAlert): AlertValues {
  return {
    coin: alert.coin,
    kind: alert.kind,
    price: alert.price ?? '',
    percent: alert.percent ?? '',
    window: alert.window ?? '24h',
    repeat: alert.repeat,
  };
}

/** The terms to send, or the first refusal on its field. */
export function termsOf(
  values: AlertValues,
): { ok: true; terms: AlertTerms } | { ok: false; field: 'price' | 'percent'; message: string } {
  const { coin, kind, repeat } = values;
  const input =
    kind === 'move'
      ? { coin, kind, repeat, percent: values.percent.trim(), window: values.window }
      : { coin, kind, repeat, price: values.price.trim() };
  const parsed = alertTermsSchema.safeParse(input);
  if (parsed.success) return { ok: true, terms: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, field: kind === 'move' ? 'percent' : 'price', message: issue?.message ?? '' };
}
