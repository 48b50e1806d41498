// The shop's rules (docs/requirements.md §1 shop, §5 amounts, §8 refusals): what an order names (a brand, one of its
// denominations, the asset paying), the words of every refusal, and how a voucher code looks.
import { ASSETS, type Asset } from '../constants.ts';
import { formatInr, parseAmount, toMinorUnits } from '../money/amount.ts';
import { findBrand, type ShopBrand, skuOf } from './catalogue.ts';

/** Paid in rupees, or with a coin sold at the live instant price. */
export const SHOP_PAY_ASSETS = ASSETS;
export type ShopPayAsset = Asset;

/** A rupee price paid from a quote (the shop's and vendor orders'): the refusals both say alike. */
export const PAYMENT_MESSAGES = {
  insufficient: 'Insufficient balance',
  priceChanged: 'The price has changed since your quote. Please review the new price and confirm again',
  quoteNotFound: 'This quote was not found. Please get a new quote',
  quoteUsed: 'This quote has already been used. Please get a new quote',
} as const;

export const SHOP_MESSAGES = {
  ...PAYMENT_MESSAGES,
  unknownBrand: 'This brand is not in the shop',
  unknownDenomination: 'This denomination is not available',
  outOfStock: 'Sorry, this item is out of stock',
  orderNotFound: 'This order was not found',
  bought: 'Purchase successful',
} as const;

/** The choices of a brand's denominations, for the refusal that lists them: '₹500.00, ₹1,000.00'. */
export function denominationList(brand: ShopBrand): string {
  return brand.denominations.map((d) => formatInr(d.amount, { symbol: true })).join(', ');
}

export type ItemResult =
  | { ok: true; brand: ShopBrand; sku: string; price: bigint }
  | { ok: false; field: 'brand' | 'amount'; message: string };

/** The item a brand and a typed rupee amount name: §5 amount rules first, then the brand's denominations. */
export function resolveItem(brandId: string, amount: string): ItemResult {
  const brand = findBrand(brandId);
  if (!brand) return { ok: false, field: 'brand', message: SHOP_MESSAGES.unknownBrand };
  const parsed = parseAmount(amount, 'INR');
  if (!parsed.ok) return { ok: false, field: 'amount', message: parsed.message };
  const denomination = brand.denominations.find((d) => toMinorUnits(d.amount, 'INR') === parsed.minor);
  if (!denomination)
    return {
      ok: false,
      field: 'amount',
      message: `${SHOP_MESSAGES.unknownDenomination}. Choose one of ${denominationList(brand)}`,
    };
  return { ok: true, brand, sku: skuOf(brand.id, parsed.minor), price: parsed.minor };
}

/** A voucher code's alphabet: no 0/O or 1/I/L, so it is read back without mistakes. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Four groups of four. */
export const CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

/** A code from random bytes (one byte a character; the slight bias is irrelevant at 16 characters of 31). */
export function codeFromBytes(bytes: Uint8Array): string {
  const chars = Array.from(bytes.subarray(0, 16), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]);
  return [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join('')).join('-');
}
