import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { until } from '@sikka/tests/support/until';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { StreamHub } from './streamHub.ts';

const log = pino({ level: 'silent' });
let server: Server;
let hub: StreamHub;
let url: string;
const sockets: WebSocket[] = [];

beforeEach(async () => {
  server = createServer();
  hub = new StreamHub({
    log,
    verifyToken: async (token) => (token === 'token-of-7' ? 7 : null),
    maxBufferedBytes: 256 * 1024,
  });
  hub.definePublic('prices', () => ({ tick: 0 }));
  hub.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await hub.close();
  await new Promise((resolve) => server.close(resolve));
});

interface Consumer {
  socket: WebSocket;
  messages: Array<Record<string, unknown>>;
  send(message: unknown): void;
  next(predicate: (m: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

async function connect(): Promise<Consumer> {
  const socket = new WebSocket(url);
  sockets.push(socket);
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((resolve) => socket.once('open', resolve));
  return {
    socket,
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    next: (predicate) =>
      until(() => messages.find(predicate), { what: () => `such a message in ${JSON.stringify(messages)}` }),
  };
}

describe('§4 realtime stream: connect, subscribe, unsubscribe', () => {
  it('sends a socket identifier on connect', async () => {
    const consumer = await connect();
    const connected = await consumer.next((m) => m.event === 'connected');
    expect(typeof connected.socket_id).toBe('string');
  });

  it('answers subscribe with a snapshot, then every event as {channel, seq, data} with seq counting up', async () => {
    const consumer = await connect();
    consumer.send({ event: 'subscribe', channel: 'prices' });
    expect(await consumer.next((m) => m.event === 'subscribed')).toEqual({
      event: 'subscribed',
      channel: 'prices',
      seq: 0,
      data: { tick: 0 },
    });
    for (let tick = 1; tick <= 5; tick++) hub.publish('prices', { tick });
    await consumer.next((m) => m.seq === 5 && m.event === undefined);
    const events = consumer.messages.filter((m) => m.event === undefined);
    expect(events).toEqual([1, 2, 3, 4, 5].map((seq) => ({ channel: 'prices', seq, data: { tick: seq } })));

    consumer.send({ event: 'unsubscribe', channel: 'prices' });
    await consumer.next((m) => m.event === 'unsubscribed');
    hub.publish('prices', { tick: 6 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(consumer.messages.some((m) => m.seq === 6)).toBe(false);
    expect(hub.stats().channels.prices).toBe(0);
  });

  it('a late subscriber gets the latest state with its seq', async () => {
    hub.publish('prices', { tick: 1 });
    hub.publish('prices', { tick: 2 });
    const consumer = await connect();
    consumer.send({ event: 'subscribe', channel: 'prices' });
    expect(await consumer.next((m) => m.event === 'subscribed')).toMatchObject({ seq: 2, data: { tick: 2 } });
  });

  it.each([
    [{ event: 'subscribe', channel: 'nope' }, 'Unknown channel'],
    [{ event: 'subscribe', channel: 'user:7' }, 'Not allowed to subscribe to this channel'],
    [
      { event: 'subscribe', channel: 'user:7', token: 'someone-else' },
      'Not allowed to subscribe to this channel',
    ],
    [
      { event: 'subscribe', channel: 'user:8', token: 'token-of-7' },
      'Not allowed to subscribe to this channel',
    ],
    [{ event: 'dance' }, 'Expected subscribe or unsubscribe with a channel'],
  ])('refuses %j: %s', async (request, message) => {
    const consumer = await connect();
    consumer.send(request);
    expect(await consumer.next((m) => m.event === 'error')).toMatchObject({ message });
  });

  it("a private user channel opens with that user's token", async () => {
    const consumer = await connect();
    consumer.send({ event: 'subscribe', channel: 'user:7', token: 'token-of-7' });
    await consumer.next((m) => m.event === 'subscribed' && m.channel === 'user:7');
    hub.publish('user:7', { balance: '1.00' });
    expect(await consumer.next((m) => m.channel === 'user:7' && m.seq === 1)).toMatchObject({
      data: { balance: '1.00' },
    });
  });

  it('drops a consumer that stops reading, while the others keep receiving', async () => {
    const slow = await connect();
    const fast = await connect();
    for (const consumer of [slow, fast]) consumer.send({ event: 'subscribe', channel: 'prices' });
    await slow.next((m) => m.event === 'subscribed');
    await fast.next((m) => m.event === 'subscribed');
    const closed = new Promise<number>((resolve) => slow.socket.once('close', (code) => resolve(code)));
    // Stop reading: the kernel buffers fill, then the hub's send buffer for this consumer grows.
    (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const big = 'x'.repeat(128 * 1024);
    for (let tick = 1; tick <= 400 && hub.stats().dropped === 0; tick++) {
      hub.publish('prices', { tick, big });
      await new Promise((resolve) => setImmediate(resolve));
      await fast.next((m) => m.seq === tick);
    }
    expect(hub.stats().dropped).toBe(1);
    (slow.socket as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await closed).toBe(4008);
    hub.publish('prices', { tick: 'after' });
    await fast.next((m) => (m.data as { tick?: unknown } | undefined)?.tick === 'after');
  });
});
