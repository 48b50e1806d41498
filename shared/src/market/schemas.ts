// Wire schemas of the §3 coin price entry and GET /trades/in/all/all (§7), the instant buy/sell prices.
import { z } from 'zod';
import { COINS, type Coin } from '../constants.ts';
import { DECIMAL_STRING } from '../money/amount.ts';

const decimalString = z.string().regex(DECIMAL_STRING, 'Expected a non-negative decimal string');
// change is the only signed figure: a fall is negative.
const SIGNED_PERCENT = /^-?\d+(\.\d+)?$/;

/** §3 Coin price entry: rupee prices, fees and taxes as decimal strings; change a signed percentage. */
export const coinPriceEntrySchema = z.object({
  buying_price: decimalString,
  buying_price_fee: decimalString,
  buying_price_tax: decimalString,
  selling_price: decimalString,
  selling_price_fee: decimalString,
  selling_price_tax: decimalString,
  /** Our addition: the 1% TDS a one-unit sale withholds, shown as its own line. */
  selling_price_tds: decimalString.optional(),
  average_price: decimalString,
  change: z.string().regex(SIGNED_PERCENT, 'Expected a signed decimal percentage'),
});
export type CoinPriceEntry = z.infer<typeof coinPriceEntrySchema>;

const entriesByCoin = Object.fromEntries(COINS.map((coin) => [coin, coinPriceEntrySchema])) as Record<
  Coin,
  typeof coinPriceEntrySchema
>;

/** §7 GET /trades/in/all/all: one entry per §9 coin; a provider's extra coins are dropped. */
export const allPricesResponseSchema = z.object(entriesByCoin);
export type AllPricesResponse = z.infer<typeof allPricesResponseSchema>;
