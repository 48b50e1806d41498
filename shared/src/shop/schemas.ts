// The shop's wire shapes (docs/requirements.md §2 /in/shop 'Shop'): the catalogue with stock, a quote locked for a short time,
// a purchase confirmed with §9's transaction OTP (8), one's orders and an order's code. Paths and shapes are ours.
import { z } from 'zod';
import { otpCodeSchema } from '../auth/schemas.ts';
import { ASSETS, OTP_PURPOSE } from '../constants.ts';
import { idempotencyKeySchema } from '../money/idempotency.ts';
import { pagedResponseSchema, pageQuerySchema } from '../wire.ts';
import { SHOP_CATALOGUE } from './catalogue.ts';
import { SHOP_MESSAGES } from './rules.ts';

export const SHOP_OTP_PURPOSE = OTP_PURPOSE.transaction;
const SHOP_BRAND_IDS = SHOP_CATALOGUE.map((brand) => brand.id) as [string, ...string[]];
/**
 * How long a shop quote holds its price: longer than an instant quote's 15 s, because a purchase also waits for the
 * transaction code to arrive and be typed; past it, the purchase goes through only if the price has not moved.
 */
export const SHOP_QUOTE_TTL_SECONDS = 60;

const decimal = z.string();

export const shopItemSchema = z.object({
  sku: z.string(),
  amount: decimal,
  in_stock: z.number().int().nonnegative(),
});

export const shopBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['voucher', 'product']),
  description: z.string(),
  redeem: z.string(),
  items: z.array(shopItemSchema),
});
export type ShopBrandWire = z.infer<typeof shopBrandSchema>;

export const catalogueResponseSchema = z.object({ brands: z.array(shopBrandSchema) });
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

/** POST /shop/quotes: a brand's denomination (rupees) paid with an asset. */
export const shopQuoteRequestSchema = z
  .object({
    /** One of the catalogue's brands (an enumeration, not free text). */
    brand: z.enum(SHOP_BRAND_IDS, {
      error: (issue) =>
        issue.input === '' || issue.input === undefined ? 'Choose a brand' : SHOP_MESSAGES.unknownBrand,
    }),
    amount: z.string().trim().min(1, 'Choose an amount').max(64, 'Enter a valid amount'),
    pay_asset: z.enum(ASSETS, { error: 'Choose how to pay' }),
  })
  .strict();
export type ShopQuoteRequest = z.input<typeof shopQuoteRequestSchema>;

/**
 * What a quote of a rupee price paid with an asset shows in the §4 confirmation (the shop's, a vendor order's): the
 * price in rupees, the asset and what leaves the wallet, and when paying with a coin its sale's price, fee, GST, TDS.
 */
export const paymentQuoteFields = {
  expires_at: z.string(),
  /** The price in rupees. */
  amount: decimal,
  pay_asset: z.enum(ASSETS),
  /** What leaves the wallet, in pay_asset. */
  pay_amount: decimal,
  /** Paying with a coin: its instant selling price, and the sale's fee, GST and TDS in rupees; else null. */
  price: decimal.nullable(),
  fee: decimal,
  gst: decimal,
  tds: decimal,
};

export const shopQuoteSchema = z.object({
  quote_id: z.string(),
  brand: z.string(),
  sku: z.string(),
  ...paymentQuoteFields,
});
export type ShopQuote = z.infer<typeof shopQuoteSchema>;

/** POST /shop/orders. */
export const shopBuyRequestSchema = z
  .object({
    quote_id: z.string().min(1).max(64),
    otp: otpCodeSchema,
    idempotency_key: idempotencyKeySchema,
  })
  .strict();
export type ShopBuyRequest = z.input<typeof shopBuyRequestSchema>;

export const shopOrderSchema = z.object({
  id: z.number().int().positive(),
  brand: z.string(),
  brand_name: z.string(),
  sku: z.string(),
  amount: decimal,
  pay_asset: z.enum(ASSETS),
  pay_amount: decimal,
  created_at: z.string(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export const shopBuyResponseSchema = z.object({ order: shopOrderSchema, message: z.string() });
export type ShopBuyResponse = z.infer<typeof shopBuyResponseSchema>;

export const shopOrdersQuerySchema = pageQuerySchema;
export const shopOrdersPageSchema = pagedResponseSchema(shopOrderSchema);
export type ShopOrdersPage = z.infer<typeof shopOrdersPageSchema>;

/** GET /shop/orders/code?id: the code of one's own order. */
export const shopCodeRequestSchema = z
  .object({
    id: z
      .union([z.number(), z.string().regex(/^\d+$/, 'This order was not found').transform(Number)])
      .pipe(z.number().int().positive()),
  })
  .strict();
export type ShopCodeRequest = z.input<typeof shopCodeRequestSchema>;
export const shopCodeResponseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  redeem: z.string(),
});
export type ShopCodeResponse = z.infer<typeof shopCodeResponseSchema>;
