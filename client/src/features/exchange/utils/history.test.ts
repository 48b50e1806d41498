import { describe, expect, it } from 'vitest';
import { exchangeCsvHref } from './history.ts';

describe('§9 exchange history export: the filters shown go into the CSV link', () => {
  it('orders of this month on BTC-INR', () => {
    expect(exchangeCsvHref({ type: 'orders', days: 30, pair: 'BTC-INR' })).toBe(
      '/media/exchange-history.csv?type=orders&days=30&pair=BTC-INR',
    );
  });
});
