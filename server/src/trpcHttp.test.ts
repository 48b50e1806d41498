// tRPC over HTTP answered directly: for queries and mutations, alone and batched, successes and every kind of
// failure, the same status, headers and body as tRPC's own adapter (a BFF with TRPC_DIRECT=off); what the direct
// path leaves to the adapter still answered by it; the cross-site rule, the session cookie and one log line kept;
// public market data compressed, and nothing else.
import { bffForFile, ORIGIN } from '@sikka/tests/support/bff';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MARKET_DATA } from './publicAnswers.ts';

const stack = bffForFile({ faultProxy: true, env: { LOG_LEVEL: 'info' } });
let adapterUrl = '';
let cookie = '';
beforeAll(async () => {
  adapterUrl = (await stack.startAnother({ TRPC_DIRECT: 'off' })).url;
  ({ cookie } = await stack.signedIn({ inr: '50000' }));
});

const BROWSER = { 'x-sikka-client': 'web', origin: ORIGIN };
const JSON_BODY = { 'content-type': 'application/json' };

interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

async function send(base: string, path: string, { method = 'GET', headers = BROWSER, body }: Sent = {}) {
  const response = await fetch(`${base}${path}`, { method, headers, body });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
    body: await response.text(),
  };
}

/** Both answers, taken together until a price tick does not fall between them. */
async function bothSides(path: string, sent: Sent = {}) {
  for (let attempt = 0; ; attempt += 1) {
    const [direct, adapter] = await Promise.all([send(stack.url, path, sent), send(adapterUrl, path, sent)]);
    if (direct.body === adapter.body || attempt === 4) return { direct, adapter };
  }
}

const signedIn = (headers: Record<string, string> = {}) => ({ ...BROWSER, cookie, ...headers });
const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

const PUBLIC_QUERIES = [
  'market.prices',
  'market.fees',
  'exchange.pairs',
  'exchange.tickers',
  'system.maintenance',
];

describe('queries answer exactly what the tRPC adapter answers', () => {
  it.each(PUBLIC_QUERIES.flatMap((query) => [`/trpc/${query}`, `/trpc/${query}?batch=1&input=%7B%7D`]))(
    'public %s',
    async (path) => {
      const { direct, adapter } = await bothSides(path);
      expect(direct.status).toBe(200);
      // Public market data may go out compressed (below): its answers also vary on the encoding accepted.
      const expectedVary = path.includes('system.') ? adapter.vary : `${adapter.vary}, accept-encoding`;
      expect(direct).toEqual({ ...adapter, vary: expectedVary });
      expect(direct.cache).toBe('no-store');
    },
  );

  it.each([
    ['a signed-in query', '/trpc/wallet.balances?batch=1', true, 200],
    ['a signed-in query without a session', '/trpc/wallet.balances?batch=1', false, 401],
    [
      'a query with its input',
      `/trpc/wallet.depositAddress?batch=1&${input({ 0: { coin: 'BTC' } })}`,
      true,
      200,
    ],
    [
      'an input the schema refuses',
      `/trpc/wallet.depositAddress?batch=1&${input({ 0: { coin: 'DOGE' } })}`,
      true,
      422,
    ],
    ['input that is not JSON', '/trpc/wallet.depositAddress?batch=1&input=%7B', true, 400],
    ['a batch input that is not an object', `/trpc/wallet.depositAddress?batch=1&${input([1])}`, true, 400],
    ['an unbatched call with input', `/trpc/wallet.depositAddress?${input({ coin: 'ETH' })}`, true, 200],
    [
      'a batch that partly fails (207)',
      `/trpc/wallet.balances,wallet.depositAddress,market.fees?batch=1&${input({ 1: { coin: 'DOGE' } })}`,
      true,
      207,
    ],
  ])('%s', async (_name, path, withSession, status) => {
    const { direct, adapter } = await bothSides(path, { headers: withSession ? signedIn() : BROWSER });
    expect(direct.status).toBe(status);
    expect(direct).toEqual(adapter);
    expect(direct.vary).toBe('trpc-accept, accept');
  });

  it('a failure upstream keeps the adapter’s error status and shape (with the §8 AppError)', async () => {
    stack.proxy.inject('GET', '/fees', { kind: 'status-after', status: 500 }, 2);
    const direct = await send(stack.url, '/trpc/market.fees?batch=1&input=%7B%7D');
    const adapter = await send(adapterUrl, '/trpc/market.fees?batch=1&input=%7B%7D');
    expect(direct.status).toBeGreaterThanOrEqual(500);
    expect(direct).toEqual({ ...adapter, vary: `${adapter.vary}, accept-encoding` });
    const [answer] = JSON.parse(direct.body) as Array<{ error: { data: { appError: { kind: string } } } }>;
    expect(answer?.error.data.appError.kind).toBeDefined();
  });
});

