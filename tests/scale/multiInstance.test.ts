// At scale without Docker: Debian's PostgreSQL and redis-server on loopback, one provider on that
// PostgreSQL, two BFF processes sharing SESSION_KEYS and REDIS_URL, and a TCP load balancer in front of them.
// A session opens on either instance, a rate limit holds across both, a session ended on one closes its sockets on
// the other, both deliver the same price stream, and stopping one moves its websocket clients to the other without
// losing their subscription.
import { randomBytes } from 'node:crypto';
import type { AppRouter } from '@sikka/server';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signRequest } from '../support/apiKeys.ts';
import { bffClient, failure } from '../support/bffClient.ts';
import {
  type DebianPostgres,
  type DebianRedis,
  startDebianPostgres,
  startDebianRedis,
} from '../support/debianServices.ts';
import { type RunningProcess, startBff, startProvider } from '../support/processes.ts';
import { createUser, latestOtp } from '../support/provider.ts';
import { startTcpBalancer, type TcpBalancer } from '../support/tcpBalancer.ts';
import { until } from '../support/until.ts';

const SESSION_KEYS = randomBytes(32).toString('base64');
const IDENTIFIER_LIMIT = 3;
const API_KEY_LIMIT = 3;

let postgres: DebianPostgres | undefined;
let redis: DebianRedis | undefined;
let provider: RunningProcess | undefined;
let balancer: TcpBalancer | undefined;
const bffs: RunningProcess[] = [];
const browsers: Array<{ close(): Promise<void> }> = [];

/** Instance A and B, once started (a test that runs at all has both). */
const instance = (index: 0 | 1) => bffs[index] as RunningProcess;

beforeAll(async () => {
  redis = await startDebianRedis();
  postgres = await startDebianPostgres();
  const databaseUrl = await postgres.createDatabase('sikka');
  // The provider migrates the empty database at start-up, as in production.
  provider = await startProvider({ DATABASE_URL: databaseUrl, MARKET_TICK_MS: '200', LOG_LEVEL: 'info' });
  balancer = await startTcpBalancer({ probeMs: 200 });
  const env = {
    SESSION_KEYS,
    REDIS_URL: redis.url,
    AUTH_RATE_LIMIT_PER_IDENTIFIER: String(IDENTIFIER_LIMIT),
    API_RATE_LIMIT_PER_KEY: String(API_KEY_LIMIT),
    // Browsers load the app from the balancer's address, so that is the origin both instances accept.
    ALLOWED_ORIGINS: balancer.url,
    CLIENT_DIST: '/nonexistent',
    MAINTENANCE_FILE: '/nonexistent/maintenance.json',
    // Long enough for the balancer's readiness probe to see the drain before the instance closes.
    SHUTDOWN_DRAIN_MS: '1000',
    SHUTDOWN_TIMEOUT_MS: '5000',
    LOG_LEVEL: 'info',
  };
  const started = await Promise.allSettled([startBff(provider.url, env), startBff(provider.url, env)]);
  for (const result of started) if (result.status === 'fulfilled') bffs.push(result.value);
  const refused = started.find((result) => result.status === 'rejected');
  if (refused) throw refused.reason;
  balancer.setBackends([
    { name: 'A', port: instance(0).port },
    { name: 'B', port: instance(1).port },
  ]);
});

afterAll(async () => {
  // Each step runs even when an earlier one failed, so nothing is left running or on disk.
  const steps: Array<(() => Promise<unknown>) | undefined> = [
    ...browsers.map((browser) => () => browser.close()),
    balancer && (() => (balancer as TcpBalancer).close()),
    ...bffs.map((bff) => () => bff.stop()),
    provider && (() => (provider as RunningProcess).stop()),
    redis && (() => (redis as DebianRedis).stop()),
    postgres && (() => (postgres as DebianPostgres).stop()),
  ];
  for (const step of steps) await step?.().catch(() => {});
});

type PricesFrame = { type: string; seq?: number; data?: unknown };

