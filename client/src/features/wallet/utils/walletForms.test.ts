import { describe, expect, it } from 'vitest';
import { depositFormSchema, ENTER_ADDRESS, invalidAddress, withdrawFormSchema } from './walletForms.ts';

describe('the withdrawal form before the code is sent', () => {
  it('rupees: the amount alone, to the bank account on file', () => {
    expect(withdrawFormSchema('INR').parse({ amount: '1000', address: 'ignored' })).toEqual({
      amount: '1000',
      address: undefined,
    });
  });

  it('a coin: the amount at its precision and the address, trimmed', () => {
    expect(withdrawFormSchema('BTC').parse({ amount: '0.5', address: ' bc1qxyz ' })).toEqual({
      amount: '0.5',
      address: 'bc1qxyz',
    });
  });

  it.each([
    ['no amount', 'INR', { amount: '', address: '' }, ['amount', 'Enter an amount']],
    ['a coin without an address', 'ETH', { amount: '1', address: '  ' }, ['address', ENTER_ADDRESS]],
    ['rupees with a third decimal', 'INR', { amount: '10.001', address: '' }, ['amount', expect.any(String)]],
  ] as const)('refuses %s under its field', (_name, asset, values, [field, message]) => {
    const result = withdrawFormSchema(asset).safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe("a coin's address against the rules the provider supplies (§5 regex: rules)", () => {
  const HEX = ['regex:/^0x[0-9a-fA-F]{40}$/'];
  const address = `0x${'ab'.repeat(20)}`;

  it('passes an address its rules accept, and any address while the rules have not arrived', () => {
    expect(withdrawFormSchema('ETH', HEX).parse({ amount: '1', address })).toEqual({ amount: '1', address });
    expect(withdrawFormSchema('ETH').safeParse({ amount: '1', address: 'nonsense' }).success).toBe(true);
  });

  it.each([
    ['the wrong shape', HEX, 'bc1qnotanethaddress', invalidAddress('ETH')],
    [
      'a rule the form must refuse (catastrophic backtracking)',
      ['regex:/^(a+)+$/'],
      address,
      expect.any(String),
    ],
    ['an unknown rule', ['no-such-rule'], address, "Unknown validation rule 'no-such-rule'"],
  ])('refuses %s under the address', (_name, rules, value, message) => {
    const result = withdrawFormSchema('ETH', rules).safeParse({ amount: '1', address: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['address'], message });
  });
});

describe('the deposit form before the payment step', () => {
  it('a rupee amount and a channel pass as sent', () => {
    expect(depositFormSchema.parse({ amount: '10000', channel: 'UPI' })).toEqual({
      amount: '10000',
      channel: 'UPI',
    });
  });

  it('refuses no amount under the amount field', () => {
    const result = depositFormSchema.safeParse({ amount: '', channel: 'IMPS' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['amount'], message: 'Enter an amount' });
  });
});