describe('mutations answer exactly what the tRPC adapter answers', () => {
  const quote = { coin: 'BTC', side: 'buy', unit: 'inr', amount: '1000' };

  it('a quote: the same status, headers and answer shape (its id and times are its own)', async () => {
    const sent = { method: 'POST', headers: signedIn(JSON_BODY), body: JSON.stringify({ 0: quote }) };
    const { direct, adapter } = await bothSides('/trpc/instant.quote?batch=1', sent);
    expect(direct.status).toBe(200);
    const shape = (body: string) =>
      JSON.stringify(JSON.parse(body), (_key, value) => (typeof value === 'object' ? value : typeof value));
    expect({ ...direct, body: shape(direct.body) }).toEqual({ ...adapter, body: shape(adapter.body) });
  });

  it.each([
    [
      'an input the schema refuses',
      '/trpc/instant.quote?batch=1',
      JSON.stringify({ 0: { ...quote, coin: 'DOGE' } }),
      422,
    ],
    ['a body that is not JSON', '/trpc/instant.quote?batch=1', '{', 400],
    ['an empty body', '/trpc/instant.quote?batch=1', '', 400],
    ['an unbatched call', '/trpc/instant.quote', JSON.stringify({ ...quote, amount: '-1' }), 422],
  ])('%s', async (_name, path, body, status) => {
    const { direct, adapter } = await bothSides(path, { method: 'POST', headers: signedIn(JSON_BODY), body });
    expect(direct.status).toBe(status);
    expect(direct).toEqual(adapter);
  });

  it('a sign-in sets the same session cookie as through the adapter', async () => {
    const user = await stack.signedIn();
    const body = JSON.stringify({ 0: { mobile_number: user.mobile, password: 'wrong-Passw0rd' } });
    const sent = { method: 'POST', headers: { ...BROWSER, ...JSON_BODY }, body };
    const wrong = await bothSides('/trpc/auth.login?batch=1', sent);
    expect(wrong.direct.status).toBe(wrong.adapter.status);
    expect(JSON.parse(wrong.direct.body)).toEqual(JSON.parse(wrong.adapter.body));

    const login = async (base: string) => {
      const response = await fetch(`${base}/trpc/auth.login?batch=1`, {
        method: 'POST',
        headers: { ...BROWSER, ...JSON_BODY },
        body: JSON.stringify({ 0: { mobile_number: user.mobile, password: user.user.password } }),
      });
      const names = response.headers
        .getSetCookie()
        .map((line) => `${line.split('=', 1)[0]}; ${line.includes('HttpOnly')}`);
      return { status: response.status, names: names.sort() };
    };
    const [direct, adapter] = [await login(stack.url), await login(adapterUrl)];
    expect(direct.status).toBe(200);
    expect(direct).toEqual(adapter);
    expect(direct.names.length).toBeGreaterThan(0);
  });
});

