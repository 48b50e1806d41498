import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date.ts';

describe('§9 date display', () => {
  it.each([
    [new Date(2026, 10, 22, 9, 5, 7), '22 Nov 2026'],
    [new Date(2026, 0, 3), '03 Jan 2026'],
  ])('day 2-digit, short month, year (en-GB): %s → %s', (date, text) => {
    expect(formatDate(date)).toBe(text);
  });

  it.each([
    [new Date(2026, 10, 22, 9, 5, 7), '2026-11-22 09:05:07'],
    [new Date(2026, 0, 3, 23, 59, 0), '2026-01-03 23:59:00'],
  ])('date-time yyyy-MM-dd HH:mm:ss: %s → %s', (date, text) => {
    expect(formatDateTime(date)).toBe(text);
  });

  it('accepts timestamps and ISO strings, and refuses what is not a date', () => {
    const at = new Date(2026, 4, 1, 12, 0, 0);
    expect(formatDateTime(at.getTime())).toBe('2026-05-01 12:00:00');
    expect(formatDate(at.toISOString())).toBe('01 May 2026');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
