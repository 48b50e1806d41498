// A browser feed driven the way tRPC's websocket handler drives it (next, encode, send, repeat), against a
// scripted provider: after tRPC has written one frame, events go straight to the TCP socket, framed as the very
// messages tRPC would have sent, in order, and the slow-reader bound and the end of a subscription still hold
// (issue 5).
import type { AddressInfo } from 'node:net';
import { readTextFrames } from '@sikka/tests/support/websocketFrames';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
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

async function until<T>(probe: () => T | undefined | false): Promise<T> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const send = (message: unknown) => provider?.send(JSON.stringify(message));

/** A browser's socket: tRPC writes through `ws`, the feed's direct path writes frames onto `wire`. */
function browserSocket() {
  const socket = {
    sent: [] as string[],
    closedWith: null as number | null,
    ws: {
      OPEN: 1,
      readyState: 1,
      send(data: string) {
        socket.sent.push(data);
      },
      close(code: number) {
        socket.closedWith = code;
        socket.ws.readyState = 3;
      },
    },
    wire: {
      writableLength: 0,
      write(bytes: Buffer) {
        socket.sent.push(...readTextFrames(bytes));
        return true;
      },
    },
  };
  return socket;
}

/** What tRPC's ws handler does with a subscription's iterable; answers when it ends, and how many values it took. */
function driveLikeTrpc(feed: AsyncGenerator<unknown>, socket: ReturnType<typeof browserSocket>, id = 7) {
  const taken = { count: 0 };
  const done = (async () => {
    for (;;) {
      const next = await feed.next();
      if (next.done) return;
      taken.count += 1;
      socket.ws.send(frameEncoder.encode({ id, result: { type: 'data', data: next.value } }) as string);
    }
  })();
  return { taken, done };
}

/** The message plain JSON encoding would give (tRPC's default encoder). */
const expected = (id: number, data: unknown) => JSON.stringify({ id, result: { type: 'data', data } });

describe('browser feed after its first frame (issue 5: serialise once, send the same bytes to every socket)', () => {
  it('writes later events to the socket itself, byte for byte what tRPC would send, in seq order', async () => {
    const abort = new AbortController();
    const socket = browserSocket();
    const feed = channelFeed(stream, {
      channel: 'prices',
      schema,
      signal: abort.signal,
      socket: socket as never,
    });
    const run = driveLikeTrpc(feed, socket);
    await until(() => subscribes === 1);
    send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 1 } });
    await until(() => socket.sent.length === 1);
    for (let seq = 2; seq <= 6; seq++) send({ channel: 'prices', seq, data: { n: seq } });
    await until(() => socket.sent.length === 6);

    expect(socket.sent).toEqual([
      expected(7, { type: 'snapshot', seq: 1, data: { n: 1 } }),
      ...[2, 3, 4, 5, 6].map((seq) => expected(7, { type: 'update', seq, data: { n: seq } })),
    ]);
    // tRPC carried the snapshot only; the updates did not go through it.
    expect(run.taken.count).toBe(1);

    abort.abort();
    await run.done;
    expect(stream.stats().listeners).toBe(0);
    send({ channel: 'prices', seq: 7, data: { n: 7 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.sent).toHaveLength(6);
  });

  it('gives every subscriber with its own id its own intact message while sockets still hold earlier ones', async () => {
    // Twenty subscribers, each with its own id: past the frame's kept prefixes, a message's bytes are reused only
    // once its socket has sent it. Half the sockets hold what they are given (as a congested TCP socket does).
    const abort = new AbortController();
    const sockets = Array.from({ length: 20 }, (_, index) => {
      const socket = browserSocket();
      if (index % 2 === 1) {
        const held: Buffer[] = [];
        socket.wire.write = (bytes: Buffer) => {
          held.push(bytes);
          socket.wire.writableLength += bytes.length;
          return true;
        };
        Object.assign(socket, {
          flush: () => socket.sent.push(...held.flatMap((bytes) => readTextFrames(bytes))),
        });
      }
      return socket as typeof socket & { flush?: () => void };
    });
    const runs = sockets.map((socket, index) => {
      const feed = channelFeed(stream, {
        channel: 'prices',
        schema,
        signal: abort.signal,
        socket: socket as never,
      });
      return driveLikeTrpc(feed, socket, 100 + index);
    });
    await until(() => subscribes === 1);
    send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 1 } });
    await until(() => sockets.every((socket) => socket.sent.length === 1));
    send({ channel: 'prices', seq: 2, data: { n: 2 } });
    send({ channel: 'prices', seq: 3, data: { n: 3 } });
    await until(() => sockets.every((socket) => socket.sent.length === 3 || socket.flush));
    for (const socket of sockets) socket.flush?.();

    sockets.forEach((socket, index) => {
      expect(socket.sent).toEqual([
        expected(100 + index, { type: 'snapshot', seq: 1, data: { n: 1 } }),
        expected(100 + index, { type: 'update', seq: 2, data: { n: 2 } }),
        expected(100 + index, { type: 'update', seq: 3, data: { n: 3 } }),
      ]);
    });
    abort.abort();
    await Promise.all(runs.map((run) => run.done));
  });

  it('keeps the jsonrpc member and a string id as tRPC wrote them', async () => {
    const abort = new AbortController();
    const socket = browserSocket();
    const feed = channelFeed(stream, {
      channel: 'prices',
      schema,
      signal: abort.signal,
      socket: socket as never,
    });
    void (async () => {
      for (;;) {
        const next = await feed.next();
        if (next.done) return;
        const message = { id: 'a"b', jsonrpc: '2.0', result: { type: 'data', data: next.value } };
        socket.ws.send(frameEncoder.encode(message) as string);
      }
    })();
    await until(() => subscribes === 1);
    send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 1 } });
    await until(() => socket.sent.length === 1);
    send({ channel: 'prices', seq: 2, data: { n: 2 } });
    await until(() => socket.sent.length === 2);
    expect(JSON.parse(socket.sent[1] as string)).toEqual({
      id: 'a"b',
      jsonrpc: '2.0',
      result: { type: 'data', data: { type: 'update', seq: 2, data: { n: 2 } } },
    });
    abort.abort();
  });

  it('still closes a slow socket with 4008 and ends the subscription', async () => {
    const abort = new AbortController();
    const socket = browserSocket();
    const feed = channelFeed(stream, {
      channel: 'prices',
      schema,
      signal: abort.signal,
      socket: socket as never,
    });
    const run = driveLikeTrpc(feed, socket);
    await until(() => subscribes === 1);
    send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 1 } });
    send({ channel: 'prices', seq: 2, data: { n: 2 } });
    await until(() => socket.sent.length === 2);

    socket.wire.writableLength = SLOW_CONSUMER_BYTES + 1;
    send({ channel: 'prices', seq: 3, data: { n: 3 } });
    await run.done;
    expect(socket.closedWith).toBe(SLOW_CONSUMER_CLOSE.code);
    expect(socket.sent).toHaveLength(2);
    expect(stream.stats().listeners).toBe(0);
  });

  it('tells of an interrupted upstream on the direct path too', async () => {
    const abort = new AbortController();
    const socket = browserSocket();
    const feed = channelFeed(stream, {
      channel: 'prices',
      schema,
      signal: abort.signal,
      socket: socket as never,
    });
    driveLikeTrpc(feed, socket);
    await until(() => subscribes === 1);
    send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 1 } });
    await until(() => socket.sent.length === 1);
    provider?.terminate();
    await until(() => socket.sent.length === 2);
    expect(socket.sent[1]).toBe(expected(7, { type: 'interrupted' }));
    abort.abort();
  });
});
