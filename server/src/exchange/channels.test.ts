// The exchange's channels through the BFF's one upstream stream, against a scripted provider: a browser that joins
// late starts from the book as it stands (the provider's snapshot with every delta since folded in, checked by its
// checksum), the same for trades and open orders; a delta that does not continue the book takes a fresh snapshot.
import type { AddressInfo } from 'node:net';
import { type BookEvent, type BookLevel, bookChecksum } from '@sikka/shared/exchange/orderBook';
import { anOrder } from '@sikka/shared/exchange/orderFixture';
import type { OrderEvent, OrderStatus, TradesEvent } from '@sikka/shared/exchange/schemas';
import { until } from '@sikka/tests/support/until';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import type { z } from 'zod';
import { type ChannelFold, type FeedMessage, UpstreamStream } from '../realtime/upstreamStream.ts';
import { bookFeed, ordersFeed, tradesFeed } from './channels.ts';

const log = pino({ level: 'silent' });
let server: WebSocketServer;
let provider: WebSocket | null;
let received: Array<Record<string, unknown>>;
let stream: UpstreamStream;

beforeEach(async () => {
  received = [];
  provider = null;
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) => {
    provider = socket;
    socket.on('message', (data) => received.push(JSON.parse(data.toString())));
  });
  await new Promise((resolve) => server.once('listening', resolve));
  stream = new UpstreamStream({
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    minDelayMs: 50,
    maxDelayMs: 100,
  });
});
afterEach(async () => {
  await stream.close();
  await new Promise((resolve) => server.close(resolve));
});

const send = (message: unknown) => provider?.send(JSON.stringify(message));
const CHANNEL = 'orderbook:BTC-INR';

function book(
  type: 'snapshot' | 'delta',
  seq: number,
  bids: BookLevel[],
  asks: BookLevel[],
  full?: [BookLevel[], BookLevel[]],
): BookEvent {
  const [b, a] = full ?? [bids, asks];
  return { type, pair: 'BTC-INR', seq, bids, asks, checksum: bookChecksum(b, a) } as BookEvent;
}

/** A browser's listener on a channel as the handlers open it. */
function listen<T>(feed: { channel: string; schema: z.ZodType<T>; fold?: ChannelFold<T>; token?: string }) {
  const seen: Array<FeedMessage<T>> = [];
  const leave = stream.join(feed.channel, { deliver: (frame) => seen.push(frame.value) }, feed);
  return { seen, leave };
}

