import { BASKET_MESSAGES } from '@sikka/shared/basket/rules';
import { describe, expect, it } from 'vitest';
import {
  buyFormSchema,
  PLAN_DEFAULTS,
  planChangeSchema,
  planStartSchema,
  sellFormSchema,
} from './basketForms.ts';

const refusal = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues[0];

describe('the basket forms before their quote or confirmation', () => {
  it('buy: an amount, trimmed; nothing typed or a dangling point refused under it', () => {
    expect(buyFormSchema.parse({ amount: ' 1500 ' })).toEqual({ amount: '1500' });
    expect(refusal(buyFormSchema.safeParse({ amount: '' }))).toMatchObject({
      path: ['amount'],
      message: 'Enter an amount',
    });
    expect(refusal(buyFormSchema.safeParse({ amount: '100.' }))).toMatchObject({
      path: ['amount'],
      message: 'Enter a valid amount',
    });
  });

  it.each([
    ['', false],
    ['50', true],
    ['1000', false],
    ['5.5', false],
  ])('sell: the percentage %j passes: %s', (percent, passes) => {
    const result = sellFormSchema.safeParse({ percent });
    expect(result.success).toBe(passes);
    if (!passes)
      expect(refusal(result)).toMatchObject({ path: ['percent'], message: BASKET_MESSAGES.percent });
  });

  it('a plan: the target, the amount and how often; nothing typed refused under the amount', () => {
    expect(planStartSchema.parse({ ...PLAN_DEFAULTS, amount: '1000' })).toEqual({
      target: 'top-3',
      amount: '1000',
      frequency: 'daily',
    });
    expect(refusal(planStartSchema.safeParse(PLAN_DEFAULTS))).toMatchObject({
      path: ['amount'],
      message: 'Enter an amount',
    });
  });

  it('a plan’s change: the new amount as the provider reads it', () => {
    expect(planChangeSchema.parse({ amount: '750', frequency: 'weekly' })).toEqual({
      amount: '750',
      frequency: 'weekly',
    });
    expect(refusal(planChangeSchema.safeParse({ amount: '', frequency: 'weekly' }))).toMatchObject({
      path: ['amount'],
      message: 'Enter a valid amount',
    });
  });
});
