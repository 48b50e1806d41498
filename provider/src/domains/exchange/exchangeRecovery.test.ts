// The exchange's durability through the provider's HTTP API on a real PostgreSQL: a retried place with the same key
// makes one order; many people placing and cancelling at once never overdraw; a client_order_id names one order, also
// after a restart; a restart rebuilds the same books from the journal.

import { CLIENT_ORDER_ID_USED } from '@sikka/shared/exchange/messages';
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, type TestProvider } from '@sikka/tests/support/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCalls, tradingFloor } from './exchangeKit.ts';

let provider: TestProvider;
let alice: MoneyUser;
let bob: MoneyUser;

beforeAll(async () => {
  ({ provider, alice, bob } = await tradingFloor());
}, 60_000);
afterAll(() => provider?.close());

const { order, wallet, balanced } = exchangeCalls(() => provider);

describe('idempotency and concurrency', () => {
  it('a retried place with the same key makes one order, even when the retries race', async () => {
    const body = {
      idempotency_key: key(),
      coin: 'BTC',
      base_coin: 'INR',
      advance_order_type: 'LIMIT',
      order_type: 'BID',
      rate: '8500000',
      volume: '0.001',
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(provider, 'POST', '/exchange/orders', { bearer: bob.token, body }),
      ),
    );
    const ids = new Set(answers.map((a) => (a.body as { order: { id: number } }).order.id));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(ids.size).toBe(1);
    const again = await call(provider, 'POST', '/exchange/orders', {
      bearer: bob.token,
      body: { ...body, volume: '0.002' },
    });
    expect(again.status).toBe(422);
    await call(provider, 'POST', '/exchange/orders/cancel-all', { bearer: bob.token, body: {} });
  });

  it('many people placing and cancelling at once never overdraw, and the books balance', async () => {
    const traders = await Promise.all(
      Array.from({ length: 6 }, () => moneyUser(provider, { funds: { INR: '100000', BTC: '0.01' } })),
    );
    const results = await Promise.all(
      traders.flatMap((trader, t) =>
        Array.from({ length: 12 }, async (_, i) => {
          const side = (t + i) % 2 === 0 ? 'BID' : 'ASK';
          const placed = await order(trader, {
            advance_order_type: 'LIMIT',
            order_type: side,
            rate: String(8_990_000 + ((i * 37) % 20) * 100),
            volume: '0.004',
          });
          if (placed.status === 201 && i % 3 === 0) {
            const id = (placed.body as { order: { id: number } }).order.id;
            await call(provider, 'POST', '/exchange/orders/cancel', {
              bearer: trader.token,
              body: { order_id: id },
            });
          }
          return placed.status;
        }),
      ),
    );
    expect(results.every((status) => status === 201 || status === 422)).toBe(true);
    expect(results.filter((status) => status === 422).length).toBeGreaterThan(0); // someone ran out
    for (const trader of traders) {
      const w = await wallet(trader);
      for (const asset of ['INR', 'BTC']) {
        expect(Number(w[asset]?.available)).toBeGreaterThanOrEqual(0);
        expect(Number(w[asset]?.locked)).toBeGreaterThanOrEqual(0);
      }
    }
    await balanced();
  });
});

describe('client_order_id: echoed, one order per id, read and cancelled by it, kept across a restart', () => {
  it('places once per id, refuses the id for another order, and names the order after a restart', async () => {
    const buy = { advance_order_type: 'LIMIT', order_type: 'BID', rate: '8600000', volume: '0.001' };
    const placed = await order(alice, { ...buy, client_order_id: 'grid-1' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = (placed.body as { order: { id: number; client_order_id: string } }).order.id;
    expect(placed.body).toMatchObject({ order: { client_order_id: 'grid-1' } });
    // The id is the idempotency claim: the same request again (another idempotency_key) is the same order.
    expect((await order(alice, { ...buy, client_order_id: 'grid-1' })).body).toMatchObject({ order: { id } });
    expect(await order(alice, { ...buy, rate: '8700000', client_order_id: 'grid-1' })).toMatchObject({
      status: 409,
      body: { message: CLIENT_ORDER_ID_USED },
    });
    // Another person's ids are their own.
    const theirs = await order(bob, { ...buy, client_order_id: 'grid-1' });
    expect((theirs.body as { order: { id: number } }).order.id).not.toBe(id);
    await provider.restart();
    const read = await call(provider, 'GET', '/exchange/order?client_order_id=grid-1', {
      bearer: alice.token,
    });
    expect(read.body).toMatchObject({ order: { id, client_order_id: 'grid-1' } });
    const cancelled = await call(provider, 'POST', '/exchange/orders/cancel', {
      bearer: alice.token,
      body: { client_order_id: 'grid-1' },
    });
    expect(cancelled.body).toMatchObject({ order: { id, status: 'cancelled', client_order_id: 'grid-1' } });
    await call(provider, 'POST', '/exchange/orders/cancel', {
      bearer: bob.token,
      body: { client_order_id: 'grid-1' },
    });
    const missing = await call(provider, 'GET', '/exchange/order?client_order_id=nope', {
      bearer: alice.token,
    });
    expect(missing.status).toBe(404);
    await balanced();
  });
});

describe('a restart rebuilds the books from the journal', () => {
  it('depth, open orders and balances are the same after the provider restarts', async () => {
    await order(alice, { advance_order_type: 'LIMIT', order_type: 'ASK', rate: '9100000', volume: '0.002' });
    await order(bob, {
      advance_order_type: 'STOP_LIMIT',
      order_type: 'BID',
      'trigger-price': '9200000',
      rate: '9300000',
      volume: '0.001',
    });
    const depth = (await call(provider, 'GET', '/exchange/depth?pair=BTC-INR')).body as { seq: number };
    const open = (await call(provider, 'GET', '/exchange/orders/open', { bearer: bob.token })).body;
    await provider.restart();
    const after = (await call(provider, 'GET', '/exchange/depth?pair=BTC-INR')).body as { seq: number };
    expect({ ...after, seq: 0 }).toEqual({ ...depth, seq: 0 });
    expect(after.seq).toBeGreaterThanOrEqual(depth.seq);
    expect((await call(provider, 'GET', '/exchange/orders/open', { bearer: bob.token })).body).toEqual(open);
    // The rebuilt book still matches: Bob's buy takes Alice's resting sell.
    const buy = await order(bob, {
      advance_order_type: 'LIMIT',
      order_type: 'BID',
      rate: '9100000',
      volume: '0.002',
    });
    expect(buy.body).toMatchObject({ order: { status: 'filled' } });
    await balanced();
  });
});
