// The fan-out against a real provider: N browsers on one channel cost one upstream subscription, seq runs
// without gaps, a provider restart heals with a fresh snapshot, and the prices query costs one upstream call.
import { Writable } from 'node:stream';
import { allPricesResponseSchema } from '@sikka/shared/market/schemas';
import { bffForFile } from '@sikka/tests/support/bff';
import { until } from '@sikka/tests/support/until';
import { createTRPCClient, createWSClient, httpBatchLink, wsLink } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { AppRouter } from '../appRouter.ts';

const providerCalls: string[] = [];
// The provider's own request log says which calls reached it.
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { msg?: string; url?: string; route?: string };
      if (entry.msg === 'request') providerCalls.push(entry.url ?? entry.route ?? '');
    }
    done();
  },
});
const stack = bffForFile({ provider: { env: { MARKET_TICK_MS: '100', LOG_LEVEL: 'info' }, logStream } });

type Feed = { type: string; seq?: number; data?: unknown };

function browser() {
  const socket = createWSClient({
    url: `${stack.url.replace('http', 'ws')}/trpc`,
    WebSocket: WebSocket as never,
    retryDelayMs: () => 200,
  });
  const trpc = createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] });
  const seen: Feed[] = [];
  const subscription = trpc.market.onPrices.subscribe(undefined, { onData: (message) => seen.push(message) });
  return {
    seen,
    async close() {
      subscription.unsubscribe();
      await socket.close();
    },
  };
}

async function upstreamSubscribers(): Promise<number> {
  const stats = (await (await fetch(`${stack.provider.url}/dev/stream`)).json()) as {
    channels: Record<string, number>;
  };
  return stats.channels.prices ?? 0;
}

describe('one upstream subscription per channel, however many browsers', () => {
  it('20 browsers → one provider subscription; zero once the last leaves', async () => {
    const browsers = Array.from({ length: 20 }, browser);
    await until(() => browsers.every((b) => b.seen.some((m) => m.type === 'snapshot')));
    expect(await upstreamSubscribers()).toBe(1);
    const stats = (await (await fetch(`${stack.provider.url}/dev/stream`)).json()) as { connections: number };
    expect(stats.connections).toBe(1);

    // Every browser sees the same events in the same order, seq rising by one.
    await until(() => browsers.every((b) => b.seen.filter((m) => m.type === 'update').length >= 5));
    for (const b of browsers) {
      const seqs = b.seen.filter((m) => m.seq !== undefined).map((m) => m.seq as number);
      for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBe((seqs[i - 1] as number) + 1);
      allPricesResponseSchema.parse(b.seen.at(-1)?.data);
    }
    const bySeq = (b: { seen: Feed[] }, seq: number) =>
      JSON.stringify(b.seen.find((m) => m.seq === seq)?.data);
    const common = browsers[0]?.seen.at(-1)?.seq as number;
    await until(() => browsers.every((b) => b.seen.some((m) => m.seq === common)));
    for (const b of browsers) expect(bySeq(b, common)).toBe(bySeq(browsers[0] as { seen: Feed[] }, common));

    await Promise.all(browsers.slice(0, 19).map((b) => b.close()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await upstreamSubscribers()).toBe(1);
    await browsers[19]?.close();
    await until(async () => (await upstreamSubscribers()) === 0, { every: 50 });
    expect(await upstreamSubscribers()).toBe(0);
  });

  it("declines websocket compression, which would let ws queue messages behind the feeds' own writes", async () => {
    const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/trpc`, { perMessageDeflate: {} });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    expect(socket.extensions).toBe('');
    socket.close();
  });

  it('a provider restart mid-stream: subscribers are told, then continue from a fresh snapshot', async () => {
    const a = browser();
    const b = browser();
    await until(() => a.seen.some((m) => m.type === 'update') && b.seen.some((m) => m.type === 'update'));
    await stack.provider.restart({ downMs: 300 });
    for (const subscriber of [a, b]) {
      // Just past the interruption, once it has arrived.
      const interrupted = await until(() => {
        const index = subscriber.seen.findIndex((m) => m.type === 'interrupted');
        return index >= 0 && index + 1;
      });
      // After the interruption: a snapshot, then updates again with consecutive seq.
      await until(() => subscriber.seen.slice(interrupted).filter((m) => m.type === 'update').length >= 3);
      const after = subscriber.seen.slice(interrupted);
      expect(after[0]?.type).toBe('snapshot');
      const seqs = after.map((m) => m.seq as number);
      for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBe((seqs[i - 1] as number) + 1);
    }
    await a.close();
    await b.close();
  });
});

describe('market.prices as a query', () => {
  it('a burst of 200 loads costs the provider one call (per second of burst) when no browser holds the stream', async () => {
    const http = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${stack.url}/trpc`,
          headers: { 'x-sikka-client': 'web' },
          maxItems: 1,
        }),
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past any earlier answer's reuse window
    providerCalls.length = 0;
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 200 }, () => http.market.prices.query()));
    const seconds = Math.floor((Date.now() - started) / 1000);
    const calls = providerCalls.filter((url) => url === '/trades/in/all/all').length;
    // One shared call answers everything in flight and is reused for a second; a burst that outlasts that
    // second (a loaded machine) may cost one more call per further second, never one per request.
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(1 + seconds);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBeLessThanOrEqual(calls);
  });

  it('is served from the live copy, with no provider call, while a browser holds the stream', async () => {
    const holder = browser();
    await until(() => holder.seen.some((m) => m.type === 'snapshot'));
    const http = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${stack.url}/trpc`, headers: { 'x-sikka-client': 'web' } })],
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    providerCalls.length = 0;
    const prices = await http.market.prices.query();
    expect(allPricesResponseSchema.parse(prices)).toBeTruthy();
    expect(providerCalls.filter((url) => url === '/trades/in/all/all')).toHaveLength(0);
    await holder.close();
  });
});
