// Observability: per-procedure, HTTP, provider-call, websocket, channel and fan-out metrics, plus event-loop lag.
import { bffForFile } from '@sikka/tests/support/bff';
import { until } from '@sikka/tests/support/until';
import { createTRPCClient, createWSClient, httpBatchLink, wsLink } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { AppRouter } from '../appRouter.ts';

const stack = bffForFile({ provider: { env: { MARKET_TICK_MS: '100' } } });

describe('Prometheus metrics of the BFF', () => {
  it('counts procedures, HTTP requests, provider calls, sockets, channel subscribers, fan-out delay and event-loop lag', async () => {
    const http = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${stack.url}/trpc`, headers: { 'x-sikka-client': 'web' } })],
    });
    await http.market.fees.query();
    await http.user.details.query().catch(() => undefined);
    const socket = createWSClient({
      url: `${stack.url.replace('http', 'ws')}/trpc`,
      WebSocket: WebSocket as never,
    });
    const ws = createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] });
    let updates = 0;
    const subscription = ws.market.onPrices.subscribe(undefined, { onData: () => updates++ });
    await until(() => updates >= 3, { what: 'three price updates' });

    const text = await stack.app.metrics.text();
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
