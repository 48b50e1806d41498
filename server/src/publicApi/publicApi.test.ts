// The public REST API through the BFF against a real provider: the OpenAPI document describes every /api/v1 route,
// market data is cached with ETag, account and order calls take a signed request (and never the session cookie),
// scopes and the per-key rate limit hold, withdrawals are not there, fuzzed inputs never give a 5xx, and the
// integrators' websocket follows the book and, once signed in, the key owner's data until the key is revoked.
import { randomUUID } from 'node:crypto';
import { createApiKeyResponseSchema } from '@sikka/shared/apiKeys/schemas';
import { signRequest } from '@sikka/tests/support/apiKeys';
import { bffForFile } from '@sikka/tests/support/bff';
import { checkedFetch } from '@sikka/tests/support/openApiContract';
import { call, createUser, fundUser, latestOtp, signIn, verifyUser } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { PUBLIC_API_PREFIX, PUBLIC_ROUTES } from './publicRoutes.ts';

const stack = bffForFile({ env: { API_RATE_LIMIT_PER_KEY: '40', LOG_LEVEL: 'info' } });
// Every answer of this file's /api/v1 calls is held to the OpenAPI document the BFF serves.
const contract = checkedFetch();
vi.stubGlobal('fetch', contract.fetch);
afterAll(() => {
  vi.unstubAllGlobals();
  expect(contract.problems).toEqual([]);
});

interface Key {
  keyId: string;
  secret: string;
}
let tradeKey: Key;
let readKey: Key;
let owner: { id: number; cookie: string };
/** Another key of the same owner (one API key's limits and client_order_ids are its own). */
let makeKey: (scopes: string[]) => Promise<Key>;

/** A verified, funded user with a read+trade key and a read-only key, made over the provider's calls. */
beforeAll(async () => {
  const user = await createUser(stack.provider.url);
  await verifyUser(stack.provider.url, user.id);
  await fundUser(stack.provider.url, user.id, 'INR', '100000');
  const mobile = user.mobile_number as string;
  const { token } = await signIn(stack.provider, mobile);
  makeKey = async (scopes: string[]): Promise<Key> => {
    stack.provider.clock.advanceSeconds(91);
    await call(stack.provider, 'POST', '/request-otp', { bearer: token, body: { type: 8 } });
    const made = await call(stack.provider, 'POST', '/api-keys', {
      bearer: token,
      body: { label: scopes.join('+'), scopes, otp: await latestOtp(stack.provider.url, mobile) },
    });
    const { key, secret } = createApiKeyResponseSchema.parse(made.body);
    return { keyId: key.key_id, secret };
  };
  tradeKey = await makeKey(['read', 'trade']);
  readKey = await makeKey(['read']);
  const signedIn = await stack.signedIn();
  owner = { id: user.id, cookie: signedIn.cookie };
});

interface SignedOptions {
  /** Another BFF on the same provider. */
  base?: string;
  /** How old the request is, in milliseconds, on the provider's clock. */
  ageMs?: number;
  receiveWindow?: string;
  contentType?: string;
}

/** A request signed as an integrator's script does, against the provider's clock. */
function signed(
  key: Key,
  method: 'GET' | 'POST',
  target: string,
  body?: unknown,
  options: SignedOptions = {},
) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const { headers } = signRequest(key.keyId, key.secret, {
    method,
    target,
    body: text,
    timestamp: String(stack.provider.clock.now().getTime() - (options.ageMs ?? 0)),
    ...(options.receiveWindow === undefined ? {} : { receiveWindow: options.receiveWindow }),
  });
  return fetch(`${options.base ?? stack.url}${target}`, {
    method,
    headers: { ...headers, ...(text ? { 'content-type': options.contentType ?? 'application/json' } : {}) },
    ...(text ? { body: text } : {}),
  });
}

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

