import { describe, expect, it } from 'vitest';
import { financialYear, gstinCheckChar, gstSplit, invoiceNumber, isValidGstin, SELLER } from './rules.ts';
import { invoicePath, invoiceQueryOf } from './schemas.ts';

describe('the GSTIN and its check character', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['29AAGCR4375J1ZU', true],
    [SELLER.gstin, true],
    ['27AAPFU0939F1ZW', false],
    ['27AAPFU0939F1Y V', false],
    ['27aapfu0939f1zv', false],
    ['2AAPFU0939F1ZV', false],
  ])('%s is valid: %s', (gstin, valid) => {
    expect(isValidGstin(gstin)).toBe(valid);
  });

  it('computes the 15th character from the first 14', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });
});

describe('the financial year (April to March, India time) and the invoice number', () => {
  it.each([
    ['2026-03-31T18:29:59Z', '2025-26'],
    ['2026-03-31T18:30:00Z', '2026-27'],
    ['2026-11-26T12:00:00Z', '2026-27'],
    ['2099-12-31T00:00:00Z', '2099-00'],
  ])('%s falls in %s', (at, fy) => {
    expect(financialYear(new Date(at))).toBe(fy);
  });

  it.each([
    ['instant', '2026-27', 1, 'SI2627-00000001'],
    ['trade', '2026-27', 42, 'SX2627-00000042'],
    ['trade', '2099-00', 99_999_999, 'SX9900-99999999'],
  ] as const)('%s %s no. %i is %s, at most 16 characters (GST rule 46)', (source, fy, n, number) => {
    expect(invoiceNumber(source, fy, n)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(16);
  });
});

describe('GST on the fee by place of supply', () => {
  it.each([
    [181n, 'Karnataka', { cgst: 90n, sgst: 91n, igst: 0n }],
    [180n, 'Karnataka', { cgst: 90n, sgst: 90n, igst: 0n }],
    [181n, 'Maharashtra', { cgst: 0n, sgst: 0n, igst: 181n }],
    [181n, null, { cgst: 0n, sgst: 0n, igst: 181n }],
  ] as const)('%s paise for a buyer in %s', (gst, state, split) => {
    expect(gstSplit(gst, state)).toEqual(split);
  });
});

describe('the invoice page path', () => {
  it.each([
    ['/in/invoice/instant/123', { source: 'instant', ref: '123' }],
    ['/in/invoice/trade/BTC-INR/456/', { source: 'trade', ref: 'BTC-INR:456' }],
    ['/in/invoice/trade/DOGE-INR/456', null],
    ['/in/invoice/instant/0', null],
    ['/in/invoice/instant/12/3', null],
    ['/in/invoice', null],
  ] as const)('%s', (path, query) => {
    expect(invoiceQueryOf(path)).toEqual(query);
    if (query) expect(invoicePath(query)).toBe(path.replace(/\/$/, ''));
  });
});