/**
 * A browser's tRPC websocket client (wsLink) subscribed to market.onPrices at `baseUrl`, recording every frame
 * it is given and every raw message its socket receives (to see the server's reconnect notice).
 */
function pricesBrowser(baseUrl: string, origin: string) {
  const raw: unknown[] = [];
  class BrowserSocket extends WebSocket {
    constructor(url: string) {
      super(url, { origin });
      this.addEventListener('message', ({ data }) => {
        if (typeof data === 'string' && data !== 'PING' && data !== 'PONG') raw.push(JSON.parse(data));
      });
    }
  }
  const client = createWSClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/trpc`,
    WebSocket: BrowserSocket as never,
    retryDelayMs: () => 100,
  });
  const trpc = createTRPCClient<AppRouter>({ links: [wsLink({ client })] });
  const seen: PricesFrame[] = [];
  const problems: unknown[] = [];
  const subscription = trpc.market.onPrices.subscribe(undefined, {
    onData: (frame) => seen.push(frame),
    onError: (error) => problems.push(error),
    onStopped: () => problems.push('stopped'),
  });
  const browser = {
    raw,
    seen,
    problems,
    async close() {
      subscription.unsubscribe();
      await client.close();
    },
  };
  browsers.push(browser);
  return browser;
}

/** seq → data of the frames of one type, as JSON text. */
function bySeq(frames: PricesFrame[], type: string): Map<number, string> {
  return new Map(
    frames
      .filter((f) => f.type === type && f.seq !== undefined)
      .map((f) => [f.seq as number, JSON.stringify(f.data)]),
  );
}

// Filled by the first test: the signed-in browser's cookies, used again once instance A is gone.
const signedIn = new Map<string, string>();

describe('two BFF instances on Debian PostgreSQL and Redis behind a load balancer', () => {
  it('a user who signs in on instance A is signed in on instance B with the same cookie', async () => {
    const user = await createUser((provider as RunningProcess).url);
    const mobile = user.mobile_number as string;
    const onA = bffClient(instance(0).url, { origin: (balancer as TcpBalancer).url });
    expect(
      await onA.trpc.auth.login.mutate({ mobile_number: mobile, password: user.password }),
    ).toMatchObject({
      signedIn: false,
    });
    const otp = await latestOtp((provider as RunningProcess).url, mobile);
    const done = await onA.trpc.auth.verifyOtp.mutate({ mobile_number: mobile, type: 1, otp });
    expect(done).toMatchObject({ signedIn: true, userId: user.id });

    const onB = bffClient(instance(1).url, { origin: (balancer as TcpBalancer).url });
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    expect(await onB.trpc.auth.session.query()).toEqual({ signedIn: true, userId: user.id });
    expect((await onB.trpc.user.details.query()).mobile_number).toBe(mobile);
    for (const [name, value] of onA.cookies) signedIn.set(name, value);
  });

  it('a rate limit counted on instance A holds on instance B (the counts live in Redis)', async () => {
    const origin = (balancer as TcpBalancer).url;
    const onA = bffClient(instance(0).url, { origin });
    const onB = bffClient(instance(1).url, { origin });
    // Code resends count per number (passwords do not: the provider slows those per account instead).
    const attempt = (client: typeof onA, mobile: string) =>
      failure(client.trpc.auth.resendOtp.mutate({ type: 1, mobile_number: mobile }));
    for (let n = 0; n < IDENTIFIER_LIMIT; n++) {
      expect((await attempt(onA, '9000000071')).code).not.toBe('TOO_MANY_REQUESTS');
    }
    const refused = await attempt(onB, '9000000071');
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.appError?.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // Another number on B has its own count.
    expect((await attempt(onB, '9000000072')).code).not.toBe('TOO_MANY_REQUESTS');
  });

  it("an API key's rate limit counted on instance A holds on instance B (the counts live in Redis)", async () => {
    const providerUrl = (provider as RunningProcess).url;
    const user = await createUser(providerUrl, { state: 'verified' });
    const mobile = user.mobile_number as string;
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${providerUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }).then(async (answer) => (await answer.json()) as Record<string, unknown>);
    await post('/auth/login', { mobile_number: mobile, password: user.password });
    const { token } = (await post('/auth/verify-otp', {
      mobile_number: mobile,
      type: 1,
      otp: await latestOtp(providerUrl, mobile),
    })) as { token: string };
    await post('/request-otp', { type: 8 }, token);
    const made = (await post(
      '/api-keys',
      { label: 'scale', scopes: ['read'], otp: await latestOtp(providerUrl, mobile) },
      token,
    )) as { key: { key_id: string }; secret: string };
    const target = '/api/v1/account/balances';
    const signedGet = (url: string) =>
      fetch(`${url}${target}`, {
        headers: signRequest(made.key.key_id, made.secret, { method: 'GET', target }).headers,
      });
    const statuses = [
      (await signedGet(instance(0).url)).status,
      (await signedGet(instance(0).url)).status,
      (await signedGet(instance(1).url)).status,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await signedGet(instance(1).url);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a session logged out on instance B closes its live socket on instance A (the end travels through Redis)', async () => {
    const origin = (balancer as TcpBalancer).url;
    const user = await createUser((provider as RunningProcess).url);
    const mobile = user.mobile_number as string;
    const onA = bffClient(instance(0).url, { origin });
    await onA.trpc.auth.login.mutate({ mobile_number: mobile, password: user.password });
    const otp = await latestOtp((provider as RunningProcess).url, mobile);
    await onA.trpc.auth.verifyOtp.mutate({ mobile_number: mobile, type: 1, otp });
    const cookie = [...onA.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const closes: number[] = [];
    const balances: unknown[] = [];
    class CookieSocket extends WebSocket {
      constructor(url: string) {
        super(url, { origin, headers: { cookie } });
        this.on('close', (code) => closes.push(code));
      }
    }
    const client = createWSClient({
      url: `${instance(0).url.replace(/^http/, 'ws')}/trpc`,
      WebSocket: CookieSocket as never,
      retryDelayMs: () => 100,
    });
    const live = createTRPCClient<AppRouter>({ links: [wsLink({ client })] });
    const subscription = live.wallet.onBalances.subscribe(undefined, {
      onData: (frame) => balances.push(frame),
    });
    browsers.push({
      async close() {
        subscription.unsubscribe();
        await client.close();
      },
    });
    await until(() => balances.length > 0, { what: 'the balances on instance A' });

    const onB = bffClient(instance(1).url, { origin });
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    await onB.trpc.auth.logout.mutate();
    await until(() => closes.includes(4401), { what: "instance A closing the ended session's socket" });
  });

  it('both instances deliver the same price stream: the same seq carries the same data', async () => {
    const origin = (balancer as TcpBalancer).url;
    const onA = pricesBrowser(instance(0).url, origin);
    const onB = pricesBrowser(instance(1).url, origin);
    const common = () => {
      const fromB = bySeq(onB.seen, 'update');
      return [...bySeq(onA.seen, 'update').keys()].filter((seq) => fromB.has(seq));
    };
    await until(() => common().length >= 4, { what: 'four updates seen by both instances' });
    const fromA = bySeq(onA.seen, 'update');
    const fromB = bySeq(onB.seen, 'update');
    for (const seq of common()) expect(fromB.get(seq)).toBe(fromA.get(seq));
    // Each instance's own stream runs without gaps after its snapshot.
    for (const browser of [onA, onB]) {
      const seqs = browser.seen.map((frame) => frame.seq);
      expect(browser.seen[0]?.type).toBe('snapshot');
      expect(seqs).toEqual(seqs.map((_, index) => (seqs[0] as number) + index));
    }
    await Promise.all([onA.close(), onB.close()]);
  });

  it('one request id follows a request through the BFF and the provider log lines', async () => {
    const id = `scale-${randomBytes(6).toString('hex')}`;
    const response = await fetch(`${instance(1).url}/trpc/market.fees`, {
      headers: { 'x-request-id': id, 'x-sikka-client': 'web' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(id);
    const linesOf = (process: RunningProcess) =>
      process
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.reqId === id);
    const bff = await until(() => (linesOf(instance(1)).length >= 2 ? linesOf(instance(1)) : undefined), {
      what: 'the BFF lines',
    });
    expect(bff).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        route: 'market.fees',
        status: 200,
        durationMs: expect.any(Number),
      }),
    );
    expect(bff).toContainEqual(
      expect.objectContaining({
        msg: 'provider call',
        provider: expect.objectContaining({ method: 'GET', status: 200, durationMs: expect.any(Number) }),
      }),
    );
    const upstream = await until(
      () => {
        const lines = linesOf(provider as RunningProcess);
        return lines.length > 0 ? lines : undefined;
      },
      { what: 'the provider line' },
    );
    expect(upstream).toContainEqual(expect.objectContaining({ msg: 'request', status: 200 }));
  });

  it('SIGTERM on instance A: its websocket clients are told to reconnect and continue on B through the balancer', async () => {
    const lb = balancer as TcpBalancer;
    // Round robin: the first browser through the balancer lands on one instance, the second on the other.
    const first = pricesBrowser(lb.url, lb.url);
    await until(() => first.seen.length > 0, { what: 'the first browser’s snapshot' });
    const second = pricesBrowser(lb.url, lb.url);
    await until(() => second.seen.length > 0, { what: 'the second browser’s snapshot' });
    const landed = lb.routed.slice(-2);
    expect([...landed].sort()).toEqual(['A', 'B']);
    const onA = landed[0] === 'A' ? first : second;
    const onB = landed[0] === 'A' ? second : first;
    const routedBefore = lb.routed.length;

    const seenBeforeStop = onA.seen.length;
    const lastSeqBeforeStop = onA.seen.at(-1)?.seq as number;
    const signalledAt = Date.now();
    instance(0).signal('SIGTERM');
    expect(await instance(0).exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    await until(
      () => onA.raw.some((message) => JSON.stringify(message) === '{"id":null,"method":"reconnect"}'),
      { what: 'the reconnect notice' },
    );

    // The same subscription keeps receiving prices, now from B: a fresh snapshot, then updates without a gap.
    const fromB = await until(
      () => {
        const after = onA.seen.slice(seenBeforeStop);
        const snapshot = after.findIndex((frame) => frame.type === 'snapshot');
        const frames = snapshot < 0 ? [] : after.slice(snapshot);
        return frames.length >= 4 ? frames : undefined;
      },
      { what: 'a snapshot and three updates after instance A stopped' },
    );
    const seqs = fromB.map((frame) => frame.seq as number);
    expect(seqs).toEqual(seqs.map((_, index) => (seqs[0] as number) + index));
    expect(seqs[0]).toBeGreaterThanOrEqual(lastSeqBeforeStop);
    expect(onA.problems).toEqual([]);
    // Every connection since went to B: A stopped being ready while it drained, and then stopped listening.
    expect(lb.routed.length).toBeGreaterThan(routedBefore);
    expect(new Set(lb.routed.slice(routedBefore))).toEqual(new Set(['B']));
    // The browser already on B never noticed.
    const onBCount = onB.seen.length;
    await until(() => onB.seen.length > onBCount, { what: 'B’s browser to keep receiving' });
    expect(onB.seen.filter((frame) => frame.type === 'snapshot')).toHaveLength(1);
    expect(onB.problems).toEqual([]);

    // The session cookie made on A still opens through the balancer, which now only has B.
    const browser = bffClient(lb.url, { origin: lb.url });
    for (const [name, value] of signedIn) browser.cookies.set(name, value);
    expect(await browser.trpc.auth.session.query()).toMatchObject({ signedIn: true });
  });
});
