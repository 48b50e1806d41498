import type { ExchangeRates } from '@sikka/shared/exchange/charges';
import type { MarketNow } from '@sikka/shared/exchange/estimate';
import { pairConfig } from '@sikka/shared/exchange/pairs';
import { describe, expect, it } from 'vitest';
import { amountForShare } from './balanceShares.ts';
import { EMPTY_ORDER_FORM, type OrderFormValues } from './orderForm.ts';

const btc = pairConfig('BTC-INR'); // tick ₹100, lot 0.0001 BTC
const rates: ExchangeRates = { makerBps: 10, takerBps: 20, gstBps: 1800, tdsBps: 100 };
// The last trade at ₹90,00,000 with a 10% band; the book is not read for a share.
const best: MarketNow = {
  bid: '9000000.00',
  ask: '9000100.00',
  last: '9000000.00',
  bandPercent: 10,
  levels: () => ({ bids: [], asks: [] }),
};
const form = (values: Partial<OrderFormValues>): OrderFormValues => ({ ...EMPTY_ORDER_FORM, ...values });

describe('25 / 50 / 75 / 100% of the available balance', () => {
  const available = { inr: '100000.00', coin: '0.05000000' };
  it.each([
    ['a sale: a share of the coin, in whole lots', { side: 'sell' as const }, 25, '0.01250000'],
    [
      'a sale in rupees: that coin at the rate',
      { side: 'sell' as const, unit: 'inr' as const },
      50,
      '225000.00',
    ],
    // ₹1,00,000 locks value + 0.20% + 18% GST on it at most: 0.0110 BTC at ₹90,00,000 (₹99,212.40 locked).
    ['a limit buy: the most lots whose lock fits', { side: 'buy' as const }, 100, '0.01100000'],
    // A market buy is locked at the top of the band (₹99,00,000): 0.0100 BTC locks ₹99,233.64; 0.0101 would not fit.
    [
      'a market buy in coin: the most lots whose lock at the band’s top fits',
      { type: 'MARKET' as const },
      100,
      '0.01000000',
    ],
    [
      'a market buy in rupees: the budget itself',
      { type: 'MARKET' as const, unit: 'inr' as const },
      75,
      '75000.00',
    ],
  ])('%s', (_, values, share, amount) => {
    expect(
      amountForShare({
        share,
        values: { ...form({ rate: '9000000' }), ...values },
        available,
        market: best,
        config: btc,
        rates,
      }),
    ).toBe(amount);
  });

  it('needs a price to size a buy in coin', () => {
    expect(
      amountForShare({ share: 50, values: form({ rate: '' }), available, market: best, config: btc, rates }),
    ).toBeNull();
  });
});
