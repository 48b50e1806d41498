// Observability: per-procedure, HTTP, provider-call, websocket, channel and fan-out metrics, plus event-loop lag.
import { startTestProvider, type TestProvider } from '@sikka/tests/support/provider';
import { createTRPCClient, createWSClient, httpBatchLink, wsLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../app.ts';
import type { AppRouter } from '../appRouter.ts';
import { loadServerConfig } from '../config.ts';

let provider: TestProvider;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  provider = await startTestProvider({ env: { MARKET_TICK_MS: '100' } });
  app = buildApp(
    loadServerConfig({
      PROVIDER_URL: provider.url,
      CLIENT_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      MAINTENANCE_FILE: '/nonexistent/maintenance.json',
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  url = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

describe('Prometheus metrics of the BFF', () => {
  it('counts procedures, HTTP requests, provider calls, sockets, channel subscribers, fan-out delay and event-loop lag', async () => {
    const http = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `http://${url}/trpc`, headers: { 'x-sikka-client': 'web' } })],
    });
    await http.market.fees.query();
    await http.user.details.query().catch(() => undefined);
    const socket = createWSClient({ url: `ws://${url}/trpc`, WebSocket: WebSocket as never });
    const ws = createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] });
    let updates = 0;
    const subscription = ws.market.onPrices.subscribe(undefined, { onData: () => updates++ });
    const deadline = Date.now() + 5_000;
    while (updates < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));

    const text = await app.metrics.text();
    expect(text).toMatch(
      /sikka_bff_procedure_seconds_count\{procedure="market.fees",type="query",outcome="ok"\} 1/,
    );
    expect(text).toMatch(
      /sikka_bff_procedure_seconds_count\{procedure="user.details",type="query",outcome="UNAUTHORIZED"\} 1/,
    );
    expect(text).toMatch(
      /sikka_bff_http_request_seconds_count\{route="\/trpc\/:path",method="GET",status="200"\}/,
    );
    expect(text).toMatch(
      /sikka_bff_provider_call_seconds_count\{method="GET",path="\/fees",status="200"\} 1/,
    );
    expect(text).toMatch(/sikka_bff_ws_connections 1/);
    expect(text).toMatch(/sikka_bff_channel_subscribers\{channel="prices"\} 1/);
    expect(text).toMatch(/sikka_bff_upstream_stream_up 1/);
    expect(text).toMatch(/sikka_bff_fanout_delay_seconds_count [1-9]/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds /);
    subscription.unsubscribe();
    await socket.close();
  });
});
