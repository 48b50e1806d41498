// Schema of the §3 order confirmation data the exchange's Cancel/Confirm dialog (§4) shows and sends.
import { z } from 'zod';
import { ASSETS } from '../constants.ts';
import { DECIMAL_STRING } from '../money/amount.ts';

const decimalString = z.string().regex(DECIMAL_STRING, 'Expected a non-negative decimal string');

/** §3 advance_order_type values. */
export const ADVANCE_ORDER_TYPES = ['LIMIT', 'STOP_LIMIT', 'MARKET', 'LADDER', 'STOP_LOSS'] as const;
export type AdvanceOrderType = (typeof ADVANCE_ORDER_TYPES)[number];

export type OrderSide = 'buy' | 'sell';

/**
 * §3 'BID is buy, otherwise sell'. Compared without case: a lower-cased 'bid' read as a sell would
 * place the opposite order, the costliest possible mix-up.
 */
export function orderSide(orderType: string): OrderSide {
  return orderType.trim().toUpperCase() === 'BID' ? 'buy' : 'sell';
}

const NEEDS_TRIGGER: ReadonlySet<AdvanceOrderType> = new Set(['STOP_LIMIT', 'STOP_LOSS']);
const NEEDS_RATE: ReadonlySet<AdvanceOrderType> = new Set(['LIMIT', 'STOP_LIMIT']);

/**
 * §3 Order confirmation data. 'trigger-price' keeps SPEC's hyphen. A stop order cannot be confirmed
 * without its trigger, nor a limit order without its rate; a market order has neither.
 */
export const orderConfirmationSchema = z
  .object({
    advance_order_type: z.enum(ADVANCE_ORDER_TYPES),
    order_type: z.string().min(1),
    'trigger-price': decimalString.nullish(),
    rate: decimalString.nullish(),
    volume: decimalString,
    total_amount: decimalString,
    coin: z.enum(ASSETS),
    base_coin: z.enum(ASSETS),
    // 'volume' when the quantity was typed in coins; otherwise it was typed as a rupee amount.
    unit: z.string().min(1),
  })
  .superRefine((order, ctx) => {
    if (NEEDS_TRIGGER.has(order.advance_order_type) && order['trigger-price'] == null) {
      ctx.addIssue({
        code: 'custom',
        message: 'A stop order needs a trigger price',
        path: ['trigger-price'],
      });
    }
    if (NEEDS_RATE.has(order.advance_order_type) && order.rate == null) {
      ctx.addIssue({ code: 'custom', message: 'A limit order needs a rate', path: ['rate'] });
    }
    if (order.coin === order.base_coin) {
      ctx.addIssue({ code: 'custom', message: 'A pair needs two different assets', path: ['base_coin'] });
    }
  });
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
