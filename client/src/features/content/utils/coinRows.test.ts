import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { describe, expect, it } from 'vitest';
import { coinRows, formatChange } from './coinRows.ts';

const entry = (buy: string, sell: string, change: string) => ({
  buying_price: buy,
  buying_price_fee: '0.00',
  buying_price_tax: '0.00',
  selling_price: sell,
  selling_price_fee: '0.00',
  selling_price_tax: '0.00',
  average_price: '0.00',
  change,
});

describe('coin list rows (§3 coin price entry, §9 coin set and Indian grouping)', () => {
  const prices: AllPricesResponse = {
    USDT: entry('88.44', '87.56', '0.00'),
    BTC: entry('8040000.00', '7960000.00', '2.35'),
    ETH: entry('301500.5', '298500.25', '-1.07'),
  };

  it('lists BTC, ETH and USDT in the §9 order with rupee prices grouped the Indian way', () => {
    expect(coinRows(prices)).toEqual([
      {
        coin: 'BTC',
        name: 'Bitcoin',
        buy: '₹80,40,000.00',
        sell: '₹79,60,000.00',
        change: { text: '+2.35%', direction: 'up' },
      },
      {
        coin: 'ETH',
        name: 'Ether',
        buy: '₹3,01,500.50',
        sell: '₹2,98,500.25',
        change: { text: '−1.07%', direction: 'down' },
      },
      {
        coin: 'USDT',
        name: 'Tether USD',
        buy: '₹88.44',
        sell: '₹87.56',
        change: { text: '0.00%', direction: 'flat' },
      },
    ]);
  });
});

describe('24-hour change with its sign (docs/interface.md)', () => {
  it.each([
    ['2.35', '+2.35%', 'up'],
    ['-1.07', '−1.07%', 'down'],
    ['0.00', '0.00%', 'flat'],
    ['-0.00', '0.00%', 'flat'],
    ['0', '0%', 'flat'],
    ['12', '+12%', 'up'],
  ])('%s reads %s (%s)', (change, text, direction) => {
    expect(formatChange(change)).toEqual({ text, direction });
  });
});
