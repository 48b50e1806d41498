import { describe, expect, it } from 'vitest';
import { AMOUNT_CHARACTERS, checkAmount, filterAmountInput } from './amountInput.ts';

describe('§5/§9 amounts as typed: 12 integer digits, the coin precision', () => {
  it.each([
    ['5000', 'INR', '5000'],
    ['1,00,000.50', 'INR', '100000.50'],
    ['₹ 2500', 'INR', '2500'],
    ['.5', 'BTC', '0.5'],
  ])('%s typed for %s keeps %s', (typed, asset, kept) => {
    expect(filterAmountInput(typed, asset, '')).toEqual({ value: kept, message: null });
  });

  it.each([
    ['1e5', 'a letter (never read as 15)'],
    ['abc', 'letters'],
    ['-500', 'a sign'],
    ['1.2.3', 'a second point'],
    ['10+5', 'an operator'],
  ])('%s (%s) is refused: the field keeps what it held and says why', (typed) => {
    expect(filterAmountInput(typed, 'INR', '1')).toEqual({ value: '1', message: AMOUNT_CHARACTERS });
  });

  it('a 13th integer digit is refused, with the 12-digit message (§9)', () => {
    const result = filterAmountInput('1234567890123', 'INR', '123456789012');
    expect(result).toEqual({
      value: '123456789012',
      message: 'Amount can have at most 12 digits before the decimal point',
    });
  });

  it('leading zeros do not count towards the 12 digits', () => {
    expect(filterAmountInput('000123456789012', 'INR', '').value).toBe('000123456789012');
  });

  it.each([
    ['INR', '10.123', '10.12', 'INR allows at most 2 digits after the decimal point'],
    ['USDT', '1.1234567', '1.123456', 'USDT allows at most 6 digits after the decimal point'],
    ['BTC', '0.123456789', '0.12345678', 'BTC allows at most 8 digits after the decimal point'],
  ])('%s: one decimal past the precision is refused (§9 precision)', (asset, typed, previous, message) => {
    expect(filterAmountInput(typed, asset, previous)).toEqual({ value: previous, message });
  });

  it('a trailing point is allowed while typing and ignored when checked', () => {
    expect(filterAmountInput('12.', 'INR', '12').value).toBe('12.');
    expect(checkAmount('12.', 'INR')).toEqual({ state: 'ok', amount: '12', minor: 1200n });
  });

  it('checks what is sent: empty, zero, and a canonical amount in minor units', () => {
    expect(checkAmount('', 'INR')).toEqual({ state: 'empty' });
    expect(checkAmount('0.00', 'INR')).toEqual({
      state: 'invalid',
      message: 'Enter an amount greater than zero',
    });
    expect(checkAmount('0010000', 'INR')).toEqual({ state: 'ok', amount: '10000', minor: 1_000_000n });
    expect(checkAmount('0.00028', 'BTC')).toEqual({ state: 'ok', amount: '0.00028', minor: 28_000n });
  });
});
