import { GIFT_MESSAGES } from '@sikka/shared/gifting/schemas';
import { describe, expect, it } from 'vitest';
import { ENTER_AMOUNT, type GiftValues, giftConfirmationLines, giftFormSchema } from './giftForm.ts';

const draft: GiftValues = { coin: 'BTC', amount: '500', mobile: '9876543210', message: 'Happy Diwali' };

/** What the form shows under each input, or the draft it quotes. */
function checkGift(values: GiftValues, ownMobile: string | null) {
  const result = giftFormSchema(ownMobile).safeParse(values);
  if (result.success) return { ok: true, draft: result.data };
  return {
    ok: false,
    errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message])),
  };
}

describe('Gift a Coin: the form before the code is sent', () => {
  it('a ₹500 gift to another number passes with its amount, the message trimmed', () => {
    expect(checkGift({ ...draft, message: ' Happy Diwali ' }, '9123456780')).toEqual({ ok: true, draft });
  });

  it.each([
    ['no amount', { amount: '' }, { amount: ENTER_AMOUNT }],
    ['below the §9 minimum of ₹100', { amount: '99.99' }, { amount: GIFT_MESSAGES.minimum }],
    ['more than 2 decimals of a rupee', { amount: '100.001' }, { amount: expect.any(String) }],
    ['a 9-digit number', { mobile: '987654321' }, { mobile: 'Please enter a 10 digit phone number' }],
    ['one’s own number', { mobile: '9123456780' }, { mobile: GIFT_MESSAGES.toYourself }],
    ['a message over 140 characters', { message: 'x'.repeat(141) }, { message: 'At most 140 characters' }],
    [
      'no amount and a short number, both at once',
      { amount: '', mobile: '98765' },
      { amount: ENTER_AMOUNT, mobile: 'Please enter a 10 digit phone number' },
    ],
  ])('refuses %s', (_name, change, errors) => {
    expect(checkGift({ ...draft, ...change }, '9123456780')).toEqual({ ok: false, errors });
  });

  it('₹100.00 exactly is enough', () => {
    expect(checkGift({ ...draft, amount: '100.00' }, null)).toMatchObject({ ok: true });
  });
});

describe('Gift a Coin: the confirmation tells every line (docs/interface.md: every line before the final button)', () => {
  const quote = {
    quote_id: 'gq_1',
    expires_at: '2026-11-27T10:00:00.000Z',
    coin: 'BTC' as const,
    worth: '500.00',
    price: '7012345.67',
    quantity: '0.00007131',
    value: '500.05',
    fee: '1.00',
    gst: '0.18',
    total: '501.23',
  };

  it('shows the coin, price, value, fee and GST, and a total equal to the quote’s debit, last and emphasised', () => {
    const lines = giftConfirmationLines(quote, '9876543210', 'Happy Diwali');
    expect(lines.map((l) => [l.key, l.value])).toEqual([
      ['to', '9876543210'],
      ['coin', '0.00007131 BTC'],
      ['price', '₹70,12,345.67'],
      ['value', '₹500.05'],
      ['fee', '₹1.00'],
      ['gst', '₹0.18'],
      ['message', 'Happy Diwali'],
      ['total', '₹501.23'],
    ]);
    expect(lines.at(-1)).toMatchObject({ label: 'Paid from your rupees', emphasis: true });
  });

  it('leaves out an empty message', () => {
    expect(giftConfirmationLines(quote, '9876543210', '').map((l) => l.key)).not.toContain('message');
  });
});
