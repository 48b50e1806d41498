// Price alerts' rules (docs/alerts.md): when an alert fires, when a fired alert that repeats is armed again (the
// hysteresis), and how a move over a window is measured. Prices are INR paise; percentages are basis points.

export const ALERT_KINDS = ['above', 'below', 'move'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_WINDOWS = ['1h', '24h'] as const;
export type AlertWindow = (typeof ALERT_WINDOWS)[number];
export const WINDOW_MS: Record<AlertWindow, number> = { '1h': 60 * 60 * 1000, '24h': 24 * 60 * 60 * 1000 };

export const ALERT_REPEATS = ['once', 'every_time'] as const;
export type AlertRepeat = (typeof ALERT_REPEATS)[number];

/** Alerts a person may keep set (active or paused) at once. */
export const MAX_ALERTS = 20;

/** A price alert that fired is armed again once the price is back past its threshold by this much (0.5%). */
export const REARM_BPS = 50n;
/** A move alert that fired is armed again once the move is back under its size by this much (0.5 points). */
export const MOVE_REARM_BPS = 50n;
const WHOLE_BPS = 10_000n;

/** The smallest and largest move an alert may watch for, in basis points (0.1% to 100%). */
export const MOVE_BPS_RANGE = { min: 10n, max: 10_000n } as const;

/** What one alert watches: a price crossed upwards or downwards, or a move of at least `bps` over a window. */
export type AlertRule =
  | { kind: 'above'; price: bigint }
  | { kind: 'below'; price: bigint }
  | { kind: 'move'; bps: bigint; window: AlertWindow };

/** Whether a price alert's condition holds at `price` (an above alert fires at its threshold, too). */
export function priceReached(rule: { kind: 'above' | 'below'; price: bigint }, price: bigint): boolean {
  return rule.kind === 'above' ? price >= rule.price : price <= rule.price;
}

/**
 * The price past which a fired price alert is armed again: 0.5% below an above alert's threshold, 0.5% above a
 * below alert's (rounded away from the threshold), so a price hovering at the threshold fires it once.
 */
export function rearmPrice(rule: { kind: 'above' | 'below'; price: bigint }): bigint {
  const band = (rule.price * REARM_BPS + WHOLE_BPS - 1n) / WHOLE_BPS;
  return rule.kind === 'above' ? rule.price - band : rule.price + band;
}

/** Whether a fired price alert is armed again at `price` (strictly past its re-arm price). */
export function priceRearms(rule: { kind: 'above' | 'below'; price: bigint }, price: bigint): boolean {
  return rule.kind === 'above' ? price < rearmPrice(rule) : price > rearmPrice(rule);
}

/** The size of a move from `from` to `to` in basis points, either way, rounded down; 0 without a start. */
export function moveBps(from: bigint, to: bigint): bigint {
  if (from <= 0n) return 0n;
  const change = to >= from ? to - from : from - to;
  return (change * WHOLE_BPS) / from;
}

/** The move under which a fired move alert is armed again: 0.5 points under its size, or half of a smaller one. */
export function moveRearmBps(bps: bigint): bigint {
  return bps > MOVE_REARM_BPS * 2n ? bps - MOVE_REARM_BPS : bps / 2n;
}

/** An alert's state between two prices: whether it fires or is armed again at the next one. */
export interface AlertState {
  armed: boolean;
}

/**
 * One step of an alert along a price path (what the provider's index computes for many at once): an armed alert whose
 * condition holds fires and is disarmed; a disarmed one is armed again past its hysteresis. `value` is the price, or
 * for a move alert the window's move in basis points.
 */
export function step(rule: AlertRule, armed: boolean, value: bigint): { armed: boolean; fired: boolean } {
  if (rule.kind === 'move') {
    if (armed) return value >= rule.bps ? { armed: false, fired: true } : { armed: true, fired: false };
    return { armed: value < moveRearmBps(rule.bps), fired: false };
  }
  if (armed) return priceReached(rule, value) ? { armed: false, fired: true } : { armed: true, fired: false };
  return { armed: priceRearms(rule, value), fired: false };
}
