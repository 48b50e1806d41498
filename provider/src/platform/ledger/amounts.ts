// Amounts typed by a person (§5/§9: at most 12 integer digits, the asset's precision) as minor units, refused
// on the field that holds them; and the India calendar day the daily withdrawal limit counts in.
import { parseAmount } from '@sikka/shared/money/amount';
import { fieldErrorOn } from '../http/errors.ts';

const AMOUNT_NOT_POSITIVE = 'Enter an amount greater than zero';
export const INSUFFICIENT_BALANCE = 'Insufficient balance';

/** The amount in the asset's smallest unit, or a 422 on `field` with §5's message. */
export function positiveAmount(text: string, asset: string, field = 'amount'): bigint {
  const parsed = parseAmount(text, asset);
  if (!parsed.ok) throw fieldErrorOn(field, parsed.message);
  if (parsed.minor <= 0n) throw fieldErrorOn(field, AMOUNT_NOT_POSITIVE);
  return parsed.minor;
}

/** India Standard Time: UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 3600_000;

/** Midnight in India at the start of `now`'s India day. */
export function startOfIndiaDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

/** §9 date-time yyyy-MM-dd HH:mm:ss, in India time (whatever the server's time zone). */
export function formatIndiaDateTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
