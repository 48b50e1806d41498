// A rupee price paid with an asset, the checks before it is paid, and the ledger entry that pays it: shared by the
// shop and vendor orders. Rupees
// as they are; a coin as an instant sale of just enough coin to raise the price (shared/src/market/quote.ts), at its
// live selling price with the platform fee, GST and TDS — the numbers an instant sale of that amount gets.
import { type Asset, isCoin } from '@sikka/shared/constants';
import type { FeeSchedule } from '@sikka/shared/market/fees';
import { computeQuote, type QuoteMinor } from '@sikka/shared/market/quote';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { PAYMENT_MESSAGES } from '@sikka/shared/shop/rules';
import { SHOP_QUOTE_TTL_SECONDS } from '@sikka/shared/shop/schemas';
import type { Selectable } from 'kysely';
import type { Tables } from '../../platform/db/schema.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import { RefuseAndKeep } from '../../platform/ledger/idempotency.ts';
import {
  type AccountRef,
  type EntryRequest,
  InsufficientFunds,
  type Posting,
  post,
  type Trx,
  transfer,
  userBalances,
} from '../../platform/ledger/ledger.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';
import { fillPostings, sameLines, storedLines } from '../instant/index.ts';
import type { MarketService } from '../market/index.ts';

/**
 * The payer's quote, locked for the payment in its transaction: none of theirs is 404, one already used 409
 * (PAYMENT_MESSAGES). `table` is the shop's or vendor orders' quotes (both PaymentQuoteColumns with id and user_id).
 */
export async function lockUnusedQuote<T extends 'shop_quotes' | 'vendor_order_quotes'>(
  trx: Trx,
  table: T,
  quoteId: string,
  userId: number,
): Promise<Selectable<Tables[T]>> {
  // One query for both tables: they share the columns read here (the cast names one of them for Kysely).
  const quote = await trx
    .selectFrom(table as 'shop_quotes')
    .selectAll()
    .where('id', '=', quoteId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!quote) throw messageError(404, PAYMENT_MESSAGES.quoteNotFound);
  if (quote.used_at !== null) throw messageError(409, PAYMENT_MESSAGES.quoteUsed);
  return quote as unknown as Selectable<Tables[T]>;
}

/** The lines of the sale of coin (all zero but quantity for rupees), or why it cannot be priced. */
type Priced =
  | { ok: true; lines: QuoteMinor; coinPrice: bigint | null; schedule: FeeSchedule | null }
  | { ok: false; message: string };

export type PricingMarket = Pick<MarketService, 'prices' | 'schedule'>;

/** A price in paise paid with `asset` now. */
function priceIn(market: PricingMarket, price: bigint, asset: Asset): Priced {
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

const TREASURY_INR: AccountRef = { kind: 'treasury', asset: 'INR' };

/**
 * The entry of a payment to `payee` (the platform's treasury for the shop, a merchant for a vendor order). Rupees: the
 * price from the payer to the payee. A coin: the instant sale's entry (instant/fills.ts) raising `total` rupees, which
 * go on to the payee in the same entry — so the payer's rupee balance does not move, and per asset the lines sum to 0.
 * The coin given is a disposal for the tax year, for the rupee value it raised, with the sale's TDS.
 */
export function purchaseEntry(payment: {
  kind: string;
  reference: string;
  userId: number;
  asset: Asset;
  lines: QuoteMinor;
  disposal: 'shop_spend' | 'vendor_order';
  payee?: AccountRef;
}): EntryRequest {
  const { kind, reference, userId, asset, lines, payee = TREASURY_INR } = payment;
  const userInr: AccountRef = { userId, kind: 'available', asset: 'INR' };
  const entry = { kind, userId, reference };
  if (!isCoin(asset)) return { ...entry, postings: transfer(userInr, payee, lines.total) };
  return {
    ...entry,
    postings: merge([
      ...fillPostings(userId, 'sell', asset, lines),
      ...transfer(userInr, payee, lines.total),
    ]),
    vda: [
      {
        userId,
        asset,
        kind: payment.disposal,
        quantity: lines.quantity,
        consideration: lines.value,
        tds: lines.tds,
      },
    ],
  };
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

/** What a quoted payment checks before money moves. */
interface PaymentCheck {
  userId: number;
  asset: Asset;
  /** The rupee price, in paise, the quote priced. */
  price: bigint;
  quote: Record<keyof QuoteMinor, string> & { expires_at: Date };
  now: Date;
  otp: string;
  purpose: number;
  messages: { priceChanged: string; insufficient: string };
}

/**
 * The checks of a quoted payment in its transaction, in order, each a §8 refusal that moves nothing: a quote past its
 * time stands only if the live price gives the same lines; the payer holds what leaves the wallet; the transaction
 * code is right (a wrong one is still counted: RefuseAndKeep). Answers the quote's lines.
 */
export async function checkPayment(
  trx: Trx,
  deps: { market: PricingMarket; otp: Pick<OtpService, 'checkFor'> },
  check: PaymentCheck,
): Promise<QuoteMinor> {
  if (check.quote.expires_at <= check.now) {
    const again = priceIn(deps.market, check.price, check.asset);
    if (!again.ok || !sameLines(again.lines, check.quote))
      throw fieldErrorOn('pay_asset', check.messages.priceChanged);
  }
  const lines = storedLines(check.quote);
  if ((await userBalances(trx, check.userId))[check.asset].available < lines.quantity)
    throw fieldErrorOn('pay_asset', check.messages.insufficient);
  const confirmed = await deps.otp.checkFor(trx, check.userId, check.purpose, check.otp);
  if (!confirmed.ok) throw new RefuseAndKeep(fieldErrorOn('otp', confirmed.message));
  return lines;
}

/** Posts a payment's one entry; a balance spent since the check (an exchange fill takes no row lock) is refused alike. */
export async function postPayment(trx: Trx, entry: EntryRequest, insufficient: string): Promise<void> {
  try {
    await post(trx, entry);
  } catch (error) {
    if (error instanceof InsufficientFunds) throw fieldErrorOn('pay_asset', insufficient);
    throw error;
  }
}

/**
 * A rupee price quoted in an asset now and held for SHOP_QUOTE_TTL_SECONDS: the quote table's columns (schema.ts
 * PaymentQuoteColumns) and the lines the confirmation shows (shared shop/schemas.ts paymentQuoteFields); or why not.
 */
export function quoteNow(market: PricingMarket, price: bigint, asset: Asset, now: Date) {
  const priced = priceIn(market, price, asset);
  if (!priced.ok) return priced;
  const expiresAt = new Date(now.getTime() + SHOP_QUOTE_TTL_SECONDS * 1000);
  const { lines } = priced;
  const inr = (paise: bigint) => fromMinorUnits(paise, 'INR');
  return {
    ok: true as const,
    columns: {
      pay_asset: asset,
      coin_price: priced.coinPrice,
      fee_schedule: priced.schedule === null ? null : JSON.stringify(priced.schedule),
      ...lines,
      created_at: now,
      expires_at: expiresAt,
    },
    wire: {
      expires_at: expiresAt.toISOString(),
      amount: inr(price),
      pay_asset: asset,
      pay_amount: fromMinorUnits(lines.quantity, asset),
      price: priced.coinPrice === null ? null : inr(priced.coinPrice),
      fee: inr(lines.fee),
      gst: inr(lines.gst),
      tds: inr(lines.tds),
    },
  };
}
