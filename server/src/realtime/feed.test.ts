// A browser feed driven the way tRPC's websocket handler drives it (next, encode, send, repeat), against a
// scripted provider: after tRPC has written one frame, events go straight to the socket as the very messages tRPC
// would have sent, in order, onto the TCP socket only where that is safe; the slow-reader bound and the end of a
// subscription still hold. (fanout.test.ts drives the whole fan-out over simulated connections.)
import type { AddressInfo } from 'node:net';
import { until } from '@sikka/tests/support/until';
import { readTextFrames } from '@sikka/tests/support/websocketFrames';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { browserSocket } from './browserSocket.ts';
import { channelFeed, SLOW_CONSUMER_BYTES, SLOW_CONSUMER_CLOSE } from './feed.ts';
import { frameEncoder } from './frame.ts';
import { UpstreamStream } from './upstreamStream.ts';

const schema = z.object({ n: z.number() });
let server: WebSocketServer;
let provider: WebSocket | null;
let subscribes: number;
let stream: UpstreamStream;

beforeEach(async () => {
  provider = null;
  subscribes = 0;
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) => {
    provider = socket;
    socket.on('message', (data) => {
      if (JSON.parse(data.toString()).event === 'subscribe') subscribes += 1;
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  stream = new UpstreamStream({
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log: pino({ level: 'silent' }),
  });
});
afterEach(async () => {
  await stream.close();
  await new Promise((resolve) => server.close(resolve));
});

const send = (message: unknown) => provider?.send(JSON.stringify(message));

/** A browser's connection: tRPC writes through `ws`, the feed's direct path onto `tcp` where it may. */
function connection({ extensions = '' } = {}) {
  const fake = {
    sent: [] as string[],
    /** Writes onto the TCP socket beside ws. */
    tcpWrites: 0,
    closedWith: null as number | null,
    ws: {
      readyState: 1,
      bufferedAmount: 0,
      extensions,
      send(data: string) {
        fake.sent.push(data);
      },
      close(code: number) {
        fake.closedWith = code;
        fake.ws.readyState = 3;
      },
    },
    tcp: {
      write(bytes: Buffer) {
        fake.tcpWrites += 1;
        fake.sent.push(...readTextFrames(bytes));
        return true;
      },
    },
  };
  return Object.assign(fake, {
    socket: browserSocket(fake.ws as never, fake.tcp as never, {
      address: '127.0.0.1',
      maxSubscriptions: 32,
    }),
  });
}

type Connection = ReturnType<typeof connection>;

/**
 * What tRPC's ws handler does with a subscription's iterable; answers when it ends, and how many values it took.
 * `result` shapes the message tRPC would write (by default exactly tRPC's own).
 */
function driveLikeTrpc(
  feed: AsyncGenerator<unknown>,
  browser: Connection,
  {
    id = 7 as string | number,
    jsonrpc = undefined as string | undefined,
    result = (data: unknown) => ({ type: 'data', data }),
  } = {},
) {
  const taken = { count: 0 };
  const done = (async () => {
    for (;;) {
      const next = await feed.next();
      if (next.done) return;
      taken.count += 1;
      browser.ws.send(frameEncoder.encode({ id, jsonrpc, result: result(next.value) }) as string);
    }
  })();
  return { taken, done };
}

function subscribe(browser: Connection, abort: AbortController) {
  return channelFeed(stream, { channel: 'prices', schema, signal: abort.signal, socket: browser.socket });
}

/** The message plain JSON encoding would give (tRPC's default encoder). */
const expected = (id: number, data: unknown) => JSON.stringify({ id, result: { type: 'data', data } });
const updates = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) =>
    expected(7, { type: 'update', seq: from + index, data: { n: from + index } }),
  );

async function snapshotThenUpdates(browser: Connection, last: number) {
  await until(() => subscribes === 1);
  send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 1 } });
  await until(() => browser.sent.length === 1);
  for (let seq = 2; seq <= last; seq++) send({ channel: 'prices', seq, data: { n: seq } });
  await until(() => browser.sent.length === last);
}

