import { describe, expect, it } from 'vitest';
import { referralCodeFor, referrerIdOf } from './referral.ts';

describe('§5 sign-up referral codes: derived from the user id, with a check character', () => {
  it.each([1, 9, 35, 36, 46, 1_000, 123_456, 2_147_483_647])('user %i: the code names them back', (id) => {
    const code = referralCodeFor(id);
    expect(code).toMatch(/^SK[0-9A-Z]{2,8}$/);
    expect(referrerIdOf(code)).toBe(id);
    // §5 codes are typed freely: case and surrounding spaces do not matter.
    expect(referrerIdOf(` ${code.toLowerCase()} `)).toBe(id);
  });

  it('every code is letters and digits only (the §5 character filter keeps it whole)', () => {
    for (let id = 1; id < 2_000; id++) expect(referralCodeFor(id)).toMatch(/^[A-Z0-9]+$/);
  });

  it('a single mistyped character is never another person', () => {
    const code = referralCodeFor(123_456);
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 2; i < code.length; i++)
      for (const c of alphabet) {
        if (c === code[i]) continue;
        expect(referrerIdOf(code.slice(0, i) + c + code.slice(i + 1))).toBeNull();
      }
  });

  it.each([
    ['', 'empty'],
    ['FRIEND1', 'not ours'],
    ['SK', 'no body'],
    ['SK0', 'no check character'],
    ['SK00A', 'a leading zero'],
    ['SKZZZZZZZZ', 'beyond the largest id'],
    ['SK-1A', 'not alphanumeric'],
  ])('%j names no one (%s)', (code) => {
    expect(referrerIdOf(code)).toBeNull();
  });

  it('refuses to make a code for an id that is not a user id', () => {
    expect(() => referralCodeFor(0)).toThrow(RangeError);
    expect(() => referralCodeFor(1.5)).toThrow(RangeError);
  });
});
