// The embedded default's market maker: a newcomer finds both sides of every pair quoted around the market price,
// can trade against them at once, and the §3 price entries follow the exchange.
import { EXCHANGE_PAIRS } from '@sikka/shared/exchange/pairs';
import { FIXED_MIDS, fixedMarket, key, moneyUser } from '@sikka/tests/support/money';
import { call, startTestProvider, type TestProvider } from '@sikka/tests/support/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../ledger/invariants.ts';

let provider: TestProvider;
// The fixed prices, with a tick the test gives by hand.
const listeners = new Set<() => void>();
const feed = {
  ...fixedMarket(),
  onTick(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

beforeAll(async () => {
  provider = await startTestProvider({
    market: feed,
    env: { MARKET_MAKERS: 'on', MARKET_TICK_MS: '60000' },
  });
}, 60_000);
afterAll(() => provider?.close());

describe('market maker (embedded default)', () => {
  it.each(EXCHANGE_PAIRS)('%s has six levels on each side around the price', async (pair) => {
    const { body } = await call(provider, 'GET', `/exchange/depth?pair=${pair}`);
    const depth = body as { bids: string[][]; asks: string[][] };
    expect(depth.bids).toHaveLength(6);
    expect(depth.asks).toHaveLength(6);
    const mid = Number(FIXED_MIDS[pair.split('-')[0] as 'BTC']) / 100;
    expect(Number(depth.bids[0]?.[0])).toBeLessThan(mid);
    expect(Number(depth.asks[0]?.[0])).toBeGreaterThan(mid);
    expect(Number(depth.asks[0]?.[0]) / mid).toBeLessThan(1.002);
  });

  it('a newcomer buys at once, and the price entry follows the exchange', async () => {
    const user = await moneyUser(provider, { funds: { INR: '100000' } });
    const buy = await call(provider, 'POST', '/exchange/orders', {
      bearer: user.token,
      body: {
        idempotency_key: key(),
        coin: 'BTC',
        base_coin: 'INR',
        advance_order_type: 'MARKET',
        order_type: 'BID',
        volume: '0.001',
      },
    });
    expect(buy).toMatchObject({
      status: 201,
      body: { order: { status: 'filled', filled_volume: '0.00100000' } },
    });
    const rate = (buy.body as { fills: Array<{ rate: string }> }).fills[0]?.rate;
    for (const listener of listeners) listener();
    const prices = await call(provider, 'GET', '/trades/in/all/all');
    expect((prices.body as { BTC: { average_price: string } }).BTC.average_price).toBe(rate);
    expect(rate).not.toBe('9000000.00');
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});
