// Instant buy and sell quotes: from a price, a side, and an amount in rupees or coin, the exact
// breakdown — quantity, value, platform fee, GST on the fee, TDS on a sale, and the total — in integer
// minor units. Rounding always favours neither side silently: each rule below says which way and why.
import type { Coin } from '../constants.ts';
import { fromMinorUnits, parseAmount, precisionOf, toMinorUnits } from '../money/amount.ts';
import { applyBps, gstOn } from './bps.ts';
import type { FeeSchedule } from './fees.ts';

export type QuoteSide = 'buy' | 'sell';
/** What the typed amount is: rupees ('inr') or coin units ('coin'). */
export type QuoteUnit = 'inr' | 'coin';

/** The smallest trade: its value in paise (₹100), so fees and taxes are never rounded to nothing. */
export const MIN_TRADE_VALUE_PAISE = 100_00n;

export interface QuoteRequest {
  side: QuoteSide;
  coin: Coin;
  unit: QuoteUnit;
  /** As typed: a decimal string in rupees or in coin. */
  amount: string;
  /** Rupees per coin: the price entry's buying_price for a buy, selling_price for a sell. */
  price: string;
  schedule: Pick<FeeSchedule, 'feeBps' | 'gstBps' | 'tdsBps'>;
}

/** Every line as a decimal string at its asset's precision; the numbers a confirmation shows. */
export interface QuoteBreakdown {
  side: QuoteSide;
  coin: Coin;
  price: string;
  quantity: string;
  /** The coins' value at the price. */
  value: string;
  fee: string;
  gst: string;
  /** 1% TDS withheld from a sale; 0.00 on a buy. */
  tds: string;
  /** A buy: what the buyer pays (value + fee + GST). A sale: what the seller receives (value − fee − GST − TDS). */
  total: string;
}

/** The same lines in minor units, for the ledger. */
export interface QuoteMinor {
  quantity: bigint;
  value: bigint;
  fee: bigint;
  gst: bigint;
  tds: bigint;
  total: bigint;
}

export type QuoteResult =
  | { ok: true; quote: QuoteBreakdown; minor: QuoteMinor }
  | { ok: false; message: string };

/**
 * The value of a quantity at a price, in paise. A buyer's value rounds up and a seller's down, to the
 * paisa: the fraction of a paisa is the platform's, never taken from the coin quantity the person sees.
 */
function tradeValue(quantity: bigint, pricePaise: bigint, coin: Coin, side: QuoteSide): bigint {
  const scale = 10n ** BigInt(precisionOf(coin));
  const product = quantity * pricePaise;
  return side === 'buy' ? (product + scale - 1n) / scale : product / scale;
}

function lines(quantity: bigint, pricePaise: bigint, request: QuoteRequest): QuoteMinor {
  const value = tradeValue(quantity, pricePaise, request.coin, request.side);
  const fee = applyBps(value, request.schedule.feeBps);
  const gst = gstOn(fee, request.schedule);
  if (request.side === 'buy') return { quantity, value, fee, gst, tds: 0n, total: value + fee + gst };
  const tds = applyBps(value, request.schedule.tdsBps);
  return { quantity, value, fee, gst, tds, total: value - fee - gst - tds };
}

/** The most coin a rupee budget buys: total(quantity) ≤ budget < total(quantity + 1). */
function quantityForBudget(budget: bigint, pricePaise: bigint, request: QuoteRequest): bigint {
  const scale = 10n ** BigInt(precisionOf(request.coin));
  const { feeBps, gstBps } = request.schedule;
  // value × (1 + fee + fee × gst) ≈ budget, then walk to the exact boundary (a step or two at most).
  const denominator = 100_000_000n + BigInt(feeBps) * 10_000n + BigInt(feeBps) * BigInt(gstBps);
  let quantity = (budget * 100_000_000n * scale) / (denominator * pricePaise);
  while (quantity > 0n && lines(quantity, pricePaise, request).total > budget) quantity -= 1n;
  while (lines(quantity + 1n, pricePaise, request).total <= budget) quantity += 1n;
  return quantity;
}

/** The least coin a sale needs to pay out at least the wanted rupees: receive(quantity) ≥ wanted. */
function quantityForProceeds(wanted: bigint, pricePaise: bigint, request: QuoteRequest): bigint {
  const scale = 10n ** BigInt(precisionOf(request.coin));
  const { feeBps, gstBps, tdsBps } = request.schedule;
  const keep =
    100_000_000n - BigInt(feeBps) * 10_000n - BigInt(feeBps) * BigInt(gstBps) - BigInt(tdsBps) * 10_000n;
  if (keep <= 0n) return 0n;
  let quantity = (wanted * 100_000_000n * scale + keep * pricePaise - 1n) / (keep * pricePaise);
  while (quantity > 1n && lines(quantity - 1n, pricePaise, request).total >= wanted) quantity -= 1n;
  while (lines(quantity, pricePaise, request).total < wanted) quantity += 1n;
  return quantity;
}

/** An instant quote. Refuses (never throws) an amount §5 refuses, a zero result, or a trade under ₹100. */
export function computeQuote(request: QuoteRequest): QuoteResult {
  const asset = request.unit === 'inr' ? 'INR' : request.coin;
  const amount = parseAmount(request.amount, asset);
  if (!amount.ok) return { ok: false, message: amount.message };
  const price = parseAmount(request.price, 'INR');
  if (!price.ok || price.minor <= 0n) return { ok: false, message: 'The price is not available' };

  let quantity: bigint;
  if (request.unit === 'coin') quantity = amount.minor;
  else if (request.side === 'buy') quantity = quantityForBudget(amount.minor, price.minor, request);
  else quantity = quantityForProceeds(amount.minor, price.minor, request);

  const minor = lines(quantity, price.minor, request);
  if (quantity <= 0n || minor.value < MIN_TRADE_VALUE_PAISE || minor.total <= 0n) {
    return { ok: false, message: 'The minimum order is ₹100.00' };
  }
  const inr = (paise: bigint) => fromMinorUnits(paise, 'INR');
  return {
    ok: true,
    minor,
    quote: {
      side: request.side,
      coin: request.coin,
      price: inr(price.minor),
      quantity: fromMinorUnits(quantity, request.coin),
      value: inr(minor.value),
      fee: inr(minor.fee),
      gst: inr(minor.gst),
      tds: inr(minor.tds),
      total: inr(minor.total),
    },
  };
}

/** A breakdown's lines back in minor units (the provider re-derives them when a quote is executed). */
export function quoteMinor(quote: QuoteBreakdown): QuoteMinor {
  return {
    quantity: toMinorUnits(quote.quantity, quote.coin),
    value: toMinorUnits(quote.value, 'INR'),
    fee: toMinorUnits(quote.fee, 'INR'),
    gst: toMinorUnits(quote.gst, 'INR'),
    tds: toMinorUnits(quote.tds, 'INR'),
    total: toMinorUnits(quote.total, 'INR'),
  };
}