describe('a browser feed after its first frame skips tRPC: the same bytes, in order, straight to the socket', () => {
  it('writes later events onto the TCP socket, byte for byte what tRPC would send, in seq order', async () => {
    const abort = new AbortController();
    const browser = connection();
    const run = driveLikeTrpc(subscribe(browser, abort), browser);
    await snapshotThenUpdates(browser, 6);

    expect(browser.sent).toEqual([
      expected(7, { type: 'snapshot', seq: 1, data: { n: 1 } }),
      ...updates(2, 6),
    ]);
    // tRPC carried the snapshot only; the updates went onto the TCP socket, one write each.
    expect(run.taken.count).toBe(1);
    expect(browser.tcpWrites).toBe(5);

    abort.abort();
    await run.done;
    expect(stream.stats().listeners).toBe(0);
    send({ channel: 'prices', seq: 7, data: { n: 7 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(browser.sent).toHaveLength(6);
  });

  it('writes nothing beside ws on a connection with an extension negotiated: ws sends the same messages', async () => {
    const abort = new AbortController();
    const browser = connection({ extensions: 'permessage-deflate' });
    const run = driveLikeTrpc(subscribe(browser, abort), browser);
    await snapshotThenUpdates(browser, 4);

    expect(browser.sent).toEqual([
      expected(7, { type: 'snapshot', seq: 1, data: { n: 1 } }),
      ...updates(2, 4),
    ]);
    expect(run.taken.count).toBe(1);
    expect(browser.tcpWrites).toBe(0);
    abort.abort();
    await run.done;
  });

  it('leaves a subscription whose messages have a shape the encoder does not know to tRPC', async () => {
    const abort = new AbortController();
    const browser = connection();
    const result = (data: unknown) => ({ type: 'data', data, note: 'a member the encoder does not know' });
    const run = driveLikeTrpc(subscribe(browser, abort), browser, { result });
    await snapshotThenUpdates(browser, 4);

    expect(browser.sent.map((text) => JSON.parse(text))).toEqual(
      [1, 2, 3, 4].map((seq) => ({
        id: 7,
        result: { ...result({ type: seq === 1 ? 'snapshot' : 'update', seq, data: { n: seq } }) },
      })),
    );
    expect(run.taken.count).toBe(4);
    expect(browser.tcpWrites).toBe(0);
    abort.abort();
    await run.done;
  });

  it('keeps the jsonrpc member and a string id as tRPC wrote them', async () => {
    const abort = new AbortController();
    const browser = connection();
    driveLikeTrpc(subscribe(browser, abort), browser, { id: 'a"b', jsonrpc: '2.0' });
    await snapshotThenUpdates(browser, 2);
    expect(JSON.parse(browser.sent[1] as string)).toEqual({
      id: 'a"b',
      jsonrpc: '2.0',
      result: { type: 'data', data: { type: 'update', seq: 2, data: { n: 2 } } },
    });
    expect(browser.tcpWrites).toBe(1);
    abort.abort();
  });

  it('still closes a slow socket with 4008 and ends the subscription', async () => {
    const abort = new AbortController();
    const browser = connection();
    const run = driveLikeTrpc(subscribe(browser, abort), browser);
    await snapshotThenUpdates(browser, 2);

    browser.ws.bufferedAmount = SLOW_CONSUMER_BYTES + 1;
    send({ channel: 'prices', seq: 3, data: { n: 3 } });
    await run.done;
    expect(browser.closedWith).toBe(SLOW_CONSUMER_CLOSE.code);
    expect(browser.sent).toHaveLength(2);
    expect(stream.stats().listeners).toBe(0);
  });

  it('tells of an interrupted upstream on the direct path too', async () => {
    const abort = new AbortController();
    const browser = connection();
    driveLikeTrpc(subscribe(browser, abort), browser);
    await snapshotThenUpdates(browser, 1);
    provider?.terminate();
    await until(() => browser.sent.length === 2);
    expect(browser.sent[1]).toBe(expected(7, { type: 'interrupted' }));
    abort.abort();
  });
});
