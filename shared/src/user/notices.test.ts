import { describe, expect, it } from 'vitest';
import { showsTdsMessage, userNoticesResponseSchema } from './notices.ts';

describe('§4 data refresh: the user notices', () => {
  it('§2 banners are a list of strings; §4 the interrupt and important messages may be absent', () => {
    expect(
      userNoticesResponseSchema.safeParse({
        banners: ['KYC is open'],
        interrupt_message: null,
        important_message: 'Read this',
        tds_message: true,
      }).success,
    ).toBe(true);
    expect(userNoticesResponseSchema.safeParse({ banners: [1] }).success).toBe(false);
  });
});

describe('§3 "a tax-deduction (TDS) message flag": its message shows where a person sells', () => {
  it.each([
    [true, '/in/bitcoin', true],
    [true, '/in/ether', true],
    [true, '/in/exchange/inr/btc', true],
    [true, '/in/crypto-basket', true],
    [true, '/in/home', false],
    [true, '/in/wallet', false],
    [true, '/in/uma', false],
    [false, '/in/bitcoin', false],
  ])('flag %s on %s: shown %s', (flag, path, shown) => {
    expect(showsTdsMessage({ tds_message: flag }, path)).toBe(shown);
  });

  it('not before the notices have loaded', () => {
    expect(showsTdsMessage(null, '/in/bitcoin')).toBe(false);
  });
});
