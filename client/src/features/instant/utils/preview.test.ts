import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import { computeQuote } from '@sikka/shared/market/quote';
import { describe, expect, it } from 'vitest';
import { bpsPercent, breakdownLines } from './breakdown.ts';
import { previewOf } from './preview.ts';

const entry = (buy: string, sell: string) => ({
  buying_price: buy,
  buying_price_fee: '0.00',
  buying_price_tax: '0.00',
  selling_price: sell,
  selling_price_fee: '0.00',
  selling_price_tax: '0.00',
  average_price: buy,
  change: '0.00',
});
const prices = {
  BTC: entry('9045000.00', '8955000.00'),
  ETH: entry('321600.00', '318400.00'),
  USDT: entry('88.95', '88.05'),
};
const base = { coin: 'BTC' as const, prices, schedule: DEFAULT_FEE_SCHEDULE };

describe('live preview: the provider’s own quote arithmetic at the live price', () => {
  it('nothing typed: an empty preview, no error', () => {
    expect(previewOf({ ...base, side: 'buy', unit: 'inr', amount: '' })).toEqual({ state: 'empty' });
  });

  it('waits for the price and the fee schedule', () => {
    expect(previewOf({ ...base, prices: null, side: 'buy', unit: 'inr', amount: '5000' })).toEqual({
      state: 'waiting',
    });
  });

  it('a buy for ₹5,000 shows exactly what computeQuote gives at the buying price', () => {
    const preview = previewOf({ ...base, side: 'buy', unit: 'inr', amount: '5000' });
    const expected = computeQuote({
      side: 'buy',
      coin: 'BTC',
      unit: 'inr',
      amount: '5000',
      price: '9045000.00',
      schedule: DEFAULT_FEE_SCHEDULE,
    });
    expect(preview.state).toBe('ok');
    if (preview.state !== 'ok' || !expected.ok) throw new Error('expected quotes');
    expect(preview.quote).toEqual(expected.quote);
    expect(preview.amount).toBe('5000');
  });

  it('a sale in coin uses the selling price and shows TDS (TDS on a sale)', () => {
    const preview = previewOf({ ...base, side: 'sell', unit: 'coin', amount: '0.01' });
    if (preview.state !== 'ok') throw new Error(preview.state);
    expect(preview.quote.price).toBe('8955000.00');
    expect(preview.lines.map((line) => line.key)).toEqual([
      'price',
      'quantity',
      'value',
      'fee',
      'gst',
      'tds',
      'total',
    ]);
  });

  it('§5: too many decimals for the unit is the shared rule’s message', () => {
    expect(previewOf({ ...base, side: 'buy', unit: 'inr', amount: '10.123' })).toEqual({
      state: 'invalid',
      message: 'INR allows at most 2 digits after the decimal point',
    });
  });

  it('under the ₹100 minimum says so', () => {
    expect(previewOf({ ...base, side: 'buy', unit: 'inr', amount: '50' })).toEqual({
      state: 'invalid',
      message: 'The minimum order is ₹100.00',
    });
  });
});

describe('docs/interface.md every line of the breakdown, in Indian grouping', () => {
  const quote = {
    side: 'sell' as const,
    coin: 'BTC' as const,
    price: '8955000.00',
    quantity: '0.01000000',
    value: '89550.00',
    fee: '179.10',
    gst: '32.24',
    tds: '895.50',
    total: '88443.16',
  };

  it('formats rupees with ₹ and lakh grouping, coins trimmed at their precision', () => {
    const lines = breakdownLines(quote, DEFAULT_FEE_SCHEDULE);
    expect(Object.fromEntries(lines.map((line) => [line.key, line.value]))).toEqual({
      price: '₹89,55,000.00',
      quantity: '0.01 BTC',
      value: '₹89,550.00',
      fee: '₹179.10',
      gst: '₹32.24',
      tds: '₹895.50',
      total: '₹88,443.16',
    });
    expect(lines.at(-1)).toMatchObject({ key: 'total', emphasis: true, side: 'sell' });
  });

  it('names the rates of the fee schedule; a buy has no TDS line', () => {
    const lines = breakdownLines({ ...quote, side: 'buy', tds: '0.00' }, DEFAULT_FEE_SCHEDULE);
    expect(lines.find((line) => line.key === 'fee')?.rate).toBe(' (0.2%)');
    expect(lines.find((line) => line.key === 'gst')?.rate).toBe(' (18%)');
    expect(lines.some((line) => line.key === 'tds')).toBe(false);
  });

  it.each([
    [20, '0.2%'],
    [1800, '18%'],
    [100, '1%'],
    [125, '1.25%'],
    [5, '0.05%'],
  ])('%i basis points read %s', (bps, text) => {
    expect(bpsPercent(bps)).toBe(text);
  });
});
