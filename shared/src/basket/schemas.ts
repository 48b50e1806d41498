// Wire shapes of crypto baskets and systematic buying plans: the baskets with their past, a quote of a buy, a sale or
// a rebalance (every component's instant lines, locked for instant buy's QUOTE_TTL_SECONDS), its execution, the
// holdings, and the plans with their runs.
import { z } from 'zod';
import { COINS } from '../constants.ts';
import { executeRequestSchema } from '../instant/schemas.ts';
import { DECIMAL_STRING } from '../money/amount.ts';
import { idempotencyKeySchema } from '../money/idempotency.ts';
import { BASKET_IDS, BASKET_MESSAGES, PLAN_FREQUENCIES } from './rules.ts';

const decimalString = z.string().regex(DECIMAL_STRING, 'Enter a valid amount');
const amountText = z.string().trim().regex(DECIMAL_STRING, 'Enter a valid amount');

export const basketIdSchema = z.enum(BASKET_IDS, BASKET_MESSAGES.noBasket);

export const basketSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  risk: z.string(),
  risk_text: z.string(),
  components: z.array(z.object({ coin: z.enum(COINS), weight: z.number().int() })),
  min_amount: decimalString,
  /** ₹100 put in at the first day with history, day by day (rules.ts basketPerformance). */
  performance: z.array(z.object({ day: z.string(), value: z.number() })),
});
export type Basket = z.infer<typeof basketSchema>;
export const basketsResponseSchema = z.object({ data: z.array(basketSchema) });
export type BasketsResponse = z.infer<typeof basketsResponseSchema>;

/** The buy form: a basket and rupees. */
export const basketBuyFormSchema = z.object({ basket_id: basketIdSchema, amount: amountText });
export type BasketBuyForm = z.infer<typeof basketBuyFormSchema>;

/** The sell form: a basket and the percentage of the holding to sell. */
export const basketSellFormSchema = z.object({
  basket_id: basketIdSchema,
  percent: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, BASKET_MESSAGES.percent),
});

export const basketQuoteRequestSchema = z.discriminatedUnion('side', [
  z.object({ side: z.literal('buy'), basket_id: basketIdSchema, amount: amountText }).strict(),
  z
    .object({
      side: z.literal('sell'),
      basket_id: basketIdSchema,
      percent: basketSellFormSchema.shape.percent,
    })
    .strict(),
  z.object({ side: z.literal('rebalance'), basket_id: basketIdSchema }).strict(),
]);
export type BasketQuoteRequest = z.infer<typeof basketQuoteRequestSchema>;

/** One component's lines, exactly as an instant quote shows them. */
export const componentLinesSchema = z.object({
  side: z.enum(['buy', 'sell']),
  coin: z.enum(COINS),
  price: decimalString,
  quantity: decimalString,
  value: decimalString,
  fee: decimalString,
  gst: decimalString,
  tds: decimalString,
  total: decimalString,
});
export type ComponentLines = z.infer<typeof componentLinesSchema>;

export const basketQuoteSchema = z.object({
  quote_id: z.string().min(1),
  expires_at: z.string().min(1),
  basket_id: z.string(),
  side: z.enum(['buy', 'sell', 'rebalance']),
  components: z.array(componentLinesSchema),
  /** What the buys cost in all (0.00 when none). */
  pay: decimalString,
  /** What the sales pay out in all (0.00 when none). */
  receive: decimalString,
});
export type BasketQuote = z.infer<typeof basketQuoteSchema>;

/** Executing a basket's locked quote takes what an instant order's does: the quote and an idempotency key. */
export const basketExecuteRequestSchema = executeRequestSchema;
export type BasketExecuteRequest = z.infer<typeof basketExecuteRequestSchema>;

export const basketOrderSchema = z.object({
  id: z.number().int(),
  basket_id: z.string(),
  side: z.enum(['buy', 'sell', 'rebalance']),
  components: z.array(componentLinesSchema),
  created_at: z.string(),
});
export const basketExecuteResponseSchema = z.object({ order: basketOrderSchema, message: z.string() });
export type BasketExecuteResponse = z.infer<typeof basketExecuteResponseSchema>;

export const holdingSchema = z.object({
  basket_id: z.string(),
  name: z.string(),
  components: z.array(
    z.object({
      coin: z.enum(COINS),
      units: decimalString,
      cost: decimalString,
      value: decimalString,
      /** The component's share of the holding's value now, in percent with two decimals. */
      weight_now: z.string(),
      target_weight: z.number().int(),
    }),
  ),
  cost: decimalString,
  /** At the selling price now, before the fee, GST and TDS a sale would take. */
  value: decimalString,
  pnl: z.string(),
  pnl_percent: z.string(),
  /** The smallest whole percentage a sale accepts now (every coin's part an instant sale of ₹100 or more); null: none. */
  min_sell_percent: z.number().int().min(1).max(100).nullable(),
});
export type Holding = z.infer<typeof holdingSchema>;
export const holdingsResponseSchema = z.object({ data: z.array(holdingSchema) });
export type HoldingsResponse = z.infer<typeof holdingsResponseSchema>;

/** What a plan buys: a coin or a basket, by id. */
export const planTargetSchema = z.enum(
  [...COINS, ...BASKET_IDS] as [string, ...string[]],
  'Choose a coin or a basket',
);
export const planFrequencySchema = z.enum(PLAN_FREQUENCIES, BASKET_MESSAGES.frequency);

export const planFormSchema = z.object({
  target: planTargetSchema,
  amount: amountText,
  frequency: planFrequencySchema,
});
export type PlanForm = z.infer<typeof planFormSchema>;
export const createPlanRequestSchema = planFormSchema
  .extend({ idempotency_key: idempotencyKeySchema })
  .strict();
export type CreatePlanRequest = z.infer<typeof createPlanRequestSchema>;

export const updatePlanRequestSchema = z
  .object({
    plan_id: z.number().int().positive(),
    action: z.enum(['pause', 'resume', 'cancel', 'change']),
    amount: amountText.optional(),
    frequency: planFrequencySchema.optional(),
  })
  .strict();
export type UpdatePlanRequest = z.infer<typeof updatePlanRequestSchema>;

export const planRunSchema = z.object({
  id: z.number().int(),
  due_at: z.string(),
  status: z.enum(['bought', 'skipped']),
  amount: decimalString,
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type PlanRun = z.infer<typeof planRunSchema>;

export const planSchema = z.object({
  id: z.number().int(),
  target: z.string(),
  target_name: z.string(),
  amount: decimalString,
  frequency: planFrequencySchema,
  status: z.enum(['active', 'paused', 'cancelled']),
  next_due_at: z.string().nullable(),
  created_at: z.string(),
  runs: z.array(planRunSchema),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ data: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;
export const planResponseSchema = z.object({ plan: planSchema, message: z.string() });
export type PlanResponse = z.infer<typeof planResponseSchema>;
