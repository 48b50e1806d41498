// A rupee price paid with an asset, and the ledger entry that pays it: shared by the shop and vendor orders. Rupees
// as they are; a coin as an instant sale of just enough coin to raise the price (shared/src/market/quote.ts), at its
// live selling price with the platform fee, GST and TDS — the numbers an instant sale of that amount gets.
import { type Asset, COINS, type Coin } from '@sikka/shared/constants';
import type { FeeSchedule } from '@sikka/shared/market/fees';
import { computeQuote, type QuoteMinor } from '@sikka/shared/market/quote';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { fillPostings } from '../instant/fills.ts';
import { type AccountRef, type Posting, transfer } from '../ledger/ledger.ts';
import type { MarketService } from '../market/marketService.ts';

/** The lines of the sale of coin (all zero but quantity for rupees), or why it cannot be priced. */
export type Priced =
  | { ok: true; lines: QuoteMinor; coinPrice: bigint | null; schedule: FeeSchedule | null }
  | { ok: false; message: string };

export type PricingMarket = Pick<MarketService, 'prices' | 'schedule'>;

export const isCoin = (asset: string): asset is Coin => (COINS as readonly string[]).includes(asset);

/** A price in paise paid with `asset` now. */
export function priceIn(market: PricingMarket, price: bigint, asset: Asset): Priced {
  if (!isCoin(asset)) {
    return {
      ok: true,
      lines: { quantity: price, value: price, fee: 0n, gst: 0n, tds: 0n, total: price },
      coinPrice: null,
      schedule: null,
    };
  }
  const coinPrice = market.prices()[asset].selling_price;
  const schedule = market.schedule;
  const sale = computeQuote({
    side: 'sell',
    coin: asset,
    unit: 'inr',
    amount: fromMinorUnits(price, 'INR'),
    price: coinPrice,
    schedule,
  });
  if (!sale.ok) return sale;
  return { ok: true, lines: sale.minor, coinPrice: toMinorUnits(coinPrice, 'INR'), schedule };
}

/** Whether live lines are the stored quote's (an expired quote stands only if the price has not moved). */
export function sameLines(lines: QuoteMinor, stored: Record<keyof QuoteMinor, string>): boolean {
  return (Object.keys(lines) as Array<keyof QuoteMinor>).every((k) => lines[k] === BigInt(stored[k]));
}

/** A stored quote's lines as bigints. */
export function storedLines(stored: Record<keyof QuoteMinor, string>): QuoteMinor {
  return {
    quantity: BigInt(stored.quantity),
    value: BigInt(stored.value),
    fee: BigInt(stored.fee),
    gst: BigInt(stored.gst),
    tds: BigInt(stored.tds),
    total: BigInt(stored.total),
  };
}

const TREASURY_INR: AccountRef = { kind: 'treasury', asset: 'INR' };

/**
 * The entry of a payment to `payee` (the platform's treasury for the shop, a merchant for a vendor order). Rupees: the
 * price from the payer to the payee. A coin: the instant sale's entry (instant/fills.ts) raising `total` rupees, which
 * go on to the payee in the same entry — so the payer's rupee balance does not move, and per asset the lines sum to 0.
 */
export function purchasePostings(
  userId: number,
  asset: Asset,
  lines: QuoteMinor,
  payee: AccountRef = TREASURY_INR,
): Posting[] {
  const userInr: AccountRef = { userId, kind: 'available', asset: 'INR' };
  if (!isCoin(asset)) return transfer(userInr, payee, lines.total);
  return merge([...fillPostings(userId, 'sell', asset, lines), ...transfer(userInr, payee, lines.total)]);
}

/** One line per account (the sale's credit and the payment's debit of the payer's rupees cancel out). */
function merge(postings: Posting[]): Posting[] {
  const byAccount = new Map<string, Posting>();
  for (const posting of postings) {
    const { account } = posting;
    const key = `${account.userId ?? ''}:${account.kind}:${account.asset}`;
    const seen = byAccount.get(key);
    byAccount.set(key, { account, amount: (seen?.amount ?? 0n) + posting.amount });
  }
  return [...byAccount.values()].filter((posting) => posting.amount !== 0n);
}
