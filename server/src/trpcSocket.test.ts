// One client cannot hold the BFF's websockets without bound: a socket runs a capped number of subscriptions, and an
// address (the trusted X-Forwarded-For behind a load balancer) a capped number of sockets (README "Deliberate limits").
import { createServer } from 'node:net';
import { until } from '@sikka/tests/support/until';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from './app.ts';
import { loadServerConfig } from './config.ts';
import { TOO_MANY_SUBSCRIPTIONS_MESSAGE } from './realtime/browserSocket.ts';
import { TOO_MANY_SOCKETS_CLOSE } from './trpcSocket.ts';

const ORIGIN = 'http://localhost:3000';
let app: FastifyInstance | undefined;
const opened: WebSocket[] = [];

afterEach(async () => {
  for (const socket of opened.splice(0)) socket.terminate();
  await app?.close();
  app = undefined;
});

/** A loopback port nothing listens on: the provider's stream is out of reach, which the feeds report. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startBff(env: Record<string, string>): Promise<string> {
  const port = await closedPort();
  app = buildApp(
    loadServerConfig({
      PROVIDER_URL: `http://127.0.0.1:${port}`,
      CLIENT_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      MAINTENANCE_FILE: '/nonexistent/maintenance.json',
      ...env,
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port: bff } = app.server.address() as { port: number };
  return `ws://127.0.0.1:${bff}/trpc`;
}

interface Client {
  socket: WebSocket;
  messages: Array<{
    id: number | null;
    result?: { type: string };
    error?: { message: string; data: { code: string } };
  }>;
  /** How the server closed the socket, once it has. */
  closed: Promise<{ code: number; reason: string }>;
}

async function connect(url: string, forwardedFor?: string): Promise<Client> {
  const socket = new WebSocket(url, {
    headers: { origin: ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
  opened.push(socket);
  const client: Client = {
    socket,
    messages: [],
    closed: new Promise((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    ),
  };
  socket.on('message', (data) => client.messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return client;
}

const subscribe = (client: Client, id: number, path: string) =>
  client.socket.send(JSON.stringify({ id, method: 'subscription', params: { path } }));

async function answer(client: Client, id: number, type?: string) {
  return until(
    () =>
      client.messages.find(
        (m) =>
          m.id === id && (type === undefined || m.result?.type === type || (type === 'error' && m.error)),
      ),
    { what: () => `${type ?? 'an answer'} for id ${id} in ${JSON.stringify(client.messages)}` },
  );
}

/** Open (answers a subscription) or closed by the server within a short wait. */
async function fate(client: Client): Promise<'open' | { code: number; reason: string }> {
  const closed = await Promise.race([
    client.closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 300)),
  ]);
  return closed ?? 'open';
}

describe('a websocket runs at most WS_MAX_SUBSCRIPTIONS_PER_SOCKET subscriptions at once', () => {
  it('refuses one past the cap with TOO_MANY_REQUESTS, keeps the others, and admits one again once another stops', async () => {
    const url = await startBff({ WS_MAX_SUBSCRIPTIONS_PER_SOCKET: '3' });
    const client = await connect(url);
    subscribe(client, 1, 'market.onPrices');
    subscribe(client, 2, 'market.onPrices');
    subscribe(client, 3, 'system.onMaintenance');
    for (const id of [1, 2, 3]) await answer(client, id, 'started');

    subscribe(client, 4, 'market.onPrices');
    const refused = await answer(client, 4, 'error');
    expect(refused.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.error?.message).toBe(TOO_MANY_SUBSCRIPTIONS_MESSAGE);
    expect(client.messages.some((m) => m.id === 4 && m.result?.type === 'started')).toBe(false);
    // The refusal is for that subscription only: the socket and the others stay.
    expect(await fate(client)).toBe('open');

    client.socket.send(JSON.stringify({ id: 1, method: 'subscription.stop' }));
    await answer(client, 1, 'stopped');
    subscribe(client, 5, 'market.onPrices');
    await answer(client, 5, 'started');
    subscribe(client, 6, 'market.onPrices');
    expect((await answer(client, 6, 'error')).error?.data.code).toBe('TOO_MANY_REQUESTS');
  });

  it('counts each socket on its own', async () => {
    const url = await startBff({ WS_MAX_SUBSCRIPTIONS_PER_SOCKET: '1' });
    const [a, b] = [await connect(url), await connect(url)] as [Client, Client];
    subscribe(a, 1, 'market.onPrices');
    subscribe(b, 1, 'market.onPrices');
    await answer(a, 1, 'started');
    await answer(b, 1, 'started');
  });
});

describe('an address holds at most WS_MAX_SOCKETS_PER_ADDRESS websockets at once', () => {
  it('behind a trusted proxy, counts the forwarded address: the one past the cap is closed with 4029', async () => {
    const url = await startBff({ TRUST_PROXY: '1', WS_MAX_SOCKETS_PER_ADDRESS: '2' });
    const first = await connect(url, '203.0.113.7');
    await connect(url, '203.0.113.7');
    const third = await connect(url, '203.0.113.7');
    expect(await fate(third)).toEqual(TOO_MANY_SOCKETS_CLOSE);
    // Another address is unaffected, and a socket that closes frees its place.
    const other = await connect(url, '198.51.100.9');
    expect(await fate(other)).toBe('open');
    first.socket.close();
    await first.closed;
    const again = await connect(url, '203.0.113.7');
    expect(await fate(again)).toBe('open');
    subscribe(again, 1, 'system.onMaintenance');
    await answer(again, 1, 'started');
  });

  it('without a trusted proxy, ignores X-Forwarded-For and counts the connection’s own address', async () => {
    const url = await startBff({ WS_MAX_SOCKETS_PER_ADDRESS: '2' });
    await connect(url, '203.0.113.7');
    await connect(url, '198.51.100.9');
    const third = await connect(url, '192.0.2.1');
    expect(await fate(third)).toEqual(TOO_MANY_SOCKETS_CLOSE);
  });
});
