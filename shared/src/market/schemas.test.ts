import { describe, expect, it } from 'vitest';
import { COINS } from '../constants.ts';
import { marketCalls } from './calls.ts';
import { allPricesResponseSchema, coinPriceEntrySchema } from './schemas.ts';

const entry = {
  buying_price: '5432100.50',
  buying_price_fee: '10.00',
  buying_price_tax: '1.80',
  selling_price: '5400000.00',
  selling_price_fee: '10.00',
  selling_price_tax: '1.80',
  average_price: '5416050.25',
  change: '-2.35',
};

describe('§3 Coin price entry', () => {
  it.each([
    ['a fall (negative change)', entry],
    ['a rise', { ...entry, change: '4.1' }],
    ['no change and whole-rupee prices', { ...entry, change: '0', buying_price: '5432100' }],
  ])('accepts %s', (_, input) => {
    expect(coinPriceEntrySchema.parse(input)).toEqual(input);
  });

  it.each([
    ['buying_price missing', { ...entry, buying_price: undefined }, 'buying_price'],
    ['selling_price as a number', { ...entry, selling_price: 5400000 }, 'selling_price'],
    ['a negative fee', { ...entry, selling_price_fee: '-10' }, 'selling_price_fee'],
    ['an exponent', { ...entry, average_price: '5e6' }, 'average_price'],
    ['change with a percent sign', { ...entry, change: '-2.35%' }, 'change'],
    ['change as a number', { ...entry, change: -2.35 }, 'change'],
  ])('refuses %s', (_, input, field) => {
    const result = coinPriceEntrySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('§7 GET /trades/in/all/all', () => {
  const response = { BTC: entry, ETH: entry, USDT: entry };

  it('parses one entry per §9 coin and drops any other coin', () => {
    const parsed = allPricesResponseSchema.parse({ ...response, XRP: entry });
    expect(Object.keys(parsed).sort()).toEqual([...COINS].sort());
  });

  it.each(COINS)('refuses a response without %s', (coin) => {
    const { [coin]: _, ...rest } = response;
    const result = allPricesResponseSchema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([coin]);
  });

  it('is described as a public GET to /trades/in/all/all', () => {
    expect(marketCalls.allPrices).toMatchObject({
      method: 'GET',
      path: '/trades/in/all/all',
      auth: 'visitor',
    });
  });
});
