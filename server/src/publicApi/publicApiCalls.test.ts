// The public REST API through the BFF against a real provider: the OpenAPI document describes every /api/v1 route,
// market data is cached with ETag, account and order calls take a signed request (and never the session cookie),
// scopes and the per-key rate limit hold, withdrawals are not there, and fuzzed inputs never give a 5xx.
import { randomUUID } from 'node:crypto';
import { signRequest } from '@sikka/tests/support/apiKeys';
import { bffForFile } from '@sikka/tests/support/bff';
import { checkedFetch } from '@sikka/tests/support/openApiContract';
import { latestOtp } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyOwner, type Key, signedRequests } from './publicApiKit.ts';
import { PUBLIC_API_PREFIX, PUBLIC_ROUTES } from './publicRoutes.ts';

const stack = bffForFile({ env: { API_RATE_LIMIT_PER_KEY: '40', LOG_LEVEL: 'info' } });
// Every answer of this file's /api/v1 calls is held to the OpenAPI document the BFF serves.
const contract = checkedFetch();
vi.stubGlobal('fetch', contract.fetch);
afterAll(() => {
  vi.unstubAllGlobals();
  expect(contract.problems).toEqual([]);
});

const signed = signedRequests(stack);
let tradeKey: Key;
let readKey: Key;
let owner: { id: number; cookie: string };
beforeAll(async () => {
  ({ tradeKey, readKey, owner } = await apiKeyOwner(stack));
});

/** A BTC limit buy at `percent` of the instant selling price, rounded down to the pair's ₹100 tick. */
async function placeLimitBuy(key: Key, percent: bigint) {
  const prices = (await (await fetch(`${stack.url}/api/v1/prices`)).json()) as {
    BTC: { selling_price: string };
  };
  const whole = BigInt(prices.BTC.selling_price.split('.')[0] as string);
  return signed(key, 'POST', '/api/v1/orders', {
    idempotency_key: randomUUID(),
    coin: 'BTC',
    base_coin: 'INR',
    order_type: 'BID',
    advance_order_type: 'LIMIT',
    unit: 'volume',
    rate: String(((whole * percent) / 10_000n) * 100n),
    volume: '0.001',
  });
}

