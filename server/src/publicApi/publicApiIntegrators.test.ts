// The public REST API as integrators of an exchange API expect it, through the BFF against a real provider (the
// server's time, client_order_id, a receive window, error codes, test orders, CORS and compression, 405, snake_case,
// weak ETags, 415), and the integrators' websocket following the book and, once signed in, the key owner's data
// until the key is revoked.
import { randomUUID } from 'node:crypto';
import { signRequest } from '@sikka/tests/support/apiKeys';
import { bffForFile } from '@sikka/tests/support/bff';
import { checkedFetch } from '@sikka/tests/support/openApiContract';
import { latestOtp } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { apiKeyOwner, type Key, type SignedOptions, signedRequests } from './publicApiKit.ts';

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
let makeKey: (scopes: string[]) => Promise<Key>;
beforeAll(async () => {
  ({ tradeKey, readKey, makeKey } = await apiKeyOwner(stack));
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
