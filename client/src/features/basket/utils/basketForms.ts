// The basket page's forms before their quote or confirmation, from the shared rules (the provider checks them again
// with the minimums, the balance and the holding): an amount to buy, a percentage to sell, a buying plan and its
// change. Nothing typed is 'Enter an amount' where the amount is the form's point.
import {
  basketBuyFormSchema,
  basketSellFormSchema,
  planFormSchema,
  planFrequencySchema,
} from '@sikka/shared/basket/schemas';
import { z } from 'zod';
import { ENTER_AMOUNT } from '../../../lib/money/amountSchema.ts';

const amountToBuy = z.string().trim().min(1, ENTER_AMOUNT).pipe(basketBuyFormSchema.shape.amount);

export const buyFormSchema = z.object({ amount: amountToBuy });
export type BuyValues = z.input<typeof buyFormSchema>;

export const sellFormSchema = basketSellFormSchema.pick({ percent: true });
export type SellValues = z.input<typeof sellFormSchema>;

export const planStartSchema = planFormSchema.extend({ amount: amountToBuy });
export type PlanValues = z.input<typeof planStartSchema>;
export const PLAN_DEFAULTS: PlanValues = { target: 'top-3', amount: '', frequency: 'daily' };

export const planChangeSchema = planFormSchema
  .pick({ amount: true })
  .extend({ frequency: planFrequencySchema });
export type PlanChangeValues = z.input<typeof planChangeSchema>;
