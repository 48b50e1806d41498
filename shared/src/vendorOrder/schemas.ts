// A vendor order's wire shapes (docs/requirements.md §2 /in/vendor-order): the merchant's create and status calls (public API,
// an API key), the checkout's read of an order (anyone with its address), a quote of its total in rupees or a coin,
// and the payment confirmed with §9's transaction OTP (8). Paths and shapes are ours.
import { z } from 'zod';
import { AMOUNT_MAX_INTEGER_DIGITS, ASSETS, OTP_PURPOSE } from '../constants.ts';
import { paymentQuoteFields, shopBuyRequestSchema } from '../shop/schemas.ts';
import {
  VENDOR_ORDER_ID,
  VENDOR_ORDER_MAX_ITEMS,
  VENDOR_ORDER_MAX_QUANTITY,
  VENDOR_ORDER_MESSAGES,
  VENDOR_ORDER_STATUSES,
} from './rules.ts';

/** §9 purpose 8, as the shop's purchases use: a payment is a transaction. */
export const VENDOR_ORDER_OTP_PURPOSE = OTP_PURPOSE.transaction;

const decimal = z.string();
/** A rupee price as sent: digits, and at most two decimals (§5 amounts: at most 12 digits before the point). */
const INR_PRICE = new RegExp(`^0*\\d{1,${AMOUNT_MAX_INTEGER_DIGITS}}(\\.\\d{1,2})?$`);

export const vendorOrderIdSchema = z.string().trim().regex(VENDOR_ORDER_ID, VENDOR_ORDER_MESSAGES.notFound);

export const vendorOrderItemInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the item name').max(120, 'Use at most 120 characters'),
    quantity: z
      .number({ error: 'Enter a whole quantity' })
      .int('Enter a whole quantity')
      .min(1, 'Enter a quantity of at least 1')
      .max(VENDOR_ORDER_MAX_QUANTITY, `Enter a quantity of at most ${VENDOR_ORDER_MAX_QUANTITY}`),
    /** Rupees, a decimal string of at most 12 digits and 2 decimals (whole paise). */
    unit_price: z
      .string({ error: 'Enter the unit price' })
      .regex(INR_PRICE, 'Enter the unit price in rupees, e.g. 799.50 (at most 2 decimals)'),
  })
  .strict();

/** POST /vendor-orders (public API POST /api/v1/vendor-orders). */
export const createVendorOrderRequestSchema = z
  .object({
    /** The merchant's own reference (its order number); unique per merchant. */
    reference: z.string().trim().min(1, 'Enter your reference').max(64, 'Use at most 64 characters'),
    items: z
      .array(vendorOrderItemInputSchema, { error: 'List the items' })
      .min(1, 'List at least one item')
      .max(VENDOR_ORDER_MAX_ITEMS, `List at most ${VENDOR_ORDER_MAX_ITEMS} items`),
  })
  .strict();
export type CreateVendorOrderRequest = z.input<typeof createVendorOrderRequestSchema>;

export const vendorOrderLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  unit_price: decimal,
  line_total: decimal,
});

/** An order as the merchant and the checkout see it. */
export const vendorOrderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  merchant_name: z.string(),
  items: z.array(vendorOrderLineSchema),
  /** Rupees. */
  total: decimal,
  status: z.enum(VENDOR_ORDER_STATUSES),
  /** The checkout page: /in/vendor-order/<id>. */
  checkout_path: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;

/** GET /vendor-orders/status?id= (the merchant's own) and GET /vendor-orders/checkout?id= (anyone). */
export const vendorOrderQuerySchema = z.object({ id: vendorOrderIdSchema }).strict();

/** POST /vendor-orders/quotes: the order's total paid with an asset. */
export const vendorOrderQuoteRequestSchema = z
  .object({
    id: vendorOrderIdSchema,
    pay_asset: z.enum(ASSETS, { error: 'Choose how to pay' }),
  })
  .strict();
export type VendorOrderQuoteRequest = z.input<typeof vendorOrderQuoteRequestSchema>;

/** Every line the §4 confirmation shows, as the shop's quote. */
export const vendorOrderQuoteSchema = z.object({
  quote_id: z.string(),
  order_id: z.string(),
  ...paymentQuoteFields,
});
export type VendorOrderQuote = z.infer<typeof vendorOrderQuoteSchema>;

/** POST /vendor-orders/pay. */
/** Paying an order's quote takes what a shop purchase does: the quote, the §9 code and an idempotency key. */
export const vendorOrderPayRequestSchema = shopBuyRequestSchema;
export type VendorOrderPayRequest = z.input<typeof vendorOrderPayRequestSchema>;

/** The receipt: the order (now paid) and what the payer paid with. */
export const vendorOrderPayResponseSchema = z.object({
  order: vendorOrderSchema,
  pay_asset: z.enum(ASSETS),
  pay_amount: decimal,
  message: z.string(),
});
export type VendorOrderPayResponse = z.infer<typeof vendorOrderPayResponseSchema>;
