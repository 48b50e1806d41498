import { describe, expect, it } from 'vitest';
import { coinValuePaise, holdsAnything, portfolioOf } from './portfolio.ts';

const entry = (balance: string, locked = '0') => ({ balance, available: balance, locked });
const wallets = {
  INR: entry('10000.50'),
  BTC: entry('0.05'),
  ETH: entry('1.23456789'),
  USDT: entry('100.000001'),
};
const prices = {
  BTC: { selling_price: '8800000.00' },
  ETH: { selling_price: '318400.00' },
  USDT: { selling_price: '88.05' },
};

describe('portfolio value in INR: balances × selling prices, exact to the paisa', () => {
  it('a coin balance at its selling price, in paise (§9 precisions: BTC 8, USDT 6)', () => {
    expect(coinValuePaise('0.05', 'BTC', '8800000.00')).toBe(4_40_000_00n);
    // 100.000001 × 88.05 = 8805.00008805 → 8805.00 (the fraction of a paisa is dropped, as a sale drops it)
    expect(coinValuePaise('100.000001', 'USDT', '88.05')).toBe(8_805_00n);
  });

  it('no float drift: 1.23456789 ETH × ₹3,18,400 = ₹3,93,086.41 (exactly 393086.416176 before rounding down)', () => {
    expect(coinValuePaise('1.23456789', 'ETH', '318400.00')).toBe(3_93_086_41n);
  });

  it('the total is rupees plus every coin; each row keeps its figures', () => {
    const portfolio = portfolioOf(wallets, prices);
    expect(portfolio.complete).toBe(true);
    expect(portfolio.totalPaise).toBe(10_000_50n + 4_40_000_00n + 3_93_086_41n + 8_805_00n);
    expect(portfolio.rows.map((row) => row.asset)).toEqual(['INR', 'BTC', 'ETH', 'USDT']);
    expect(portfolio.rows[0]).toMatchObject({ balance: '10000.50', valuePaise: 10_000_50n });
  });

  it('before prices arrive only rupees are valued and the total is marked incomplete', () => {
    const portfolio = portfolioOf(wallets, null);
    expect(portfolio.complete).toBe(false);
    expect(portfolio.totalPaise).toBe(10_000_50n);
    expect(portfolio.rows[1]?.valuePaise).toBeNull();
  });

  it('an empty wallet holds nothing; a locked amount still counts as held', () => {
    const empty = { INR: entry('0.00'), BTC: entry('0'), ETH: entry('0'), USDT: entry('0') };
    expect(holdsAnything(empty)).toBe(false);
    expect(holdsAnything({ ...empty, INR: { balance: '5.00', available: '0.00', locked: '5.00' } })).toBe(
      true,
    );
  });
});
