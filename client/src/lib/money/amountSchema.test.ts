import { describe, expect, it } from 'vitest';
import { amountInputSchema, ENTER_AMOUNT } from './amountSchema.ts';

describe('§5/§9 an amount field as a form schema', () => {
  const rupees = amountInputSchema('INR');

  it('passes the canonical amount that is sent (a trailing point as typed is dropped)', () => {
    expect(rupees.parse('1000')).toBe('1000');
    expect(rupees.parse('1000.')).toBe('1000');
    expect(rupees.parse('0.50')).toBe('0.50');
  });

  it.each([
    ['nothing typed', '', ENTER_AMOUNT],
    ['spaces only', '   ', ENTER_AMOUNT],
    ['zero', '0.00', 'Enter an amount greater than zero'],
  ])('refuses %s under the field', (_name, typed, message) => {
    const result = rupees.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses more decimals than the asset has, in the shared rule’s words', () => {
    const result = rupees.safeParse('1.001');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/decimal/i);
  });

  it('says nothing typed in the door’s own words when it has them', () => {
    const result = amountInputSchema('BTC', 'Enter the amount to withdraw').safeParse('');
    expect(result.error?.issues[0]?.message).toBe('Enter the amount to withdraw');
  });
});