describe('the order book through the BFF: one upstream subscription, late joiners start from the book as it stands', () => {
  it('folds deltas into the snapshot a late browser gets, then passes it the deltas after', async () => {
    const first = listen(bookFeed('BTC-INR'));
    await until(() => received.some((m) => m.event === 'subscribe' && m.channel === CHANNEL));
    send({
      event: 'subscribed',
      channel: CHANNEL,
      seq: 3,
      data: book('snapshot', 40, [['100.00', '1.0000']], [['101.00', '2.0000']]),
    });
    send({
      channel: CHANNEL,
      seq: 4,
      data: book(
        'delta',
        41,
        [['99.00', '0.5000']],
        [],
        [
          [
            ['100.00', '1.0000'],
            ['99.00', '0.5000'],
          ],
          [['101.00', '2.0000']],
        ],
      ),
    });
    send({
      channel: CHANNEL,
      seq: 5,
      data: book(
        'delta',
        42,
        [['100.00', '0']],
        [['102.00', '1.0000']],
        [
          [['99.00', '0.5000']],
          [
            ['101.00', '2.0000'],
            ['102.00', '1.0000'],
          ],
        ],
      ),
    });
    await until(() => first.seen.length === 3);

    const late = listen(bookFeed('BTC-INR'));
    expect(late.seen).toEqual([
      {
        type: 'snapshot',
        seq: 5,
        data: book(
          'snapshot',
          42,
          [['99.00', '0.5000']],
          [
            ['101.00', '2.0000'],
            ['102.00', '1.0000'],
          ],
        ),
      },
    ]);
    send({
      channel: CHANNEL,
      seq: 6,
      data: book('delta', 43, [], [['101.00', '0']], [[['99.00', '0.5000']], [['102.00', '1.0000']]]),
    });
    await until(() => late.seen.length === 2);
    expect(late.seen[1]).toMatchObject({ type: 'update', seq: 6, data: { type: 'delta', seq: 43 } });
    expect(first.seen.map((m) => m.type)).toEqual(['snapshot', 'update', 'update', 'update']);
    // Two browsers, one upstream subscription.
    expect(received.filter((m) => m.event === 'subscribe')).toHaveLength(1);
    late.leave();
    first.leave();
    await until(() => received.some((m) => m.event === 'unsubscribe' && m.channel === CHANNEL));
  });

  it('takes a fresh snapshot when a delta does not leave the book with its checksum', async () => {
    const first = listen(bookFeed('BTC-INR'));
    await until(() => received.some((m) => m.event === 'subscribe'));
    send({ event: 'subscribed', channel: CHANNEL, seq: 1, data: book('snapshot', 7, [['100.00', '1']], []) });
    await until(() => first.seen.length === 1);
    const wrong = { ...book('delta', 8, [['99.00', '1']], []), checksum: 12345 };
    send({ channel: CHANNEL, seq: 2, data: wrong });
    await until(() => received.filter((m) => m.event === 'subscribe').length === 2);
    // Until the new snapshot comes, a late browser is not handed the broken book.
    const late = listen(bookFeed('BTC-INR'));
    expect(late.seen).toEqual([]);
    send({ event: 'subscribed', channel: CHANNEL, seq: 2, data: book('snapshot', 8, [['98.00', '1']], []) });
    await until(() => late.seen.length === 1 && first.seen.length === 2);
    expect(late.seen[0]).toMatchObject({ type: 'snapshot', data: { seq: 8, bids: [['98.00', '1']] } });
    expect(first.seen[1]).toMatchObject({ type: 'snapshot', data: { seq: 8 } });
    expect(stream.stats().gaps).toBe(1);
  });
});

describe('trades and open orders through the BFF: late joiners start from the state as it stands', () => {
  it('a late browser gets the newest trades, the new ones on top', async () => {
    const trade = (id: number) => ({ id, rate: '100.00', volume: '1', side: 'buy' as const, time: id });
    const first = listen(tradesFeed('BTC-INR'));
    await until(() => received.some((m) => m.event === 'subscribe'));
    send({
      event: 'subscribed',
      channel: 'trades:BTC-INR',
      seq: 1,
      data: { type: 'snapshot', pair: 'BTC-INR', trades: [trade(2), trade(1)] },
    });
    send({
      channel: 'trades:BTC-INR',
      seq: 2,
      data: { type: 'trades', pair: 'BTC-INR', trades: [trade(4), trade(3)] },
    });
    await until(() => first.seen.length === 2);
    const late = listen(tradesFeed('BTC-INR'));
    expect(late.seen[0]).toMatchObject({ type: 'snapshot', seq: 2, data: { type: 'snapshot' } });
    const data = (late.seen[0] as { data: TradesEvent }).data;
    expect(data.trades.map((t) => t.id)).toEqual([4, 3, 2, 1]);
  });

  it("a person's second tab gets their open orders with the changes since applied", async () => {
    const order = (id: number, status: OrderStatus) => anOrder(id, { status });
    const first = listen({ ...ordersFeed(7), token: 'token-of-7' });
    await until(() => received.some((m) => m.event === 'subscribe' && m.token === 'token-of-7'));
    send({
      event: 'subscribed',
      channel: 'orders:7',
      seq: 1,
      data: { type: 'snapshot', orders: [order(1, 'open'), order(2, 'open')] },
    });
    send({
      channel: 'orders:7',
      seq: 2,
      data: { type: 'update', orders: [order(1, 'filled'), order(3, 'pending')], fills: [] },
    });
    await until(() => first.seen.length === 2);
    const late = listen({ ...ordersFeed(7), token: 'token-of-7' });
    const data = (late.seen[0] as { data: OrderEvent }).data;
    expect(data.type).toBe('snapshot');
    expect(data.orders.map((o) => `${o.id}:${o.status}`)).toEqual(['3:pending', '2:open']);
  });
});
