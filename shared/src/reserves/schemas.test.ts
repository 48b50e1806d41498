// The reserve ratio: a percentage to two places, never rounded up, and none when nothing is owed.
import { describe, expect, it } from 'vitest';
import { reserveRatioPercent } from './schemas.ts';

describe('reserveRatioPercent', () => {
  it.each([
    [100n, 100n, '100.00'],
    [0n, 100n, '0.00'],
    [2n, 3n, '66.66'],
    [3n, 2n, '150.00'],
    [99_999n, 100_000n, '99.99'],
    [10n ** 30n, 1n, `${10n ** 32n}.00`],
    [5n, 0n, null],
    [0n, 0n, null],
  ])('%s of reserves over %s owed is %s', (reserves, liabilities, expected) => {
    expect(reserveRatioPercent(reserves, liabilities)).toBe(expected);
  });
});