describe('the OpenAPI document', () => {
  it('describes every /api/v1 route, with its parameters and answer, and nothing else', async () => {
    const answer = await fetch(`${stack.url}${PUBLIC_API_PREFIX}/openapi.json`);
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The document writes a path parameter `{id}` where the route table writes `:id`.
    const served = PUBLIC_ROUTES.map(
      (route) => `${route.method} ${PUBLIC_API_PREFIX}${route.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(described.sort()).toEqual(served.sort());
    const place = document.paths[`${PUBLIC_API_PREFIX}/orders`]?.post as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
      security: unknown[];
    };
    expect(Object.keys(place.requestBody.content['application/json'].schema.properties)).toContain(
      'idempotency_key',
    );
    expect(place.security).toEqual([{ ApiKey: [] }]);
    const fields = place.requestBody.content['application/json'].schema.properties;
    expect(fields.order_type).toMatchObject({ enum: ['BID', 'ASK'] });
    expect(fields.unit).toMatchObject({ enum: ['volume', 'amount'] });
  });

  it('every route the BFF serves under /api/v1 is described (a route added without the table fails here)', () => {
    const routes = stack.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes(PUBLIC_API_PREFIX));
    expect(routes.length).toBeGreaterThan(0);
    for (const line of routes) {
      const path = /(\/api\/v1\S*)/.exec(line)?.[1] ?? '';
      if (path === `${PUBLIC_API_PREFIX}/openapi.json` || path.endsWith('/')) continue;
      expect(
        PUBLIC_ROUTES.some((route) => `${PUBLIC_API_PREFIX}${route.path}`.startsWith(path)),
        path,
      ).toBe(true);
    }
  });
});

describe('public market data', () => {
  it('is cached: an ETag, a short max-age, 304 on If-None-Match, and one provider call per max-age', async () => {
    const providerCalls = () =>
      stack.logLines.filter((line) => line.includes('"provider call"') && line.includes('/exchange/tickers'))
        .length;
    const before = providerCalls();
    const first = await fetch(`${stack.url}/api/v1/tickers`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=1');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${stack.url}/api/v1/tickers`, { headers: { 'if-none-match': etag } }),
      ),
    );
    expect(answers.every((answer) => answer.status === 304 || answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.status === 304).length).toBeGreaterThan(15);
    expect(providerCalls() - before).toBeLessThanOrEqual(2);
  });

  it('refuses a bad query on its field, and an unknown route with a pointer to the document', async () => {
    const bad = await fetch(`${stack.url}/api/v1/orderbook?pair=XRP-INR`);
    expect(bad.status).toBe(422);
    expect(
      ((await bad.json()) as { error: { errors: Record<string, unknown> } }).error.errors.pair,
    ).toBeDefined();
    const unknown = await fetch(`${stack.url}/api/v1/withdrawals`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});

describe('signed account and order calls', () => {
  it('reads balances and places, lists and cancels an order with a trade key', async () => {
    const balances = await signed(tradeKey, 'GET', '/api/v1/account/balances');
    expect(balances.status).toBe(200);
    expect(balances.headers.get('ratelimit-limit')).toBe('40');
    expect(Number(balances.headers.get('ratelimit-remaining'))).toBeLessThan(40);
    const wallets = (await balances.json()) as { wallets: { INR: { available: string } } };
    expect(wallets.wallets.INR.available).toBe('100000.00');

    // A limit buy under the market, inside the exchange's price band: it rests on the book.
    const placed = await placeLimitBuy(tradeKey, 95n);
    const placedBody = (await placed.json()) as { order: { id: number; status: string } };
    expect(placed.status, JSON.stringify(placedBody)).toBe(200);
    const open = (await (await signed(tradeKey, 'GET', '/api/v1/orders/open?pair=BTC-INR')).json()) as {
      data: Array<{ id: number }>;
    };
    expect(open.data.map((row) => row.id)).toContain(placedBody.order.id);
    const cancelled = await signed(tradeKey, 'POST', '/api/v1/orders/cancel', {
      order_id: placedBody.order.id,
    });
    expect(cancelled.status).toBe(200);
  });

  it('an order_type other than BID or ASK is refused on its field (a typo never sells), and nothing is placed', async () => {
    const openBefore = await (await signed(tradeKey, 'GET', '/api/v1/orders/open')).json();
    for (const orderType of ['buy', 'BUY', 'LONG', 'bid', 'Sell']) {
      const answer = await signed(tradeKey, 'POST', '/api/v1/orders', {
        idempotency_key: randomUUID(),
        coin: 'BTC',
        base_coin: 'INR',
        order_type: orderType,
        advance_order_type: 'MARKET',
        volume: '0.001',
      });
      expect(answer.status, orderType).toBe(422);
      const body = (await answer.json()) as { error: { errors: Record<string, string[]> } };
      expect(Object.keys(body.error.errors)).toEqual(['order_type']);
    }
    expect(await (await signed(tradeKey, 'GET', '/api/v1/orders/open')).json()).toEqual(openBefore);
  });

  it("another person's key cannot see or cancel an order that is not theirs", async () => {
    const browser = await stack.signedIn({ state: 'verified', inr: '1000' });
    await browser.bff.trpc.user.requestOtp.mutate({ type: 8 });
    const made = await browser.bff.trpc.apiKeys.create.mutate({
      label: 'other',
      scopes: ['read', 'trade'],
      otp: await latestOtp(stack.provider.url, browser.mobile),
    });
    const stranger = { keyId: made.key.key_id, secret: made.secret };
    const placed = (await (await placeLimitBuy(tradeKey, 90n)).json()) as { order: { id: number } };
    const read = await signed(stranger, 'GET', `/api/v1/order?id=${placed.order.id}`);
    expect(read.status).toBe(404);
    const cancel = await signed(stranger, 'POST', '/api/v1/orders/cancel', { order_id: placed.order.id });
    expect(cancel.status).toBe(404);
    // Still the owner's, and open.
    const mine = (await (await signed(tradeKey, 'GET', `/api/v1/order?id=${placed.order.id}`)).json()) as {
      order: { status: string };
    };
    expect(mine.order.status).toBe('open');
    expect(
      (await signed(tradeKey, 'POST', '/api/v1/orders/cancel', { order_id: placed.order.id })).status,
    ).toBe(200);
  });

  it('a read key cannot trade (403), and no key reaches withdrawals', async () => {
    const refused = await signed(readKey, 'POST', '/api/v1/orders/cancel-all', {});
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/scopes/);
    expect((await signed(tradeKey, 'POST', '/api/v1/withdrawals', {})).status).toBe(404);
  });

  it('never takes the session cookie, and the browser routes never take an API key', async () => {
    const withCookie = await fetch(`${stack.url}/api/v1/account/balances`, {
      headers: { cookie: owner.cookie },
    });
    expect(withCookie.status).toBe(401);
    const { headers } = signRequest(tradeKey.keyId, tradeKey.secret, {
      method: 'GET',
      target: '/trpc/wallet.balances',
    });
    const trpc = await fetch(`${stack.url}/trpc/wallet.balances`, {
      headers: { ...headers, 'x-sikka-client': 'web' },
    });
    expect(trpc.status).toBe(401);
  });

  it('refuses an altered or replayed request with what was wrong', async () => {
    const target = '/api/v1/account/balances';
    const { headers } = signRequest(tradeKey.keyId, tradeKey.secret, {
      method: 'GET',
      target,
      timestamp: String(stack.provider.clock.now().getTime()),
    });
    expect((await fetch(`${stack.url}${target}`, { headers })).status).toBe(200);
    const replay = await fetch(`${stack.url}${target}`, { headers });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { message: string }).message).toMatch(/nonce was already used/);
    const altered = await fetch(`${stack.url}${target}?extra=1`, { headers });
    expect(altered.status).toBe(401);
  });

  it('counts each key across the window: past the limit, 429 with Retry-After and the RateLimit headers', async () => {
    const limited = await stack.startAnother({ API_RATE_LIMIT_PER_KEY: '3' });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      const target = '/api/v1/account/balances';
      const { headers } = signRequest(readKey.keyId, readKey.secret, {
        method: 'GET',
        target,
        timestamp: String(stack.provider.clock.now().getTime()),
      });
      last = await fetch(`${limited.url}${target}`, { headers });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(last?.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('fuzzed queries and bodies never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PUBLIC_ROUTES),
        fc.jsonValue({ maxDepth: 2 }),
        async (route, value) => {
          const target =
            route.method === 'GET'
              ? `${PUBLIC_API_PREFIX}${route.path}?q=${encodeURIComponent(JSON.stringify(value))}`
              : `${PUBLIC_API_PREFIX}${route.path}`;
          const answer = await signed(
            tradeKey,
            route.method,
            target,
            route.method === 'POST' ? value : undefined,
          );
          expect(answer.status, `${route.method} ${target}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
