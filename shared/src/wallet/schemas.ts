// Wire schemas of the §3 Wallet (GET /v2/wallet, §7) and the §3 held-order (declaration) data.
import { z } from 'zod';
import { ASSETS, COINS, QUOTE_CURRENCY } from '../constants.ts';
import { DECIMAL_STRING } from '../money/amount.ts';
import { HELD_ORDER_DIRECTIONS, type HeldOrderType } from './heldOrders.ts';

export { type HeldOrderDirection, type HeldOrderType, heldOrderDirection } from './heldOrders.ts';

const decimalString = z.string().regex(DECIMAL_STRING, 'Expected a non-negative decimal string');
const idSchema = z.number().int().positive();

/**
 * §3 one wallet entry. balance is SPEC's; available and locked are our design so the UI can show what
 * an open order or a pending withdrawal holds back (balance = available + locked, kept by the ledger).
 */
export const walletEntrySchema = z.object({
  balance: decimalString,
  available: decimalString,
  locked: decimalString,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** §3 the INR entry also carries user_id. */
export const inrWalletEntrySchema = walletEntrySchema.extend({ user_id: idSchema });
export type InrWalletEntry = z.infer<typeof inrWalletEntrySchema>;

const coinEntries = Object.fromEntries(COINS.map((coin) => [coin, walletEntrySchema])) as Record<
  (typeof COINS)[number],
  typeof walletEntrySchema
>;

/** §3 wallets keyed by asset: INR and every coin of §9. Other keys a provider adds are dropped. */
export const walletsSchema = z.object({ [QUOTE_CURRENCY]: inrWalletEntrySchema, ...coinEntries });
export type Wallets = z.infer<typeof walletsSchema>;

/** §7 GET /v2/wallet 'returns wallets'. */
export const walletResponseSchema = z.object({ wallets: walletsSchema });
export type WalletResponse = z.infer<typeof walletResponseSchema>;

const HELD_ORDER_TYPES = Object.keys(HELD_ORDER_DIRECTIONS) as [HeldOrderType, ...HeldOrderType[]];

/**
 * §3 held-order (declaration) data: an order held until its declaration form is filled (§4 banner).
 * SPEC says 'amount or volume': rupee orders carry amount, coin orders volume; one must be there.
 */
export const heldOrderSchema = z
  .object({
    order_type: z.enum(HELD_ORDER_TYPES),
    amount: decimalString.optional(),
    volume: decimalString.optional(),
    coin: z.enum(ASSETS).default(QUOTE_CURRENCY),
    order_id: idSchema,
    user_comment: z.string().nullish(),
    esign_req_id: idSchema,
  })
  .refine((order) => order.amount !== undefined || order.volume !== undefined, {
    message: 'A held order needs an amount or a volume',
    path: ['amount'],
  });
export type HeldOrder = z.infer<typeof heldOrderSchema>;
