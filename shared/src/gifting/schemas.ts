// Gifting a coin (docs/requirements.md §1, §2 /in/giftings 'Gift a Coin'): a coin worth ₹X sent to a mobile number with a message,
// confirmed with §9's transaction OTP (8); held in escrow until the recipient claims it, or returned to the sender
// when it is not claimed in time. Paths and shapes are our design.
import { z } from 'zod';
import { otpCodeSchema } from '../auth/schemas.ts';
import { COINS, OTP_PURPOSE } from '../constants.ts';
import { MIN_TRADE_VALUE_PAISE } from '../market/quote.ts';
import { DECIMAL_STRING } from '../money/amount.ts';
import { idempotencyKeySchema } from '../money/idempotency.ts';
import { phoneSchema } from '../validation/phone.ts';
import { plainText } from '../validation/plainText.ts';
import { pagedResponseSchema, pageQuerySchema } from '../wire.ts';

export const GIFT_OTP_PURPOSE = OTP_PURPOSE.transaction;
/** The smallest gift: the smallest trade (§9), so the coin bought for it is never rounded to nothing. */
export const MIN_GIFT_VALUE_PAISE = MIN_TRADE_VALUE_PAISE;
export const GIFT_MESSAGE_MAX = 140;

export const GIFT_STATES = ['sent', 'claimed', 'returned'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

export const GIFT_MESSAGES = {
  sent: 'Your gift is on its way',
  claimed: 'Gift claimed: the coin is in your wallet',
  minimum: 'The smallest gift is ₹100.00',
  toYourself: 'You cannot send a gift to yourself',
  notForYou: 'This gift was sent to another number',
  notClaimable: 'This gift can no longer be claimed',
  notFound: 'No such gift',
  quoteNotFound: 'This quote was not found. Please review the gift again',
  quoteUsed: 'This quote was already used. Please review the gift again',
  priceChanged: 'The price has changed since you reviewed the gift. Please review it again',
  verifyFirst: 'Verify your profile to claim gifts',
} as const;

/**
 * How long a gift's quote holds its price: as long as a shop quote's, because the gift also waits for the transaction
 * code; past it, the gift goes out only if the price has not moved.
 */
export const GIFT_QUOTE_TTL_SECONDS = 60;

/** POST /gifts/quotes: a coin worth `inr_amount` rupees, priced as an instant buy of it. */
export const giftQuoteRequestSchema = z
  .object({
    coin: z.enum(COINS),
    inr_amount: z.string().regex(DECIMAL_STRING, 'Enter a valid amount'),
  })
  .strict();
export type GiftQuoteRequest = z.input<typeof giftQuoteRequestSchema>;

/**
 * Every line the §4 confirmation shows, held until expires_at: the worth asked for, the coin bought for it at the
 * buying price (value ≥ worth), the fee and GST on it, and `total`, exactly what leaves the sender's rupees.
 */
export const giftQuoteSchema = z.object({
  quote_id: z.string(),
  expires_at: z.string(),
  coin: z.enum(COINS),
  worth: z.string(),
  price: z.string(),
  quantity: z.string(),
  value: z.string(),
  fee: z.string(),
  gst: z.string(),
  total: z.string(),
});
export type GiftQuote = z.infer<typeof giftQuoteSchema>;

/** POST /gifts: a quoted gift to a mobile number. */
export const sendGiftRequestSchema = z
  .object({
    quote_id: z.string().min(1).max(64),
    recipient_mobile: phoneSchema,
    message: plainText({ multiline: true })
      .trim()
      .max(GIFT_MESSAGE_MAX, `At most ${GIFT_MESSAGE_MAX} characters`)
      .default(''),
    otp: otpCodeSchema,
    idempotency_key: idempotencyKeySchema,
  })
  .strict();
export type SendGiftRequest = z.input<typeof sendGiftRequestSchema>;

export const giftSchema = z.object({
  id: z.number().int().positive(),
  coin: z.enum(COINS),
  /** The coin held for the recipient, a decimal string of the coin's precision. */
  quantity: z.string(),
  /** What it cost in rupees when sent. */
  inr_value: z.string(),
  /** The sender sees the number they typed; the recipient sees the sender's masked number. */
  counterparty: z.string(),
  message: z.string(),
  status: z.enum(GIFT_STATES),
  direction: z.enum(['sent', 'received']),
  created_at: z.string(),
  expires_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Gift = z.infer<typeof giftSchema>;

export const sendGiftResponseSchema = z.object({ gift: giftSchema, message: z.string() });

/** GET /gifts?box=sent|received&page. */
export const giftsQuerySchema = pageQuerySchema.extend({
  box: z.enum(['sent', 'received']).default('received'),
});
export const giftsPageResponseSchema = pagedResponseSchema(giftSchema);
export type GiftsPage = z.infer<typeof giftsPageResponseSchema>;

/** POST /gifts/claim: the recipient takes a gift sent to their verified mobile number. */
export const claimGiftRequestSchema = z
  .object({ gift_id: z.number().int().positive(), idempotency_key: idempotencyKeySchema })
  .strict();
export const claimGiftResponseSchema = z.object({ gift: giftSchema, message: z.string() });
