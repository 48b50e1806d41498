// The shop's catalogue (docs/requirements.md §1 "shop for vouchers and products"), in one place: each brand, its denominations in
// rupees and the stock a fresh database starts with (migration 0025 seeds the stock rows from this table). Restocking
// an existing database, or a new denomination, is a migration of its own that inserts the new rows.
export type ShopKind = 'voucher' | 'product';

export interface ShopDenomination {
  /** The price in rupees, a decimal string (paise precision), unique within its brand. */
  readonly amount: string;
  /** How many the first seeding puts in stock. */
  readonly stock: number;
}

export interface ShopBrand {
  /** Stable id: part of each item's SKU and of the wire. */
  readonly id: string;
  readonly name: string;
  readonly kind: ShopKind;
  readonly description: string;
  /** How the code is used, shown beside it. */
  readonly redeem: string;
  readonly denominations: readonly ShopDenomination[];
}

export const SHOP_CATALOGUE = [
  {
    id: 'amazon-pay',
    name: 'Amazon Pay',
    kind: 'voucher',
    description: 'Gift card for millions of products on Amazon.in.',
    redeem: 'Add it under Amazon Pay › Add gift card.',
    denominations: [
      { amount: '500.00', stock: 40 },
      { amount: '1000.00', stock: 40 },
      { amount: '2000.00', stock: 20 },
    ],
  },
  {
    id: 'flipkart',
    name: 'Flipkart',
    kind: 'voucher',
    description: 'Gift card for Flipkart, valid 12 months.',
    redeem: 'Add it under My Account › Gift Cards on Flipkart.',
    denominations: [
      { amount: '500.00', stock: 30 },
      { amount: '1000.00', stock: 30 },
    ],
  },
  {
    id: 'swiggy',
    name: 'Swiggy',
    kind: 'voucher',
    description: 'Money for food and grocery orders on Swiggy.',
    redeem: 'Add it in the Swiggy app under Payments › Swiggy Money.',
    denominations: [
      { amount: '250.00', stock: 30 },
      { amount: '500.00', stock: 30 },
    ],
  },
  {
    id: 'bookmyshow',
    name: 'BookMyShow',
    kind: 'voucher',
    description: 'For movie and event tickets.',
    redeem: 'Enter it at checkout under Gift Voucher.',
    denominations: [{ amount: '1000.00', stock: 20 }],
  },
  {
    id: 'hardware-wallet',
    name: 'Hardware wallet',
    kind: 'product',
    description: 'A hardware wallet for keeping coins offline, delivered to your profile address.',
    redeem: 'Quote this claim code to support to arrange delivery.',
    denominations: [{ amount: '6999.00', stock: 10 }],
  },
] as const satisfies readonly ShopBrand[];

export type ShopBrandId = (typeof SHOP_CATALOGUE)[number]['id'];

/** An item's SKU: its brand and price in paise ('amazon-pay-50000'), as stock rows and orders store it. */
export function skuOf(brandId: string, paise: bigint): string {
  return `${brandId}-${paise}`;
}

/** The brand of an id, or undefined. */
export function findBrand(id: string): ShopBrand | undefined {
  return (SHOP_CATALOGUE as readonly ShopBrand[]).find((brand) => brand.id === id);
}
