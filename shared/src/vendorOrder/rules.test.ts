// The vendor order's rules as tables: unit prices in whole paise (§5), line and order totals in bigint, the status
// at a moment, which statuses refuse a payment, and the checkout address both ways.
import { describe, expect, it } from 'vitest';
import {
  checkoutPath,
  lineTotal,
  orderIdOfPath,
  orderTotal,
  payRefusal,
  statusAt,
  unitPricePaise,
  VENDOR_ORDER_MESSAGES,
} from './rules.ts';

describe('unit prices: rupees in whole paise, above zero', () => {
  it.each([
    ['499', 49_900n],
    ['499.5', 49_950n],
    ['0.01', 1n],
    [' 12.34 ', 1_234n],
  ])('%s is %s paise', (price, paise) => {
    expect(unitPricePaise(price)).toEqual({ ok: true, paise });
  });
  it.each([
    ['0', VENDOR_ORDER_MESSAGES.zeroPrice],
    ['0.00', VENDOR_ORDER_MESSAGES.zeroPrice],
    ['1.234', expect.stringMatching(/decimal/i)],
    ['abc', expect.any(String)],
    ['-5', expect.any(String)],
  ])('%s is refused', (price, message) => {
    expect(unitPricePaise(price)).toEqual({ ok: false, message });
  });
});

describe('totals', () => {
  it.each([
    [1, 100n, 100n],
    [3, 49_950n, 149_850n],
    [10_000, 99_999_999_999_99n, 99_999_999_999_990_000n],
  ])('%i × %s paise = %s', (quantity, unit, total) => {
    expect(lineTotal(quantity, unit)).toBe(total);
  });
  it('sums the lines', () => {
    expect(
      orderTotal([
        { quantity: 2, unitPaise: 10_050n },
        { quantity: 1, unitPaise: 1n },
      ]),
    ).toBe(20_101n);
  });
});

describe('status at a moment, and whether it can be paid', () => {
  const made = new Date('2026-11-26T10:00:00Z');
  const expires = new Date('2026-11-26T10:30:00Z');
  it.each([
    ['before expiry, unpaid', null, new Date('2026-11-26T10:29:59Z'), 'open', null],
    ['at expiry', null, expires, 'expired', VENDOR_ORDER_MESSAGES.expired],
    ['after expiry', null, new Date('2026-11-26T11:00:00Z'), 'expired', VENDOR_ORDER_MESSAGES.expired],
    ['paid, later', made, new Date('2026-11-27T00:00:00Z'), 'paid', VENDOR_ORDER_MESSAGES.paid],
  ] as const)('%s', (_, paidAt, now, status, refusal) => {
    expect(statusAt({ paid_at: paidAt, expires_at: expires }, now)).toBe(status);
    expect(payRefusal(status)).toBe(refusal);
  });
});

describe('the checkout address', () => {
  const id = 'vo_0123456789abcdef01234567';
  it('is /in/vendor-order/<id>, and reads back', () => {
    expect(checkoutPath(id)).toBe(`/in/vendor-order/${id}`);
    expect(orderIdOfPath(checkoutPath(id))).toBe(id);
    expect(orderIdOfPath(`/in/vendor-order/${id}/`)).toBe(id);
  });
  it.each(['/in/vendor-order', '/in/vendor-order/', '/in/vendor-order/12', '/in/vendor-order/vo_XYZ'])(
    '%s names no order',
    (path) => {
      expect(orderIdOfPath(path)).toBeNull();
    },
  );
});