describe('what the direct path leaves to tRPC’s own handler', () => {
  it.each([
    ['an unknown procedure', '/trpc/wallet.nothing?batch=1', {}],
    ['a mutation asked with GET', '/trpc/instant.quote?batch=1', {}],
    [
      'a query asked with POST',
      '/trpc/wallet.balances?batch=1',
      { method: 'POST', headers: { ...BROWSER, ...JSON_BODY }, body: '{}' },
    ],
    [
      'a body that is not JSON',
      '/trpc/instant.quote',
      { method: 'POST', headers: { ...BROWSER, 'content-type': 'text/plain' }, body: 'x' },
    ],
    ['HEAD', '/trpc/market.prices', { method: 'HEAD' }],
    ['a path with escapes', '/trpc/market%2Eprices', {}],
    [
      'a streamed batch',
      '/trpc/market.fees,exchange.pairs?batch=1',
      { headers: { ...BROWSER, 'trpc-accept': 'application/jsonl' } },
    ],
  ] as Array<[string, string, Sent]>)('%s', async (_name, path, sent) => {
    const { direct, adapter } = await bothSides(path, sent);
    expect(direct).toEqual(adapter);
  });
});

describe('the rules around every call', () => {
  it('keeps the cross-site rule: no client header or another origin is refused as before', async () => {
    const bare = await send(stack.url, '/trpc/market.prices', { headers: { origin: ORIGIN } });
    const foreign = await send(stack.url, '/trpc/market.prices', {
      headers: { 'x-sikka-client': 'web', origin: 'https://evil.example' },
    });
    expect(bare.status).toBe(403);
    expect(foreign.status).toBe(403);
    expect(bare).toEqual(await send(adapterUrl, '/trpc/market.prices', { headers: { origin: ORIGIN } }));
  });

  it('writes one request log line naming the procedures, as before', async () => {
    const before = stack.logLines.length;
    await send(stack.url, '/trpc/exchange.pairs,market.fees?batch=1', {});
    const lines = stack.logLines
      .slice(before)
      .map((line) => JSON.parse(line) as { msg: string; route?: string; status?: number })
      .filter((line) => line.msg === 'request');
    expect(lines).toEqual([expect.objectContaining({ route: 'exchange.pairs,market.fees', status: 200 })]);
  });
});

describe('compression: public market data only', () => {
  const publicBatch = '/trpc/market.prices,exchange.pairs,exchange.tickers,market.fees?batch=1';

  async function encodingOf(path: string, headers: Record<string, string>) {
    const response = await fetch(`${stack.url}${path}`, { headers });
    const body = await response.text();
    return { status: response.status, encoding: response.headers.get('content-encoding'), body };
  }

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
  ])('a batch of public market data with accept-encoding %s goes out as %s', async (accept, encoding) => {
    const sent = await encodingOf(publicBatch, { ...BROWSER, 'accept-encoding': accept });
    expect(sent.status).toBe(200);
    expect(sent.encoding).toBe(encoding);
    const answers = JSON.parse(sent.body) as Array<{ result?: unknown }>;
    expect(answers.map((answer) => answer.result !== undefined)).toEqual([true, true, true, true]);
  });

  it.each([
    ['a signed-in profile', '/trpc/user.details?batch=1'],
    ['signed-in balances', '/trpc/wallet.balances?batch=1'],
    [
      'public market data batched with signed-in balances',
      publicBatch.replace('market.fees', 'wallet.balances'),
    ],
  ])('%s goes out uncompressed, even signed in and accepting br', async (_name, path) => {
    const sent = await encodingOf(path, signedIn({ 'accept-encoding': 'br, gzip' }));
    expect(sent.status).toBe(200);
    expect(sent.encoding).toBeNull();
    expect(sent.body.length).toBeGreaterThan(100);
  });

  it.each([...PUBLIC_MARKET_DATA])('%s is a query a visitor may make (it asks no session)', async (path) => {
    const sent = await encodingOf(`/trpc/${path}?batch=1`, BROWSER);
    // 422 where the query needs input it was not given; never 401 (a session) or 404 (no such query).
    expect([200, 422]).toContain(sent.status);
  });

  it('public market data asked signed in is compressed too (it is the same for everyone)', async () => {
    const sent = await encodingOf(publicBatch, signedIn({ 'accept-encoding': 'br' }));
    expect(sent.encoding).toBe('br');
  });
});
