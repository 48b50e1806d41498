// A merchant's vendor order (docs/requirements.md §2 /in/vendor-order, docs/vendor-order.md): its items priced in whole paise
// (§5 amount rules), the total, its status at a moment, how long it stays open, its checkout address, and the words
// of every refusal (§8).
import { parseAmount } from '../money/amount.ts';
import { localePath } from '../routes/locale.ts';
import { PAYMENT_MESSAGES } from '../shop/rules.ts';

/** An order can be paid for 30 minutes after it is made; then it has expired. */
export const VENDOR_ORDER_TTL_SECONDS = 30 * 60;
/** At most this many lines, and this many of one item. */
export const VENDOR_ORDER_MAX_ITEMS = 50;
export const VENDOR_ORDER_MAX_QUANTITY = 10_000;

export const VENDOR_ORDER_STATUSES = ['open', 'paid', 'expired'] as const;
export type VendorOrderStatus = (typeof VENDOR_ORDER_STATUSES)[number];

export const VENDOR_ORDER_MESSAGES = {
  ...PAYMENT_MESSAGES,
  notFound: 'This order was not found',
  expired: 'This order has expired. Please ask the merchant for a new one',
  paid: 'This order has already been paid',
  ownOrder: 'You cannot pay your own order',
  referenceUsed: 'You already made an order with this reference and other items',
  zeroPrice: 'Enter a price above ₹0',
  paidOk: 'Payment successful',
  noDisplayName:
    'Your customers need a name to pay: make an API key with a display name, or add your name to your profile',
} as const;

/** The id's shape: `vo_` and 24 hex digits, random, so a checkout address cannot be guessed. */
export const VENDOR_ORDER_ID = /^vo_[0-9a-f]{24}$/;

/** The checkout page of an order: /in/vendor-order/<id>. */
export function checkoutPath(id: string): string {
  return `${localePath('vendor-order')}/${id}`;
}

/** The order id a checkout path names (the segment after /in/vendor-order/), or null. */
export function orderIdOfPath(pathname: string): string | null {
  const rest = pathname.split(`${localePath('vendor-order')}/`)[1] ?? '';
  const id = rest.split(/[/?#]/, 1)[0] ?? '';
  return VENDOR_ORDER_ID.test(id) ? id : null;
}

export type PriceResult = { ok: true; paise: bigint } | { ok: false; message: string };

/** A unit price in rupees: §5's amount rules, in whole paise, above zero. */
export function unitPricePaise(price: string): PriceResult {
  const parsed = parseAmount(price, 'INR');
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (parsed.minor <= 0n) return { ok: false, message: VENDOR_ORDER_MESSAGES.zeroPrice };
  return { ok: true, paise: parsed.minor };
}

/** A line's total and the order's: quantity × unit price, summed; never a float. */
export function lineTotal(quantity: number, unitPaise: bigint): bigint {
  return BigInt(quantity) * unitPaise;
}
export function orderTotal(items: ReadonlyArray<{ quantity: number; unitPaise: bigint }>): bigint {
  return items.reduce((sum, item) => sum + lineTotal(item.quantity, item.unitPaise), 0n);
}

/** Paid once paid; else open until its expiry, expired from then on. */
export function statusAt(order: { paid_at: Date | null; expires_at: Date }, now: Date): VendorOrderStatus {
  if (order.paid_at !== null) return 'paid';
  return order.expires_at.getTime() > now.getTime() ? 'open' : 'expired';
}

/** Why an order cannot be paid now, or null when it can. */
export function payRefusal(status: VendorOrderStatus): string | null {
  if (status === 'paid') return VENDOR_ORDER_MESSAGES.paid;
  if (status === 'expired') return VENDOR_ORDER_MESSAGES.expired;
  return null;
}
