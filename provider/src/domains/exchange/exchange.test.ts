// The exchange through the provider's HTTP API on a real PostgreSQL: two people trade, every order type is
// accepted, money moves exactly (locks, fills, fees, GST, TDS, releases) and the books balance; order_type and unit
// take exactly their values; a take-profit and stop-loss exit what their order filled, survive a restart and cancel
// each other. exchangeRecovery.test.ts: retries, races, client order ids and restarts.

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

describe('two people trade BTC-INR through the API', () => {
  it('a resting sell and a crossing buy fill; both wallets, fees, GST and TDS move to the paisa', async () => {
    const sell = await order(alice, {
      advance_order_type: 'LIMIT',
      order_type: 'ASK',
      rate: '9000000',
      volume: '0.01',
    });
    expect(sell.status).toBe(201);
    expect(sell.body).toMatchObject({
      order: { status: 'open', locked: '0.01000000', side: 'sell' },
      fills: [],
    });
    expect((await wallet(alice)).BTC).toMatchObject({ available: '9.99000000', locked: '0.01000000' });

    const buy = await order(bob, {
      advance_order_type: 'LIMIT',
      order_type: 'BID',
      rate: '9000000',
      volume: '0.01',
    });
    expect(buy.status).toBe(201);
    // ₹90,000 value; Bob takes (0.20% fee ₹180, GST ₹32.40); Alice makes (0.10% ₹90, GST ₹16.20, TDS 1% ₹900).
    expect(buy.body).toMatchObject({
      order: { status: 'filled', filled_volume: '0.01000000', average_rate: '9000000.00', locked: '0.00' },
      fills: [
        {
          rate: '9000000.00',
          volume: '0.01000000',
          amount: '90000.00',
          fee: '180.00',
          gst: '32.40',
          tds: '0.00',
          liquidity: 'taker',
        },
      ],
    });
    expect((await wallet(bob)).INR).toMatchObject({ available: '9909787.60', locked: '0.00' });
    expect((await wallet(bob)).BTC).toMatchObject({ available: '10.01000000' });
    expect((await wallet(alice)).INR).toMatchObject({ available: '10088993.80', locked: '0.00' });
    expect((await wallet(alice)).BTC).toMatchObject({ available: '9.99000000', locked: '0.00000000' });
    await balanced();

    const trades = await call(provider, 'GET', '/exchange/history/trades?days=1', { bearer: alice.token });
    expect(trades.body).toMatchObject({
      total: 1,
      per_page: 4,
      data: [{ side: 'sell', fee: '90.00', gst: '16.20', tds: '900.00', liquidity: 'maker' }],
    });
    const recent = await call(provider, 'GET', '/exchange/trades?pair=BTC-INR');
    expect(recent.body).toMatchObject({ data: [{ rate: '9000000.00', volume: '0.01000000', side: 'buy' }] });
    const ticker = await call(provider, 'GET', '/exchange/ticker?pair=BTC-INR');
    expect(ticker.body).toMatchObject({ last: '9000000.00', volume: '0.01000000', amount: '90000.00' });
    const candles = await call(provider, 'GET', '/exchange/candles?pair=BTC-INR&interval=1m');
    expect(candles.body).toMatchObject({ data: [{ open: '9000000.00', close: '9000000.00', trades: 1 }] });
  });

  it('every order type is accepted, and a cancel gives back exactly what was locked', async () => {
    const before = await wallet(bob);
    const placed = await Promise.all([
      order(bob, {
        advance_order_type: 'LIMIT',
        order_type: 'BID',
        rate: '8900000',
        volume: '0.002',
        post_only: true,
      }),
      order(bob, {
        advance_order_type: 'STOP_LIMIT',
        order_type: 'BID',
        'trigger-price': '9100000',
        rate: '9150000',
        volume: '0.001',
      }),
      order(bob, {
        advance_order_type: 'STOP_LOSS',
        order_type: 'ASK',
        'trigger-price': '8800000',
        volume: '0.001',
      }),
      order(bob, {
        advance_order_type: 'LADDER',
        order_type: 'BID',
        rate: '8800000',
        ladder_end_rate: '8700000',
        ladder_orders: 3,
        volume: '0.003',
      }),
    ]);
    expect(placed.map((p) => p.status)).toEqual([201, 201, 201, 201]);
    expect(placed.map((p) => (p.body as { order: { status: string } }).order.status)).toEqual([
      'open',
      'pending',
      'pending',
      'open',
    ]);
    const open = await call(provider, 'GET', '/exchange/orders/open?pair=BTC-INR', { bearer: bob.token });
    expect((open.body as { data: unknown[] }).data).toHaveLength(4);
    const cancelled = await call(provider, 'POST', '/exchange/orders/cancel-all', {
      bearer: bob.token,
      body: { pair: 'BTC-INR' },
    });
    expect(cancelled.body).toMatchObject({ cancelled: 4 });
    expect(await wallet(bob)).toEqual(before);
    await balanced();
  });

  it('a MARKET buy by rupee amount spends at most the amount; the rest stays', async () => {
    await order(alice, { advance_order_type: 'LIMIT', order_type: 'ASK', rate: '9000000', volume: '0.01' });
    const before = await wallet(bob);
    const buy = await order(bob, {
      advance_order_type: 'MARKET',
      order_type: 'BID',
      unit: 'amount',
      total_amount: '5000',
    });
    expect(buy.status).toBe(201);
    // ₹5,000 buys 5 lots (₹4,500 + ₹9.00 fee + ₹1.62 GST); a sixth lot would pass the amount.
    expect(buy.body).toMatchObject({
      order: {
        status: 'filled',
        filled_volume: '0.00050000',
        filled_amount: '4500.00',
        fee: '9.00',
        gst: '1.62',
      },
    });
    const after = await wallet(bob);
    expect(Number(before.INR?.available) - Number(after.INR?.available)).toBeCloseTo(4510.62, 2);
    await balanced();
  });

  it('refuses with §8 messages: off tick, below minimum, insufficient balance, §6 unverified', async () => {
    const offTick = await order(alice, {
      advance_order_type: 'LIMIT',
      order_type: 'ASK',
      rate: '9000050',
      volume: '0.01',
    });
    expect(offTick).toMatchObject({
      status: 422,
      body: { error: { errors: { rate: ['The price must be a multiple of ₹100.00'] } } },
    });
    const small = await order(alice, {
      advance_order_type: 'LIMIT',
      order_type: 'ASK',
      rate: '9000000',
      volume: '0.00001',
    });
    expect(small).toMatchObject({
      status: 422,
      body: { error: { errors: { volume: ['The quantity must be a multiple of 0.0001 BTC'] } } },
    });
    const rich = await order(alice, {
      advance_order_type: 'LIMIT',
      order_type: 'ASK',
      rate: '9000000',
      volume: '100',
    });
    expect(rich).toMatchObject({
      status: 422,
      body: { error: { errors: { volume: ['Insufficient balance'] } } },
    });
    const stranger = await moneyUser(provider, { spec: { state: 'unverified' } });
    const unverified = await order(stranger, {
      advance_order_type: 'LIMIT',
      order_type: 'ASK',
      rate: '9000000',
      volume: '0.01',
    });
    expect(unverified).toMatchObject({
      status: 403,
      body: { message: 'Please verify your profile to perform this action' },
    });
  });
});

