// Graceful operations: on SIGTERM a BFF turns not-ready, tells websocket clients to reconnect, lets
// in-flight requests finish, and exits within its bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningProcess, startBff, startProvider } from '../support/processes.ts';
import { until } from '../support/until.ts';

let provider: RunningProcess;

beforeAll(async () => {
  provider = await startProvider({ MARKET_TICK_MS: '200' });
});
afterAll(async () => {
  await provider?.stop();
});

describe('SIGTERM on a BFF', () => {
  it('readiness turns false, sockets get the reconnect notice, and the process exits 0 within the bound', async () => {
    const bff = await startBff(provider.url, { SHUTDOWN_DRAIN_MS: '800', SHUTDOWN_TIMEOUT_MS: '5000' });
    expect((await fetch(`${bff.url}/readyz`)).status).toBe(200);

    const socket = new WebSocket(`${bff.url.replace('http', 'ws')}/trpc`);
    const messages: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'market.onPrices' } }));
    await until(() => messages.some((m) => (m.result as { type?: string } | undefined)?.type === 'data'), {
      what: 'the first prices',
    });

    const signalledAt = Date.now();
    bff.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const draining = await fetch(`${bff.url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ reason: 'shutting down' });
    expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);

    const code = await bff.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    // tRPC's reconnect notice: the client reconnects (to another instance) and resubscribes.
    expect(messages).toContainEqual({ id: null, method: 'reconnect' });
    await expect(fetch(`${bff.url}/healthz`)).rejects.toThrow();
  });
});
