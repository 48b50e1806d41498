// §9 date display: day 2-digit, short month, year (en-GB); date-time yyyy-MM-dd HH:mm:ss, in local time.
import { format } from 'date-fns';
import { DATE_LOCALE, DATE_TIME_PATTERN } from '../constants.ts';

/** Made at the first date shown, not as the module loads: a page that shows none never pays for it. */
let dateFormat: Intl.DateTimeFormat | undefined;

type DateInput = Date | number | string;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** '22 Nov 2026' */
export function formatDate(value: DateInput): string {
  dateFormat ??= new Intl.DateTimeFormat(DATE_LOCALE, { day: '2-digit', month: 'short', year: 'numeric' });
  return dateFormat.format(toDate(value));
}

/** '2026-11-22 09:05:07' */
export function formatDateTime(value: DateInput): string {
  return format(toDate(value), DATE_TIME_PATTERN);
}
