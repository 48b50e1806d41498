// Dates written into the content pages (effective dates, announcements) as calendar days, shown per docs/requirements.md §9.
import { formatDate } from '@sikka/shared/format/date';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A 'yyyy-MM-dd' calendar day at local midnight. `new Date('2026-11-20')` would be UTC midnight, which
 * west of Greenwich is the evening before; a policy's date must not move with the reader's time zone.
 */
export function calendarDay(iso: string): Date {
  const match = ISO_DAY.exec(iso);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd day: ${iso}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    throw new RangeError(`No such day: ${iso}`);
  }
  return date;
}

/** §9 date display of a calendar day: '2026-11-20' → '20 Nov 2026'. */
export function formatDay(iso: string): string {
  return formatDate(calendarDay(iso));
}
