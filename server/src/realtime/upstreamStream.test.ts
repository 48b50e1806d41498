// The upstream stream against a scripted provider: gaps heal by a fresh snapshot, refusals reach listeners,
// and a slow browser's feed is closed while the others keep receiving.
import type { AddressInfo } from 'node:net';
import { until } from '@sikka/tests/support/until';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { channelFeed, SLOW_CONSUMER_BYTES, SLOW_CONSUMER_CLOSE } from './feed.ts';
import { type FeedMessage, UpstreamStream } from './upstreamStream.ts';

const log = pino({ level: 'silent' });
const schema = z.object({ n: z.number() });
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

describe('upstream stream: one subscription per channel, seq gaps healed by a fresh snapshot', () => {
  it('applies consecutive events, and on a gap subscribes again and waits for the snapshot', async () => {
    const seen: Array<FeedMessage<{ n: number }>> = [];
    stream.join('prices', { deliver: (frame) => seen.push(frame.value) }, { schema });
    await until(() => received.some((m) => m.event === 'subscribe'));
    send({ event: 'subscribed', channel: 'prices', seq: 5, data: { n: 5 } });
    send({ channel: 'prices', seq: 6, data: { n: 6 } });
    send({ channel: 'prices', seq: 6, data: { n: 6 } }); // a duplicate is ignored
    send({ channel: 'prices', seq: 8, data: { n: 8 } }); // 7 is missing
    await until(() => received.filter((m) => m.event === 'subscribe').length === 2);
    send({ channel: 'prices', seq: 9, data: { n: 9 } }); // ignored until the snapshot
    send({ event: 'subscribed', channel: 'prices', seq: 9, data: { n: 9 } });
    send({ channel: 'prices', seq: 10, data: { n: 10 } });
    await until(() => seen.some((m) => m.type === 'update' && m.seq === 10));
    expect(seen.map((m) => `${m.type}:${'seq' in m ? m.seq : ''}`)).toEqual([
      'snapshot:5',
      'update:6',
      'snapshot:9',
      'update:10',
    ]);
    expect(stream.stats().gaps).toBe(1);
  });

  it('tells the fan-out delay metric once per event, however many listeners, and not of interruptions', async () => {
    const delays: number[] = [];
    await stream.close();
    stream = new UpstreamStream({
      url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
      log,
      minDelayMs: 50,
      maxDelayMs: 100,
      fanoutDelay: { observe: (seconds) => delays.push(seconds) },
    });
    const seen: number[] = [0, 0, 0];
    for (const index of [0, 1, 2]) {
      stream.join('prices', { deliver: () => (seen[index] = (seen[index] ?? 0) + 1) }, { schema });
    }
    await until(() => received.some((m) => m.event === 'subscribe'));
    send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 1 } });
    send({ channel: 'prices', seq: 2, data: { n: 2 } });
    send({ channel: 'prices', seq: 3, data: { n: 3 } });
    await until(() => seen.every((count) => count === 3));
    expect(delays).toHaveLength(3);
    for (const seconds of delays) expect(seconds).toBeGreaterThanOrEqual(0);
    for (const seconds of delays) expect(seconds).toBeLessThan(1);
    provider?.terminate();
    await until(() => seen.every((count) => count === 4)); // each listener is told of the interruption
    expect(delays).toHaveLength(3);
  });

  it('drops data that fails the channel schema instead of passing it to browsers', async () => {
    const seen: Array<FeedMessage<{ n: number }>> = [];
    stream.join('prices', { deliver: (frame) => seen.push(frame.value) }, { schema });
    await until(() => received.length > 0);
    send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 'not a number' } });
    send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 1 } });
    await until(() => seen.length === 1);
    expect(seen[0]).toMatchObject({ type: 'snapshot', data: { n: 1 } });
  });

  it('passes a refusal of a private channel to its listeners', async () => {
    const seen: Array<FeedMessage<{ n: number }>> = [];
    stream.join('user:7', { deliver: (frame) => seen.push(frame.value) }, { schema, token: 'expired' });
    await until(() => received.some((m) => m.channel === 'user:7' && m.token === 'expired'));
    send({ event: 'error', channel: 'user:7', message: 'Not allowed to subscribe to this channel' });
    await until(() => seen.length === 1);
    expect(seen[0]).toEqual({ type: 'refused', message: 'Not allowed to subscribe to this channel' });
  });

  it('tells listeners of an interruption and resubscribes every live channel after reconnecting', async () => {
    const seen: Array<FeedMessage<{ n: number }>> = [];
    stream.join('prices', { deliver: (frame) => seen.push(frame.value) }, { schema });
    await until(() => received.length === 1);
    send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 1 } });
    await until(() => seen.length === 1);
    provider?.terminate();
    await until(() => seen.some((m) => m.type === 'interrupted'));
    await until(() => received.length === 2);
    expect(received[1]).toEqual({ event: 'subscribe', channel: 'prices' });
    expect(stream.stats().reconnects).toBe(1);
  });
});

describe('upstream stream when the provider is down from the start', () => {
  it('tells a browser once that data is interrupted, not at every failed attempt', async () => {
    const down = new UpstreamStream({ url: 'ws://127.0.0.1:9/stream', log, minDelayMs: 20, maxDelayMs: 40 });
    const seen: Array<FeedMessage<{ n: number }>> = [];
    down.join('prices', { deliver: (frame) => seen.push(frame.value) }, { schema });
    await until(() => down.stats().reconnects >= 3);
    expect(seen).toEqual([{ type: 'interrupted' }]);
    const late: Array<FeedMessage<{ n: number }>> = [];
    down.join('prices', { deliver: (frame) => late.push(frame.value) }, { schema });
    expect(late).toEqual([{ type: 'interrupted' }]);
    await down.close();
  });
});

describe('browser feeds: a slow browser is disconnected without stalling the others', () => {
  it('closes the slow socket with 4008 and keeps feeding the rest', async () => {
    const abort = new AbortController();
    let closedWith: number | null = null;
    const slowSocket = {
      ws: { close: (code: number) => (closedWith = code), bufferedAmount: SLOW_CONSUMER_BYTES + 1 },
      wire: null,
    };
    const fastSocket = { ws: { close: () => {}, bufferedAmount: 0 }, wire: null };
    const slow = channelFeed(stream, {
      channel: 'prices',
      schema,
      signal: abort.signal,
      socket: slowSocket as never,
    });
    const fast = channelFeed(stream, {
      channel: 'prices',
      schema,
      signal: abort.signal,
      socket: fastSocket as never,
    });
    const slowNext = slow.next();
    const fastNext = fast.next();
    await until(() => received.length === 1);
    send({ event: 'subscribed', channel: 'prices', seq: 1, data: { n: 1 } });
    expect((await slowNext).done).toBe(true);
    expect(closedWith).toBe(SLOW_CONSUMER_CLOSE.code);
    expect((await fastNext).value?.value).toMatchObject({ type: 'snapshot', seq: 1 });
    send({ channel: 'prices', seq: 2, data: { n: 2 } });
    expect((await fast.next()).value?.value).toMatchObject({ type: 'update', seq: 2 });
    abort.abort();
    expect((await fast.next()).done).toBe(true);
    // The slow feed left; one listener remains until the fast one's generator finished.
    expect(stream.stats().listeners).toBe(0);
  });
});
