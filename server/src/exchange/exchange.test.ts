// The exchange through the BFF against the real provider: a limit sell seen live in another person's book, bought by
// a market order; both sides' fills on their private channels, balances, histories and the CSV export; a retried
// place with the same key places one order; refusals on their fields (§8) and the §6 message; cancel all releases
// every lock exactly; a take-profit and stop-loss pass through, come back as the order's exits, and go live as it fills.
import { randomUUID } from 'node:crypto';
import { applyBookEvent, type BookCopy, type BookEvent } from '@sikka/shared/exchange/orderBook';
import type { ExchangeFill, OrderEvent } from '@sikka/shared/exchange/schemas';
import { bffForFile, ORIGIN, type SignInOptions } from '@sikka/tests/support/bff';
import { bffClient, bffSocket, failure } from '@sikka/tests/support/bffClient';
import { until } from '@sikka/tests/support/until';
import { afterAll, describe, expect, it } from 'vitest';

const stack = bffForFile();
const signedIn = (options?: SignInOptions) => stack.signedIn(options);
const sockets: Array<{ close(): Promise<void> | void }> = [];
afterAll(async () => {
  for (const socket of sockets) await socket.close();
});

/** A browser's websocket to the BFF, with its session cookie when it has one. */
function socketClient(cookie?: string) {
  const socket = bffSocket(stack.url, { cookie, origin: ORIGIN });
  sockets.push(socket);
  return socket.trpc;
}

const limit = (side: 'BID' | 'ASK', rate: string, volume: string) => ({
  idempotency_key: randomUUID(),
  advance_order_type: 'LIMIT' as const,
  order_type: side,
  coin: 'BTC' as const,
  base_coin: 'INR' as const,
  rate,
  volume,
  unit: 'volume' as const,
});