describe('what integrators expect of an exchange API', () => {
  // A BFF with room for many signed requests a minute, on the same provider (the file's own allows 40 per key).
  let roomy: string;
  let key: Key;
  beforeAll(async () => {
    roomy = (await stack.startAnother({ API_RATE_LIMIT_PER_KEY: '1000' })).url;
    key = await makeKey(['read', 'trade']);
  });
  const call = (method: 'GET' | 'POST', target: string, body?: unknown, options: SignedOptions = {}) =>
    signed(key, method, target, body, { base: roomy, ...options });
  const limitBuy = (extra: Record<string, unknown>) => ({
    coin: 'BTC',
    base_coin: 'INR',
    order_type: 'BID',
    advance_order_type: 'LIMIT',
    rate: '100000',
    volume: '0.001',
    ...extra,
  });

  it("tells the server's time, the clock signatures are checked against", async () => {
    const answer = await fetch(`${roomy}/api/v1/time`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ server_time: stack.provider.clock.now().getTime() });
  });

  it('takes a client_order_id: echoed, unique per key, readable and cancellable by it', async () => {
    const id = `bot-${randomUUID().slice(0, 8)}`;
    const placed = await call('POST', '/api/v1/orders', limitBuy({ client_order_id: id }));
    const order = ((await placed.json()) as { order: { id: number; client_order_id: string } }).order;
    expect(placed.status).toBe(200);
    expect(order.client_order_id).toBe(id);
    // The same id and request again is the same order; the same id for another order is a conflict.
    const again = (await (
      await call('POST', '/api/v1/orders', limitBuy({ client_order_id: id }))
    ).json()) as {
      order: { id: number };
    };
    expect(again.order.id).toBe(order.id);
    const clash = await call('POST', '/api/v1/orders', limitBuy({ client_order_id: id, rate: '100100' }));
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ code: 'conflict' });
    // Another key of the same person has ids of its own.
    const other = await makeKey(['read', 'trade']);
    const theirs = await signed(other, 'POST', '/api/v1/orders', limitBuy({ client_order_id: id }), {
      base: roomy,
    });
    expect(((await theirs.json()) as { order: { id: number } }).order.id).not.toBe(order.id);
    const read = await call('GET', `/api/v1/order?client_order_id=${id}`);
    expect(((await read.json()) as { order: { id: number } }).order.id).toBe(order.id);
    expect((await call('GET', '/api/v1/order?client_order_id=never-placed')).status).toBe(404);
    const cancelled = await call('POST', '/api/v1/orders/cancel', { client_order_id: id });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { order: { id: number; status: string } }).order).toMatchObject({
      id: order.id,
      status: 'cancelled',
    });
    const both = await call('POST', '/api/v1/orders/cancel', { order_id: order.id, client_order_id: id });
    expect(both.status).toBe(422);
  });

  it('takes a receive window the caller signs, up to 60 s (5 s without one)', async () => {
    const stale = await call('GET', '/api/v1/account/balances', undefined, { ageMs: 30_000 });
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: 'request_expired' });
    const widened = await call('GET', '/api/v1/account/balances', undefined, {
      ageMs: 30_000,
      receiveWindow: '60000',
    });
    expect(widened.status).toBe(200);
    const tooOld = await call('GET', '/api/v1/account/balances', undefined, {
      ageMs: 61_000,
      receiveWindow: '60000',
    });
    expect(await tooOld.json()).toMatchObject({ code: 'request_expired' });
    const tooWide = await call('GET', '/api/v1/account/balances', undefined, { receiveWindow: '60001' });
    expect(tooWide.status).toBe(401);
    expect(await tooWide.json()).toMatchObject({ code: 'bad_receive_window' });
  });

  it('puts a machine-readable code beside every error message', async () => {
    const unsigned = await fetch(`${roomy}/api/v1/account/balances`);
    expect(await unsigned.json()).toMatchObject({ code: 'unsigned', message: expect.any(String) });
    const field = await call('POST', '/api/v1/orders', limitBuy({ client_order_id: 'x', order_type: 'buy' }));
    expect(await field.json()).toMatchObject({
      error: { code: 'invalid_field', message: expect.any(String) },
    });
    const scope = await signed(readKey, 'POST', '/api/v1/orders/cancel-all', {}, { base: roomy });
    expect(await scope.json()).toMatchObject({ code: 'forbidden' });
    const unknown = await fetch(`${roomy}/api/v1/nothing-here`);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('checks and prices a test order without placing it', async () => {
    const before = await (await call('GET', '/api/v1/account/balances')).json();
    const openBefore = await (await call('GET', '/api/v1/orders/open')).json();
    const test = await call('POST', '/api/v1/orders/test', limitBuy({ idempotency_key: randomUUID() }));
    expect(test.status).toBe(200);
    const priced = (await test.json()) as { lock: { asset: string; amount: string }; side: string };
    expect(priced).toMatchObject({ side: 'buy', lock: { asset: 'INR' } });
    // ₹100 of BTC at ₹1,00,000 is ₹100.00, with the highest fee and its GST on top.
    expect(Number(priced.lock.amount)).toBeGreaterThan(100);
    expect(await (await call('GET', '/api/v1/account/balances')).json()).toEqual(before);
    expect(await (await call('GET', '/api/v1/orders/open')).json()).toEqual(openBefore);
    const refused = await call(
      'POST',
      '/api/v1/orders/test',
      limitBuy({ idempotency_key: randomUUID(), volume: '50' }),
    );
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { errors: object } }).error.errors).toHaveProperty('volume');
  });

  it('answers CORS and compresses public market data, and only there', async () => {
    const origin = 'https://tracker.example';
    const pairs = await fetch(`${roomy}/api/v1/pairs`, { headers: { origin, 'accept-encoding': 'gzip' } });
    expect(pairs.status).toBe(200);
    expect(pairs.headers.get('access-control-allow-origin')).toBe('*');
    expect(pairs.headers.get('content-encoding')).toBe('gzip');
    const preflight = await fetch(`${roomy}/api/v1/tickers`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const history = await call('GET', '/api/v1/orders/history?days=365&per_page=100');
    expect(history.status).toBe(200);
    expect(history.headers.get('access-control-allow-origin')).toBeNull();
    expect(history.headers.get('content-encoding')).toBeNull();
  });

  it('answers a method a path does not serve with 405 and Allow', async () => {
    const remove = await fetch(`${roomy}/api/v1/orders`, { method: 'DELETE' });
    expect(remove.status).toBe(405);
    expect(remove.headers.get('allow')).toBe('POST');
    expect(await remove.json()).toMatchObject({ code: 'method_not_allowed' });
    const get = await fetch(`${roomy}/api/v1/orders/cancel`);
    expect(get.status).toBe(405);
    const put = await fetch(`${roomy}/api/v1/tickers`, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('speaks snake_case, keeping the old spellings as deprecated aliases', async () => {
    const fees = (await (await fetch(`${roomy}/api/v1/fees`)).json()) as Record<string, number>;
    expect(fees.fee_bps).toBe(fees.feeBps);
    expect(fees.maker_bps).toBe(fees.makerBps);
    const stop = {
      idempotency_key: randomUUID(),
      coin: 'BTC',
      base_coin: 'INR',
      order_type: 'ASK',
      advance_order_type: 'STOP_LOSS',
      volume: '0.001',
    };
    // trigger_price and its old spelling trigger-price name the same field: either is read, both at once refused.
    const none = (await (await call('POST', '/api/v1/orders/test', stop)).json()) as {
      error: { errors: Record<string, string[]> };
    };
    expect(none.error.errors).toEqual({
      trigger_price: ['A stop order needs a trigger price'],
      'trigger-price': ['A stop order needs a trigger price'],
    });
    for (const spelling of ['trigger_price', 'trigger-price']) {
      const answer = await call('POST', '/api/v1/orders/test', { ...stop, [spelling]: '1000000' });
      expect(await answer.text(), spelling).not.toContain('needs a trigger price');
    }
    const both = await call('POST', '/api/v1/orders/test', {
      ...stop,
      trigger_price: '1000000',
      'trigger-price': '1000000',
    });
    expect(((await both.json()) as { error: { errors: object } }).error.errors).toHaveProperty(
      'trigger-price',
    );
    // An order answers both spellings.
    const placed = await call('POST', '/api/v1/orders', limitBuy({ idempotency_key: randomUUID() }));
    const order = ((await placed.json()) as { order: Record<string, unknown> }).order;
    expect(order).toMatchObject({ trigger_price: null, 'trigger-price': null });
    await call('POST', '/api/v1/orders/cancel', { order_id: order.id });
  });

  it('compares If-None-Match weakly, with lists and *', async () => {
    const first = await fetch(`${roomy}/api/v1/pairs`);
    const etag = first.headers.get('etag') as string;
    for (const tags of [`W/${etag}`, `"other", ${etag}`, `W/"other", W/${etag}`, '*']) {
      const again = await fetch(`${roomy}/api/v1/pairs`, { headers: { 'if-none-match': tags } });
      expect(again.status, tags).toBe(304);
    }
    expect((await fetch(`${roomy}/api/v1/pairs`, { headers: { 'if-none-match': '"other"' } })).status).toBe(
      200,
    );
  });

  it('answers a body that is not JSON with 415, not a signature refusal', async () => {
    const answer = await call('POST', '/api/v1/orders', 'order_type=BID', { contentType: 'text/plain' });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({ code: 'unsupported_media_type' });
  });
});

describe('the integrators’ websocket (/api/v1/ws)', () => {
  /** A raw websocket whose JSON messages are kept, and whose close code is known. */
  async function integrator() {
    const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/api/v1/ws`);
    const messages: Array<Record<string, unknown>> = [];
    let closedWith: number | null = null;
    ws.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Record<string, unknown>));
    ws.on('close', (code) => {
      closedWith = code;
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    /** The first message from `from` on that passes the test. */
    const first = (test: (message: Record<string, unknown>) => boolean, from = 0) =>
      until(() => messages.slice(from).find(test), {
        what: () => `such a message in ${JSON.stringify(messages)}`,
      });
    return {
      ws,
      messages,
      until: first,
      send: (message: unknown) => ws.send(JSON.stringify(message)),
      closed: () => closedWith,
    };
  }

  function authMessage(key: Key, secret = key.secret) {
    const { parts } = signRequest(key.keyId, secret, {
      method: 'GET',
      target: '/api/v1/ws',
      timestamp: String(stack.provider.clock.now().getTime()),
    });
    return {
      op: 'auth',
      key: key.keyId,
      timestamp: parts.timestamp,
      nonce: parts.nonce,
      signature: parts.signature,
    };
  }

  it('follows a book with no key; orders need a signed auth, whose refusal says why', async () => {
    const socket = await integrator();
    socket.send({ op: 'subscribe', channel: 'book', pair: 'BTC-INR' });
    const snapshot = await socket.until((m) => m.channel === 'book' && m.type === 'snapshot');
    expect(snapshot).toMatchObject({ pair: 'BTC-INR', seq: expect.any(Number) });
    socket.send({ op: 'subscribe', channel: 'orders' });
    expect(await socket.until((m) => m.op === 'error')).toMatchObject({
      message: expect.stringMatching(/auth/),
    });
    const sent = socket.messages.length;
    socket.send(authMessage(tradeKey, 'not-the-secret'));
    expect(await socket.until((m) => m.op === 'error', sent)).toMatchObject({
      message: 'The signature does not match this request',
    });
    socket.send(authMessage(tradeKey));
    await socket.until((m) => m.op === 'authenticated');
    socket.send({ op: 'subscribe', channel: 'balances' });
    const balances = await socket.until((m) => m.channel === 'balances' && m.type === 'snapshot');
    expect(JSON.stringify(balances)).toContain('"INR"');
    socket.ws.close();
  });

  it('a key revoked through the browser closes its sockets (4403)', async () => {
    // The key's owner, signed in through the BFF, makes a key with the transaction code, then revokes it.
    const browser = await stack.signedIn({ state: 'verified' });
    await browser.bff.trpc.user.requestOtp.mutate({ type: 8 });
    const made = await browser.bff.trpc.apiKeys.create.mutate({
      label: 'bot',
      scopes: ['read'],
      otp: await latestOtp(stack.provider.url, browser.mobile),
    });
    const key = { keyId: made.key.key_id, secret: made.secret };
    const socket = await integrator();
    socket.send(authMessage(key));
    await socket.until((m) => m.op === 'authenticated');
    stack.provider.clock.advanceSeconds(91);
    await browser.bff.trpc.user.requestOtp.mutate({ type: 8 });
    await browser.bff.trpc.apiKeys.revoke.mutate({
      id: made.key.id,
      otp: await latestOtp(stack.provider.url, browser.mobile),
    });
    const deadline = Date.now() + 5_000;
    while (socket.closed() === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(socket.closed()).toBe(4403);
  });
});
