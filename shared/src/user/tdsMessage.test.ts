import { describe, expect, it } from 'vitest';
import { showsTdsMessage } from './tdsMessage.ts';

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
