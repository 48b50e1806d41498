// Quantities in the trading screen's columns (docs/interface.md tabular figures; §9 coin precision and Indian grouping): every
// amount of a pair at the same decimals, its lot's, so a column lines up.
import { pairConfig } from '@sikka/shared/exchange/pairs';
import { describe, expect, it } from 'vitest';
import { inLots, lotDecimals, quantityOn } from './figures.ts';

describe("quantities at the lot's decimals, so a column lines up", () => {
  it.each([
    ['0.01000000', 'BTC-INR', '0.0100'],
    ['0.00690000', 'BTC-INR', '0.0069'],
    ['12.5', 'BTC-INR', '12.5000'],
    ['1.50000000', 'ETH-INR', '1.500'],
    ['25.000000', 'USDT-INR', '25'],
    ['10500.000000', 'USDT-INR', '10,500'],
    ['3527561', 'USDT-INR', '35,27,561'],
  ] as const)('%s on %s reads %s', (volume, pair, shown) => {
    expect(inLots(volume, pairConfig(pair))).toBe(shown);
  });

  it.each([
    ['BTC-INR', 4],
    ['ETH-INR', 3],
    ['USDT-INR', 0],
  ] as const)('%s: %i decimals', (pair, decimals) => {
    expect(lotDecimals(pairConfig(pair))).toBe(decimals);
  });
});

describe('a quantity on a pair named on the wire', () => {
  it('a known pair: its lot decimals; another: the coin at its precision, trimmed', () => {
    expect(quantityOn('0.00100000', 'BTC-INR')).toBe('0.0010');
    expect(quantityOn('2.50000000', 'SOL-INR')).toBe('2.5');
  });
});
