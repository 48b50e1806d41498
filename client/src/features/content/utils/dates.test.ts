import { describe, expect, it } from 'vitest';
import { calendarDay, formatDay } from './dates.ts';

describe('§9 date display of content dates (day 2-digit, short month, year, en-GB)', () => {
  it.each([
    ['2026-11-20', '20 Nov 2026'],
    ['2026-01-05', '05 Jan 2026'],
    ['2024-02-29', '29 Feb 2024'],
  ])('%s is shown as %s', (iso, shown) => {
    expect(formatDay(iso)).toBe(shown);
  });

  it('is the local calendar day, whatever the time zone', () => {
    const day = calendarDay('2026-03-31');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 2, 31, 0]);
  });

  it.each(['2026-02-30', '2026-13-01', '20-11-2026', '2026-11-20T00:00:00Z', ''])('refuses %j', (iso) => {
    expect(() => calendarDay(iso)).toThrow(RangeError);
  });
});