describe('the exchange through the BFF', () => {
  it("a limit sell appears in another browser's live book; a market buy takes it; both see their fills", async () => {
    const seller = await signedIn({ btc: '0.01' });
    const buyer = await signedIn({ inr: '100000' });
    // A bid below gives the market a price (the middle of the best bid and ask) for the market order's band.
    const maker = await signedIn({ inr: '100000' });
    await maker.bff.trpc.exchange.placeOrder.mutate(limit('BID', '8990000.00', '0.0010'));

    // A visitor's browser keeps the book: snapshot, then deltas checked by seq and checksum.
    let book: BookCopy | null = null;
    const watcher = socketClient().exchange.onBook.subscribe(
      { pair: 'BTC-INR' },
      {
        onData: (frame) => {
          if (frame.type !== 'snapshot' && frame.type !== 'update') return;
          const applied = applyBookEvent(
            frame.data.type === 'snapshot' ? null : book,
            frame.data as BookEvent,
          );
          expect(applied.ok).toBe(true);
          if (applied.ok) book = applied.book;
        },
      },
    );
    const fills = { seller: [] as ExchangeFill[], buyer: [] as ExchangeFill[] };
    const ordersOf = (who: 'seller' | 'buyer', cookie: string) =>
      socketClient(cookie).exchange.onOrders.subscribe(undefined, {
        onData: (frame) => {
          if (frame.type === 'update' && (frame.data as OrderEvent).type === 'update')
            fills[who].push(...(frame.data as Extract<OrderEvent, { type: 'update' }>).fills);
        },
      });
    const sellerOrders = ordersOf('seller', seller.cookie);
    const buyerOrders = ordersOf('buyer', buyer.cookie);
    await until(() => book ?? undefined);

    const placed = await seller.bff.trpc.exchange.placeOrder.mutate(limit('ASK', '9000000.00', '0.0050'));
    expect(placed.order).toMatchObject({
      status: 'open',
      side: 'sell',
      rate: '9000000.00',
      volume: '0.00500000',
    });
    await until(() => (book as BookCopy | null)?.asks[0]?.[0] === '9000000.00');
    expect((book as BookCopy | null)?.asks[0]).toEqual(['9000000.00', '0.00500000']);
    expect((await seller.bff.trpc.exchange.openOrders.query({})).data.map((o) => o.id)).toEqual([
      placed.order.id,
    ]);

    const bought = await buyer.bff.trpc.exchange.placeOrder.mutate({
      idempotency_key: randomUUID(),
      advance_order_type: 'MARKET',
      order_type: 'BID',
      coin: 'BTC',
      base_coin: 'INR',
      volume: '0.0050',
      unit: 'volume',
    });
    expect(bought.order).toMatchObject({ status: 'filled', filled_volume: '0.00500000' });
    // ₹45,000 value; the taker pays 0.20% (₹90) and 18% GST on it (₹16.20); the maker 0.10% (₹45), ₹8.10, TDS 1%.
    expect(bought.fills[0]).toMatchObject({
      amount: '45000.00',
      fee: '90.00',
      gst: '16.20',
      liquidity: 'taker',
    });
    await until(() => (book as BookCopy | null)?.asks.length === 0);
    expect((book as BookCopy | null)?.bids[0]).toEqual(['8990000.00', '0.00100000']);
    await until(() => fills.seller.length > 0 && fills.buyer.length > 0);
    expect(fills.seller[0]).toMatchObject({
      side: 'sell',
      fee: '45.00',
      gst: '8.10',
      tds: '450.00',
      liquidity: 'maker',
    });

    const sellerWallets = (await seller.bff.trpc.wallet.balances.query()).wallets;
    expect(sellerWallets.BTC).toMatchObject({ available: '0.00500000', locked: '0.00000000' });
    // 45,000 − 45 − 8.10 − 450 TDS.
    expect(sellerWallets.INR.available).toBe('44496.90');
    const buyerWallets = (await buyer.bff.trpc.wallet.balances.query()).wallets;
    expect(buyerWallets.BTC.available).toBe('0.00500000');
    expect(buyerWallets.INR).toMatchObject({ available: '54893.80', locked: '0.00' });

    const history = await buyer.bff.trpc.exchange.tradeHistory.query({ pair: 'BTC-INR', days: 1, page: 1 });
    expect(history).toMatchObject({ total: 1, per_page: 4, current_page: 1 });
    const orders = await seller.bff.trpc.exchange.orderHistory.query({ days: 7, page: 1 });
    expect(orders.data[0]).toMatchObject({ id: placed.order.id, status: 'filled' });
    const csv = await fetch(`${stack.url}/media/exchange-history.csv?type=trades&days=1&pair=BTC-INR`, {
      headers: { cookie: buyer.cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('sikka-exchange-trades-btc-inr-1d.csv');
    expect(await csv.text()).toContain('45000.00');

    const recent = await buyer.bff.trpc.exchange.recentTrades.query({ pair: 'BTC-INR', limit: 5 });
    expect(recent.data[0]).toMatchObject({ rate: '9000000.00', volume: '0.00500000', side: 'buy' });
    watcher.unsubscribe();
    sellerOrders.unsubscribe();
    buyerOrders.unsubscribe();
  });

  it('a retried place with the same key places one order', async () => {
    const { bff } = await signedIn({ inr: '100000' });
    // Rates within the band around the last trade (₹90,00,000 ± 10%).
    const request = limit('BID', '8500000.00', '0.0010');
    const answers = await Promise.all([1, 2, 3].map(() => bff.trpc.exchange.placeOrder.mutate(request)));
    expect(new Set(answers.map((answer) => answer.order.id)).size).toBe(1);
    expect((await bff.trpc.exchange.openOrders.query({})).data).toHaveLength(1);
  });

  it('§8 refusals come back on their fields; §6 an unverified person gets its message', async () => {
    const { bff } = await signedIn({ inr: '100000' });
    const offTick = await failure(bff.trpc.exchange.placeOrder.mutate(limit('BID', '8500050.00', '0.0010')));
    expect(offTick.appError).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'rate', message: 'The price must be a multiple of ₹100.00' },
    });
    const tooBig = await failure(bff.trpc.exchange.placeOrder.mutate(limit('BID', '8500000.00', '5')));
    expect(tooBig.appError).toMatchObject({ kind: 'field', message: 'Insufficient balance' });
    const unverified = await signedIn({ state: 'unverified', inr: '100000' });
    const refused = await failure(
      unverified.bff.trpc.exchange.placeOrder.mutate(limit('BID', '8500000.00', '0.001')),
    );
    expect(refused.appError).toMatchObject({
      kind: 'message',
      message: 'Please verify your profile to perform this action',
    });
    const visitor = await failure(
      bffClient(stack.url, { origin: ORIGIN }).trpc.exchange.openOrders.query({}),
    );
    expect(visitor.code).toBe('UNAUTHORIZED');
  });

  it('order_type is BID or ASK exactly: any other word is refused on its field, and nothing is placed', async () => {
    const { bff } = await signedIn({ inr: '100000', btc: '0.01' });
    for (const orderType of ['buy', 'BUY', 'LONG', 'bid']) {
      const typo = { ...limit('ASK', '8500000.00', '0.0010'), order_type: orderType } as never;
      const refused = await failure(bff.trpc.exchange.placeOrder.mutate(typo));
      expect(refused.appError, orderType).toMatchObject({
        kind: 'field',
        firstFieldError: { field: 'order_type' },
      });
    }
    expect((await bff.trpc.exchange.openOrders.query({})).data).toEqual([]);
  });

  it('cancel all empties the open orders and releases every lock exactly', async () => {
    const { bff } = await signedIn({ inr: '100000', btc: '0.02' });
    const before = (await bff.trpc.wallet.balances.query()).wallets;
    await bff.trpc.exchange.placeOrder.mutate(limit('BID', '8200000.00', '0.0030'));
    await bff.trpc.exchange.placeOrder.mutate(limit('ASK', '9800000.00', '0.0100'));
    const during = (await bff.trpc.wallet.balances.query()).wallets;
    expect(during.INR.locked).not.toBe('0.00');
    expect(during.BTC.locked).toBe('0.01000000');
    const { cancelled } = await bff.trpc.exchange.cancelAll.mutate({});
    expect(cancelled).toBe(2);
    expect((await bff.trpc.exchange.openOrders.query({})).data).toEqual([]);
    const after = (await bff.trpc.wallet.balances.query()).wallets;
    expect(after.INR).toEqual(before.INR);
    expect(after.BTC).toEqual(before.BTC);
  });

  it('a take-profit and stop-loss pass through: refused on their fields, placed as exits, live once it fills', async () => {
    const buyer = await signedIn({ inr: '100000' });
    const seller = await signedIn({ btc: '0.01' });
    const withExits = {
      ...limit('BID', '8600000.00', '0.0010'),
      take_profit: '8800000.00',
      stop_loss: '8400000.00',
    };
    const wrongSide = await failure(
      buyer.bff.trpc.exchange.placeOrder.mutate({ ...withExits, take_profit: '8500000.00' }),
    );
    expect(wrongSide.appError).toMatchObject({
      kind: 'field',
      firstFieldError: {
        field: 'take_profit',
        message: 'The take-profit must be above ₹8600000.00 (the limit price)',
      },
    });
    const onStopLimit = await failure(
      buyer.bff.trpc.exchange.placeOrder.mutate({
        ...withExits,
        advance_order_type: 'STOP_LIMIT',
        'trigger-price': '9100000.00',
      }),
    );
    expect(onStopLimit.appError).toMatchObject({
      kind: 'field',
      firstFieldError: {
        field: 'take_profit',
        message: 'Take-profit and stop-loss attach to limit and market orders only',
      },
    });

    const placed = await buyer.bff.trpc.exchange.placeOrder.mutate(withExits);
    expect(placed.order).toMatchObject({ take_profit: '8800000.00', stop_loss: '8400000.00', exit: null });
    expect(placed.children.map((child) => [child.exit, child.status, child.parent_id])).toEqual([
      ['take_profit', 'pending', placed.order.id],
      ['stop_loss', 'pending', placed.order.id],
    ]);
    expect((await buyer.bff.trpc.exchange.openOrders.query({})).data).toHaveLength(3);

    // The first test's bid at ₹89,90,000 takes 0.001 first, then the buyer's.
    await seller.bff.trpc.exchange.placeOrder.mutate(limit('ASK', '8600000.00', '0.0020'));
    const open = (await buyer.bff.trpc.exchange.openOrders.query({})).data;
    expect(open.map((order) => [order.exit, order.status, order.remaining_volume])).toEqual([
      ['stop_loss', 'pending', '0.00100000'],
      ['take_profit', 'open', '0.00100000'],
    ]);
    expect((await buyer.bff.trpc.wallet.balances.query()).wallets.BTC).toMatchObject({
      available: '0.00000000',
      locked: '0.00100000',
    });
    // Cancelling one exit cancels both, and the coin is the buyer's to use again.
    const cancelled = await buyer.bff.trpc.exchange.cancelOrder.mutate({ order_id: placed.order.id + 2 });
    expect(cancelled.order).toMatchObject({ exit: 'stop_loss', status: 'cancelled', cancel_reason: 'user' });
    expect((await buyer.bff.trpc.exchange.openOrders.query({})).data).toEqual([]);
    expect((await buyer.bff.trpc.wallet.balances.query()).wallets.BTC).toMatchObject({
      available: '0.00100000',
      locked: '0.00000000',
    });
  });
});
