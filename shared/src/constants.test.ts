import { describe, expect, it } from 'vitest';
import { COIN_PRECISION, OTP_PURPOSE } from './constants.ts';

describe('SPEC.md §9 constants', () => {
  it('§9 coin precision: INR and HBAR 2; EOS 4; XRP, USDT, TRX 6; XLM 7', () => {
    expect(COIN_PRECISION).toEqual({ INR: 2, HBAR: 2, EOS: 4, XRP: 6, USDT: 6, TRX: 6, XLM: 7 });
  });
  it('§9 OTP purpose codes', () => {
    expect(OTP_PURPOSE.login).toBe(1);
  });
});
