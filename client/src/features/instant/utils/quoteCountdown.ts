// The visible countdown of a locked quote (QUOTE_TTL_SECONDS). The deadline is measured on this
// device's clock from when the quote was asked for, so a phone whose clock is off never shows a quote as
// valid longer than the provider holds it; the provider's expires_at shortens it when the clocks agree.
import { QUOTE_TTL_SECONDS } from '@sikka/shared/instant/quoteTerms';

/** When the quote stops being valid, in this device's milliseconds. */
export function quoteDeadline(
  expiresAt: string,
  requestedAt: number,
  ttlSeconds = QUOTE_TTL_SECONDS,
): number {
  const byTtl = requestedAt + ttlSeconds * 1000;
  const stated = Date.parse(expiresAt);
  // A stated deadline before the request left says the clocks disagree: the TTL alone is trusted then.
  return Number.isFinite(stated) && stated > requestedAt && stated < byTtl ? stated : byTtl;
}

/** Whole seconds left, counting up to the next second (10.2 s left shows 11), never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function isExpired(deadline: number, now: number): boolean {
  return now >= deadline;
}
