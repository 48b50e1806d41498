// The shop's item rules (docs/requirements.md §5 amounts; §8 field errors): a brand, one of its denominations, and the code shape.
import { describe, expect, it } from 'vitest';
import { SHOP_CATALOGUE, skuOf } from './catalogue.ts';
import { CODE_PATTERN, codeFromBytes, resolveItem, SHOP_MESSAGES } from './rules.ts';
import { shopQuoteRequestSchema } from './schemas.ts';

describe('resolveItem', () => {
  it.each([
    ['amazon-pay', '500', { ok: true, sku: 'amazon-pay-50000', price: 50000n }],
    ['amazon-pay', '1000.00', { ok: true, sku: 'amazon-pay-100000', price: 100000n }],
    ['nowhere', '500', { ok: false, field: 'brand', message: SHOP_MESSAGES.unknownBrand }],
    [
      'amazon-pay',
      '750',
      {
        ok: false,
        field: 'amount',
        message: 'This denomination is not available. Choose one of ₹500.00, ₹1,000.00, ₹2,000.00',
      },
    ],
    ['amazon-pay', 'abc', { ok: false, field: 'amount' }],
    ['amazon-pay', '500.001', { ok: false, field: 'amount' }],
    ['amazon-pay', '1234567890123', { ok: false, field: 'amount' }],
  ])('%s %s', (brand, amount, expected) => {
    expect(resolveItem(brand, amount)).toMatchObject(expected);
  });

  it('every denomination in the catalogue resolves to its own SKU, unique across the shop', () => {
    const skus = SHOP_CATALOGUE.flatMap((brand) =>
      brand.denominations.map((d) => {
        const item = resolveItem(brand.id, d.amount);
        if (!item.ok) throw new Error(item.message);
        return item.sku;
      }),
    );
    expect(new Set(skus).size).toBe(skus.length);
    expect(skuOf('flipkart', 50000n)).toBe('flipkart-50000');
  });
});

describe('codeFromBytes', () => {
  it('four groups of four from an unambiguous alphabet', () => {
    const code = codeFromBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(code).toMatch(CODE_PATTERN);
    expect(codeFromBytes(new Uint8Array(16))).toBe('AAAA-AAAA-AAAA-AAAA');
  });
});

describe('a quote names a brand of the catalogue: an enumeration, not free text', () => {
  it.each([
    ['nowhere', SHOP_MESSAGES.unknownBrand],
    ['Amazon-Pay', SHOP_MESSAGES.unknownBrand],
    ['', 'Choose a brand'],
  ])('refuses brand %j on the field', (brand, message) => {
    const result = shopQuoteRequestSchema.safeParse({ brand, amount: '500', pay_asset: 'INR' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['brand'], message })]);
  });

  it('takes every brand of the catalogue', () => {
    for (const { id } of SHOP_CATALOGUE)
      expect(shopQuoteRequestSchema.safeParse({ brand: id, amount: '500', pay_asset: 'INR' }).success).toBe(
        true,
      );
  });
});
