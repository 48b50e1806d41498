// The public, input-less queries answered beside the tRPC adapter: for each, alone and as a one-call batch, the
// same status, headers and body as the adapter (a BFF with TRPC_FAST_QUERIES=off), a failure with the same error
// shape, the cross-site rule, and the one request log line.
import { bffForFile, ORIGIN } from '@sikka/tests/support/bff';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAST_QUERIES } from './trpcFastPath.ts';

const stack = bffForFile({ faultProxy: true, env: { LOG_LEVEL: 'info' } });
let adapterUrl = '';
beforeAll(async () => {
  adapterUrl = (await stack.startAnother({ TRPC_FAST_QUERIES: 'off' })).url;
});

const BROWSER = { 'x-sikka-client': 'web', origin: ORIGIN };

async function get(base: string, path: string, headers: Record<string, string> = BROWSER) {
  const response = await fetch(`${base}${path}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

/** Both answers, taken together until a price tick does not fall between them. */
async function bothSides(path: string) {
  for (let attempt = 0; ; attempt += 1) {
    const [fast, adapter] = await Promise.all([get(stack.url, path), get(adapterUrl, path)]);
    if (fast.body === adapter.body || attempt === 4) return { fast, adapter };
  }
}

describe('fast queries answer exactly what the tRPC adapter answers', () => {
  it.each(FAST_QUERIES.flatMap((query) => [`/trpc/${query}`, `/trpc/${query}?batch=1&input=%7B%7D`]))(
    '%s',
    async (path) => {
      const { fast, adapter } = await bothSides(path);
      expect(fast.status).toBe(200);
      expect(fast).toEqual(adapter);
      expect(fast.cache).toBe('no-store');
    },
  );

  it('a failure upstream keeps the adapter’s error status and shape (with the §8 AppError)', async () => {
    stack.proxy.inject('GET', '/fees', { kind: 'status-after', status: 500 }, 2);
    const fast = await get(stack.url, '/trpc/market.fees?batch=1&input=%7B%7D');
    const adapter = await get(adapterUrl, '/trpc/market.fees?batch=1&input=%7B%7D');
    expect(fast.status).toBeGreaterThanOrEqual(500);
    expect(fast).toEqual(adapter);
    const [answer] = JSON.parse(fast.body) as Array<{ error: { data: { appError: { kind: string } } } }>;
    expect(answer?.error.data.appError.kind).toBeDefined();
  });

  it('keeps the cross-site rule: no client header or another origin is refused as before', async () => {
    const bare = await get(stack.url, '/trpc/market.prices', { origin: ORIGIN });
    const foreign = await get(stack.url, '/trpc/market.prices', {
      'x-sikka-client': 'web',
      origin: 'https://evil.example',
    });
    expect(bare.status).toBe(403);
    expect(foreign.status).toBe(403);
    expect(bare).toEqual(await get(adapterUrl, '/trpc/market.prices', { origin: ORIGIN }));
  });

  it('writes one request log line, as every other call does', async () => {
    const before = stack.logLines.length;
    await get(stack.url, '/trpc/exchange.pairs');
    const lines = stack.logLines
      .slice(before)
      .map((line) => JSON.parse(line) as { msg: string; url?: string; statusCode?: number });
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(1);
  });

  it('leaves a batch of several queries to the adapter', async () => {
    const path = '/trpc/market.fees,exchange.pairs?batch=1&input=%7B%7D';
    const { fast, adapter } = await bothSides(path);
    expect(JSON.parse(fast.body)).toHaveLength(2);
    expect(fast).toEqual(adapter);
  });
});
