import { describe, expect, it } from 'vitest';
import { CHOOSE_A_CLIENT, clientWithdrawalFormSchema } from './clientWithdrawalForm.ts';

describe('the client-withdrawal form before the client’s code is sent (docs/requirements.md §6)', () => {
  const schema = clientWithdrawalFormSchema([7, 12]);

  it('a listed client and a rupee amount pass, as sent', () => {
    expect(schema.parse({ user_id: '12', amount: '500.50' })).toEqual({ userId: 12, amount: '500.50' });
  });

  it.each([
    ['no client chosen', { user_id: '', amount: '500' }, ['user_id', CHOOSE_A_CLIENT]],
    ['a client not in the list', { user_id: '99', amount: '500' }, ['user_id', CHOOSE_A_CLIENT]],
    ['no amount', { user_id: '7', amount: '' }, ['amount', 'Enter an amount']],
    ['zero', { user_id: '7', amount: '0' }, ['amount', 'Enter an amount greater than zero']],
    ['a third decimal of a rupee', { user_id: '7', amount: '1.001' }, ['amount', expect.any(String)]],
  ] as const)('refuses %s under its field', (_name, values, [field, message]) => {
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
