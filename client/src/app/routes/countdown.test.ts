import { describe, expect, it } from 'vitest';
import { countdownDone, NOT_FOUND_COUNTDOWN_SECONDS, secondsLeft } from './countdown.ts';

describe('§2/§9 Page Not Found countdown from 5 seconds, then home', () => {
  it('starts at 5 (§9 not-found countdown 5 s)', () => {
    expect(NOT_FOUND_COUNTDOWN_SECONDS).toBe(5);
    expect(secondsLeft(0)).toBe(5);
  });

  it.each([
    [999, 5],
    [1000, 4],
    [2500, 3],
    [4999, 1],
    [5000, 0],
    [60_000, 0],
  ])('after %i ms it says %i seconds', (elapsed, left) => {
    expect(secondsLeft(elapsed)).toBe(left);
  });

  it('goes home only when it reaches zero', () => {
    expect(countdownDone(4999)).toBe(false);
    expect(countdownDone(5000)).toBe(true);
  });

  it('a clock that jumped back (or a bad value) shows the full count, never more', () => {
    expect(secondsLeft(-300)).toBe(5);
    expect(secondsLeft(Number.NaN)).toBe(5);
  });
});
