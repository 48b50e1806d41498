// The market list's search and favourites.
import type { Ticker } from '@sikka/shared/exchange/schemas';
import type { Pair } from '@sikka/shared/routes/exchangeRoute';
import { describe, expect, it } from 'vitest';
import { marketRows } from './markets.ts';

const pairs: Pair[] = ['BTC-INR', 'ETH-INR', 'USDT-INR'];
const names = { BTC: 'Bitcoin', ETH: 'Ether', USDT: 'Tether' };
const ticker = (pair: string, last: string) => ({ pair, last }) as Ticker;
const rows = (search: string, favourites: string[] = [], onlyFavourites = false) =>
  marketRows({ pairs, names, tickers: null, favourites, search, onlyFavourites }).map((row) => row.pair);

describe('marketRows', () => {
  it.each([
    ['nothing typed: every pair in its order', '', ['BTC-INR', 'ETH-INR', 'USDT-INR']],
    ['a symbol, any case', 'btc', ['BTC-INR']],
    ['a symbol inside another name too (Tether)', 'ETH', ['ETH-INR', 'USDT-INR']],
    ['a name', 'tether', ['USDT-INR']],
    ['a pair as written', 'btc/inr', ['BTC-INR']],
    ['the quote matches every pair', 'INR', ['BTC-INR', 'ETH-INR', 'USDT-INR']],
    ['a part shared by two names', 'ther', ['ETH-INR', 'USDT-INR']],
    ['nothing matches', 'doge', []],
  ])('%s', (_, search, expected) => {
    expect(rows(search)).toEqual(expected);
  });

  it('puts favourites first in the order starred, and can show only them', () => {
    expect(rows('', ['USDT-INR', 'ETH-INR'])).toEqual(['USDT-INR', 'ETH-INR', 'BTC-INR']);
    expect(rows('', ['USDT-INR'], true)).toEqual(['USDT-INR']);
    expect(rows('btc', ['USDT-INR'], true)).toEqual([]);
  });

  it("carries each pair's ticker and star", () => {
    const [btc] = marketRows({
      pairs,
      names,
      tickers: [ticker('BTC-INR', '8500000.00')],
      favourites: ['BTC-INR'],
      search: '',
      onlyFavourites: false,
    });
    expect(btc).toMatchObject({
      coin: 'BTC',
      name: 'Bitcoin',
      favourite: true,
      ticker: { last: '8500000.00' },
    });
  });
});
