import { describe, expect, it } from 'vitest';
import { GIFT_EVENT_KINDS, GIFT_TEXTS, type GiftFacts, maskMobile } from './texts.ts';

const gift: GiftFacts = {
  coin: 'BTC',
  quantity: 111_111n,
  inrValue: 100_00n,
  recipientMobile: '9876543210',
  senderMobile: '9123456789',
  expiryDays: 7,
};

describe("§2 'Gift a Coin': each step's message to each side", () => {
  it.each([
    [
      'sent',
      'sender',
      'Gift sent',
      'You sent 0.00111111 BTC (worth ₹100.00) to 9876543210. It comes back to you if it is not claimed within 7 days.',
    ],
    [
      'received',
      'recipient',
      'You received a gift',
      'XXXXXX6789 sent you 0.00111111 BTC (worth ₹100.00). Claim it in Gift a Coin within 7 days.',
    ],
    ['claimed', 'sender', 'Your gift was claimed', '9876543210 claimed the 0.00111111 BTC you sent.'],
    ['claimed', 'recipient', 'Gift claimed', '0.00111111 BTC from XXXXXX6789 is now in your wallet.'],
    [
      'returned',
      'sender',
      'Your gift came back',
      '9876543210 did not claim the 0.00111111 BTC in time, so it is back in your wallet.',
    ],
    [
      'returned',
      'recipient',
      'A gift expired',
      'The 0.00111111 BTC from XXXXXX6789 was not claimed in time and went back to the sender.',
    ],
  ] as const)('%s, to the %s: %s', (step, side, title, body) => {
    expect(GIFT_TEXTS[step][side]?.(gift)).toEqual({ title, body });
  });

  it('the sender is told of sending and the recipient of receiving, each once', () => {
    expect(GIFT_TEXTS.sent.recipient).toBeNull();
    expect(GIFT_TEXTS.received.sender).toBeNull();
    expect(Object.values(GIFT_EVENT_KINDS)).toEqual([
      'gift_sent',
      'gift_received',
      'gift_claimed',
      'gift_returned',
    ]);
  });

  it('a sender with no mobile number is named generically; the masked number shows the last four digits', () => {
    expect(GIFT_TEXTS.received.recipient?.({ ...gift, senderMobile: null }).body).toMatch(
      /^A Sikka user sent you/,
    );
    expect(maskMobile('9876543210')).toBe('XXXXXX3210');
  });
});
