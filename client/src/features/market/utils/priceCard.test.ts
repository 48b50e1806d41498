// A coin's price card (§3 coin price entry, §9 Indian grouping and coin precision): prices in rupees, the change
// with its sign, and the exchange's last 24 hours on the coin's rupee pair.
import type { Ticker } from '@sikka/shared/exchange/schemas';
import { describe, expect, it } from 'vitest';
import { coinQuantity, priceCardView } from './priceCard.ts';

const entry = {
  buying_price: '8878471.50',
  buying_price_fee: '0',
  buying_price_tax: '0',
  selling_price: '8790128.50',
  selling_price_fee: '0',
  selling_price_tax: '0',
  average_price: '8834300.00',
  change: '-1.78',
};

const ticker = (over: Partial<Ticker> = {}): Ticker => ({
  pair: 'BTC-INR',
  last: '8834300.00',
  open: '8981500.00',
  high: '8996900.00',
  low: '8802200.00',
  change: '-1.64',
  volume: '36.20640000',
  amount: '321881960.56',
  bid: '8835200.00',
  ask: '8844000.00',
  time: 1,
  ...over,
});

describe('the price card', () => {
  it('buy and sell prices with Indian grouping, the change with a true minus', () => {
    const view = priceCardView('BTC', entry);
    expect(view).toMatchObject({ buy: '₹88,78,471.50', sell: '₹87,90,128.50', day: null });
    expect(view.change).toEqual({ text: '\u22121.78%', direction: 'down' });
  });

  it('the day on the exchange: high, low, the coin traded and the rupees it was worth', () => {
    expect(priceCardView('BTC', entry, ticker()).day).toEqual({
      high: '₹89,96,900.00',
      low: '₹88,02,200.00',
      volume: '36.2064 BTC',
      turnover: '₹32,18,81,960.56',
    });
  });

  it('a pair with no trade in the day: no high or low, nothing traded', () => {
    const quiet = ticker({
      high: null,
      low: null,
      last: null,
      open: null,
      volume: '0.00000000',
      amount: '0.00',
    });
    expect(priceCardView('BTC', entry, quiet).day).toEqual({
      high: null,
      low: null,
      volume: '0 BTC',
      turnover: '₹0.00',
    });
  });
});

describe('coin quantities at their precision, trailing zeros trimmed, in Indian grouping', () => {
  it.each([
    ['36.20640000', 'BTC', '36.2064 BTC'],
    ['1473.49700000', 'ETH', '1,473.497 ETH'],
    ['3527561.000000', 'USDT', '35,27,561 USDT'],
    ['0.000000', 'USDT', '0 USDT'],
  ] as const)('%s %s reads %s', (amount, coin, shown) => {
    expect(coinQuantity(amount, coin)).toBe(shown);
  });
});
