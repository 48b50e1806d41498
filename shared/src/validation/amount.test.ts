import { describe, expect, it } from 'vitest';
import { amountSchema } from './amount.ts';

describe('§5 Amounts: integer part at most 12 digits; decimals at most the coin precision', () => {
  it.each([
    ['INR', '1', '1'],
    ['INR', '999999999999.99', '999999999999.99'],
    ['INR', '000100.50', '100.50'],
    ['BTC', '0.00000001', '0.00000001'],
    ['USDT', '12.123456', '12.123456'],
    ['ETH', ' 7 ', '7'],
  ])('%s accepts %j as %j', (asset, input, amount) => {
    expect(amountSchema(asset).parse(input)).toBe(amount);
  });

  it.each([
    ['INR', '', 'invalid'],
    ['INR', 'abc', 'invalid'],
    ['INR', '-5', 'invalid'],
    ['INR', '1000000000000', 'too-many-integer-digits'],
    ['INR', '0.001', 'too-many-decimals'],
    ['BTC', '0.000000001', 'too-many-decimals'],
    ['USDT', '1.1234567', 'too-many-decimals'],
  ])('%s refuses %j (%s)', (asset, input, error) => {
    const issue = amountSchema(asset).safeParse(input).error?.issues[0];
    expect(issue).toMatchObject({ code: 'custom', params: { error } });
    expect(issue?.message).not.toBe('');
  });

  it('§5 refuses a non-string without throwing', () => {
    expect(amountSchema('INR').safeParse(5).success).toBe(false);
  });
});
