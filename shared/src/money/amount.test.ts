import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCoin,
  formatInr,
  formatMoney,
  fromMinorUnits,
  groupIndian,
  parseAmount,
  precisionOf,
  roundToMinor,
  toMinorUnits,
} from './amount.ts';

describe('§9 coin decimal precision: INR and HBAR 2; EOS 4; XRP, USDT, TRX 6; XLM 7; all others 8', () => {
  it.each([
    ['INR', 2],
    ['HBAR', 2],
    ['EOS', 4],
    ['XRP', 6],
    ['USDT', 6],
    ['TRX', 6],
    ['XLM', 7],
    ['BTC', 8],
    ['ETH', 8],
    ['DOGE', 8],
    ['usdt', 6],
  ])('%s has %i decimals', (asset, precision) => {
    expect(precisionOf(asset)).toBe(precision);
  });
});

describe('§5 amounts: integer part at most 12 digits; decimals at most the coin precision', () => {
  it.each([
    ['1', 'INR', '1', 100n],
    ['0.01', 'INR', '0.01', 1n],
    ['999999999999.99', 'INR', '999999999999.99', 99999999999999n],
    ['000123.5', 'INR', '123.5', 12350n],
    ['0.00000001', 'BTC', '0.00000001', 1n],
    ['1.5', 'BTC', '1.5', 150000000n],
    ['12.123456', 'USDT', '12.123456', 12123456n],
    [' 7 ', 'ETH', '7', 700000000n],
  ])('accepts %j for %s', (input, asset, amount, minor) => {
    expect(parseAmount(input, asset)).toEqual({ ok: true, amount, minor });
  });

  it.each([
    ['', 'INR', 'invalid'],
    ['abc', 'INR', 'invalid'],
    ['-1', 'INR', 'invalid'],
    ['1e5', 'BTC', 'invalid'],
    ['1.', 'INR', 'invalid'],
    ['.5', 'INR', 'invalid'],
    ['1,000', 'INR', 'invalid'],
    ['1000000000000', 'INR', 'too-many-integer-digits'],
    ['0.001', 'INR', 'too-many-decimals'],
    ['0.123456789', 'BTC', 'too-many-decimals'],
    ['1.1234567', 'USDT', 'too-many-decimals'],
  ])('refuses %j for %s (%s)', (input, asset, error) => {
    const result = parseAmount(input, asset);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe(error);
      expect(result.message).not.toBe('');
    }
  });

  const assets = fc.constantFrom('INR', 'BTC', 'ETH', 'USDT', 'XLM', 'EOS');
  it('round-trips: parse ∘ format gives back the minor units for every amount within the limits', () => {
    fc.assert(
      fc.property(assets, fc.bigInt({ min: 0n, max: 10n ** 12n * 10n ** 8n - 1n }), (asset, raw) => {
        const minor = raw % (10n ** 12n * 10n ** BigInt(precisionOf(asset)));
        const text = fromMinorUnits(minor, asset);
        const parsed = parseAmount(text, asset);
        expect(parsed.ok && parsed.minor).toBe(minor);
        expect(toMinorUnits(text, asset)).toBe(minor);
      }),
    );
  });

  it('never accepts a value with more decimals than the coin precision', () => {
    fc.assert(
      fc.property(
        assets,
        fc.stringMatching(/^\d{1,12}$/),
        fc.stringMatching(/^\d{0,12}[1-9]$/),
        (asset, integer, decimals) => {
          fc.pre(decimals.length > precisionOf(asset));
          expect(parseAmount(`${integer}.${decimals}`, asset).ok).toBe(false);
        },
      ),
    );
  });

  it('never accepts more than 12 integer digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{12,20}$/), (integer) => {
        expect(parseAmount(integer, 'INR').ok).toBe(false);
      }),
    );
  });
});

describe('§9 Indian number grouping for INR', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['100000', '1,00,000'],
    ['123456789', '12,34,56,789'],
    ['999999999999', '9,99,99,99,99,999'],
  ])('groups %s as %s', (digits, grouped) => {
    expect(groupIndian(digits)).toBe(grouped);
  });

  it.each([
    ['123456789', '12,34,56,789.00'],
    ['123456789.5', '12,34,56,789.50'],
    ['0.005', '0.01'],
    ['0.004', '0.00'],
    ['-1500', '-1,500.00'],
  ])('formats %s rupees as %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it('adds the rupee sign when asked, and formats minor units', () => {
    expect(formatInr('123456.78', { symbol: true })).toBe('₹1,23,456.78');
    expect(formatInr(12345678n, { symbol: true })).toBe('₹1,23,456.78');
  });
});

describe('coin amounts: fixed precision on the wire, trailing zeros trimmed for display', () => {
  it.each([
    [150000000n, 'BTC', '1.50000000', '1.5'],
    [1n, 'BTC', '0.00000001', '0.00000001'],
    [1000000n, 'USDT', '1.000000', '1'],
    [-250n, 'INR', '-2.50', '-2.5'],
  ])('%s minor units of %s are %s on the wire and %s on screen', (minor, asset, wire, shown) => {
    expect(fromMinorUnits(minor, asset)).toBe(wire);
    expect(formatCoin(minor, asset)).toBe(shown);
  });

  it('rounds longer decimals half away from zero', () => {
    expect(roundToMinor('0.123456785', 'BTC')).toBe(12345679n);
    expect(roundToMinor('-0.125', 'INR')).toBe(-13n);
  });

  it('refuses to convert more decimals than the precision instead of losing them', () => {
    expect(() => toMinorUnits('0.001', 'INR')).toThrow(RangeError);
    expect(() => toMinorUnits('1e3', 'INR')).toThrow(RangeError);
  });
});

describe('§9 an amount as a person reads it: rupees with ₹ and Indian grouping, coins at their precision', () => {
  it.each([
    ['INR', '510000.00', '₹5,10,000.00'],
    ['INR', 20_000_000n, '₹2,00,000.00'],
    ['BTC', '0.05028037', '0.05028037 BTC'],
    ['USDT', '100.000000', '100 USDT'],
    ['ETH', 100_000n, '0.001 ETH'],
  ] as const)('%s %s reads %s', (asset, amount, text) => {
    expect(formatMoney(asset, amount)).toBe(text);
  });
});