describe('order_type and unit take exactly BID/ASK and volume/amount (§3; a typo never sells)', () => {
  it.each(['buy', 'BUY', 'LONG', 'bid', 'sell'])(
    'refuses order_type %j with a 422 on the field and places nothing',
    async (orderType) => {
      const before = await wallet(alice);
      const answer = await order(alice, {
        advance_order_type: 'MARKET',
        order_type: orderType,
        volume: '0.01',
      });
      expect(answer.status).toBe(422);
      expect(Object.keys((answer.body as { error: { errors: object } }).error.errors)).toEqual([
        'order_type',
      ]);
      expect(await wallet(alice)).toEqual(before);
    },
  );

  it('refuses a unit other than volume or amount on the field', async () => {
    const answer = await order(bob, {
      advance_order_type: 'MARKET',
      order_type: 'BID',
      unit: 'rupees',
      total_amount: '1000',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as { error: { errors: object } }).error.errors)).toContain('unit');
  });
});

describe('a take-profit and stop-loss attached to an order', () => {
  type Order = { id: number; status: string; exit: string | null; parent_id: number | null } & Record<
    string,
    unknown
  >;
  const open = async (user: MoneyUser) =>
    (
      (await call(provider, 'GET', '/exchange/orders/open?pair=BTC-INR', { bearer: user.token })).body as {
        data: Order[];
      }
    ).data;

  it('refuses exits on the wrong side, off tick, on other types, or unfunded, each on its own field', async () => {
    const buy = { advance_order_type: 'LIMIT', order_type: 'BID', rate: '8800000', volume: '0.001' };
    expect(await order(bob, { ...buy, take_profit: '8700000' })).toMatchObject({
      status: 422,
      body: {
        error: { errors: { take_profit: ['The take-profit must be above ₹8800000.00 (the limit price)'] } },
      },
    });
    expect(await order(bob, { ...buy, stop_loss: '8600050' })).toMatchObject({
      status: 422,
      body: { error: { errors: { stop_loss: ['The price must be a multiple of ₹100.00'] } } },
    });
    expect(
      await order(bob, {
        ...buy,
        advance_order_type: 'LADDER',
        ladder_end_rate: '8700000',
        ladder_orders: 2,
        stop_loss: '8000000',
      }),
    ).toMatchObject({
      status: 422,
      body: {
        error: {
          errors: { stop_loss: ['Take-profit and stop-loss attach to limit and market orders only'] },
        },
      },
    });
    const coinOnly = await moneyUser(provider, { funds: { BTC: '1' } });
    expect(
      await order(coinOnly, {
        advance_order_type: 'LIMIT',
        order_type: 'ASK',
        rate: '9500000',
        volume: '0.01',
        stop_loss: '9600000',
      }),
    ).toMatchObject({
      status: 422,
      body: {
        error: {
          errors: {
            stop_loss: ['Insufficient rupee balance to buy back with the take-profit and stop-loss'],
          },
        },
      },
    });
  });

  it('exits what fills, holds its coin once, survives a restart, and one exit cancels the other', async () => {
    const [carol, dave, erin] = await Promise.all([
      moneyUser(provider, { funds: { INR: '1000000' } }),
      moneyUser(provider, { funds: { INR: '1000000', BTC: '1' } }),
      moneyUser(provider, { funds: { INR: '1000000' } }),
    ]);
    // Alice's ask at ₹90,00,000 rests from above: the take-profit sits under it, the best ask.
    const body = {
      idempotency_key: key(),
      coin: 'BTC',
      base_coin: 'INR',
      advance_order_type: 'LIMIT',
      order_type: 'BID',
      rate: '8800000',
      volume: '0.003',
      take_profit: '8950000',
      stop_loss: '8600000',
    };
    const placed = await call(provider, 'POST', '/exchange/orders', { bearer: carol.token, body });
    expect(placed.status).toBe(201);
    const entry = (placed.body as { order: Order }).order;
    expect(placed.body).toMatchObject({
      order: {
        status: 'open',
        take_profit: '8950000.00',
        stop_loss: '8600000.00',
        exits: { take_profit: entry.id + 1, stop_loss: entry.id + 2 },
        exit: null,
      },
      children: [
        {
          id: entry.id + 1,
          exit: 'take_profit',
          status: 'pending',
          side: 'sell',
          rate: '8950000.00',
          parent_id: entry.id,
        },
        {
          id: entry.id + 2,
          exit: 'stop_loss',
          status: 'pending',
          side: 'sell',
          'trigger-price': '8600000.00',
        },
      ],
    });
    // A retry with the same key answers the same, and places nothing more.
    const retried = await call(provider, 'POST', '/exchange/orders', { bearer: carol.token, body });
    expect([retried.status, retried.body]).toEqual([placed.status, placed.body]);

    await order(dave, { advance_order_type: 'LIMIT', order_type: 'ASK', rate: '8800000', volume: '0.002' });
    const bySide = (orders: Order[]) => Object.fromEntries(orders.map((o) => [o.exit ?? 'entry', o]));
    expect(bySide(await open(carol))).toMatchObject({
      entry: { status: 'partially_filled', filled_volume: '0.00200000' },
      take_profit: {
        status: 'open',
        volume: '0.00200000',
        remaining_volume: '0.00200000',
        locked: '0.00200000',
      },
      stop_loss: { status: 'pending', volume: '0.00200000', locked: '0.00000000' },
    });
    // The coin bought is locked once, for both exits.
    expect((await wallet(carol)).BTC).toMatchObject({ available: '0.00000000', locked: '0.00200000' });
    const depth = (await call(provider, 'GET', '/exchange/depth?pair=BTC-INR')).body as { asks: string[][] };
    expect(depth.asks[0]).toEqual(['8950000.00', '0.00200000']);

    await provider.restart();
    expect(bySide(await open(carol))).toMatchObject({
      take_profit: { status: 'open', remaining_volume: '0.00200000' },
      stop_loss: { status: 'pending', volume: '0.00200000' },
    });

    // The take-profit sells 0.001: the stop shrinks to what is left.
    await order(dave, { advance_order_type: 'LIMIT', order_type: 'BID', rate: '8950000', volume: '0.001' });
    // Cancelling the entry's rest keeps the exits of what it bought.
    await call(provider, 'POST', '/exchange/orders/cancel', {
      bearer: carol.token,
      body: { order_id: entry.id },
    });
    expect(bySide(await open(carol))).toMatchObject({
      take_profit: {
        status: 'partially_filled',
        filled_volume: '0.00100000',
        remaining_volume: '0.00100000',
      },
      stop_loss: { status: 'pending', volume: '0.00100000' },
    });
    expect((await open(carol)).map((o) => o.exit)).toEqual(['stop_loss', 'take_profit']);
    expect((await wallet(carol)).INR?.locked).toBe('0.00');

    // A trade at ₹86,00,000 fires the stop: it sells the last 0.001 into Erin's bid; the take-profit is cancelled.
    await order(erin, { advance_order_type: 'LIMIT', order_type: 'BID', rate: '8600000', volume: '0.002' });
    await order(dave, { advance_order_type: 'LIMIT', order_type: 'ASK', rate: '8600000', volume: '0.001' });
    expect(await open(carol)).toEqual([]);
    const exits = await Promise.all(
      [entry.id + 1, entry.id + 2].map(
        async (id) =>
          (
            (await call(provider, 'GET', `/exchange/order?id=${id}`, { bearer: carol.token })).body as {
              order: Order;
            }
          ).order,
      ),
    );
    expect(exits).toMatchObject([
      { exit: 'take_profit', status: 'cancelled', cancel_reason: 'oco', filled_volume: '0.00100000' },
      { exit: 'stop_loss', status: 'filled', filled_volume: '0.00100000', average_rate: '8600000.00' },
    ]);
    expect((await wallet(carol)).BTC).toMatchObject({ available: '0.00000000', locked: '0.00000000' });
    await balanced();
  });
});
