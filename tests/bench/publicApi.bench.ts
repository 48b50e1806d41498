// Public API benchmark (docs/api.md): the public prices and order-book REST routes through a spawned BFF against the
// provider's own routes in the same run (goal ≥ 1.0×, the BFF's cache doing its work), and signed private reads per
// second (goal ≥ 5,000: the BFF checks the signature with the key it holds) with each tier's CPU per read, the HMAC's
// cost, and the provider's check of a key's first request at an instance (key read, HMAC, nonce written, token).
// Env: PUBLIC_API_CONNECTIONS (default 50), PUBLIC_API_SECONDS (default 8), PUBLIC_API_WORKERS (signed reads, 16).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { canonicalRequest } from '@sikka/shared/apiKeys/signature';
import autocannon from 'autocannon';
import { signRequest } from '../support/apiKeys.ts';
import { latestOtp } from '../support/provider.ts';
import { BENCH_PASSWORD, fundedUser } from './lib/accounts.ts';
import { cpuSeconds, runBench, sleep, tempDir } from './lib/processes.ts';
import { startBenchBff, startBenchProvider } from './lib/services.ts';
import { count, fixed, table } from './lib/table.ts';

const CONNECTIONS = Number(process.env.PUBLIC_API_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.PUBLIC_API_SECONDS ?? 8);
const WORKERS = Number(process.env.PUBLIC_API_WORKERS ?? 16);
const json = { 'content-type': 'application/json' };
const SIGNED_READS_GOAL = 5_000;
const IDLE_MS = 2_000;

async function post(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const parsed = (await answer.json()) as Record<string, unknown>;
  if (!answer.ok) throw new Error(`POST ${url} answered ${answer.status}: ${JSON.stringify(parsed)}`);
  return parsed;
}

/** A verified, funded user's API key (read scope), made over the provider's calls with the transaction code. */
async function apiKey(providerUrl: string): Promise<{ keyId: string; secret: string }> {
  const mobile = await fundedUser(providerUrl, { INR: '100000' });
  await post(`${providerUrl}/auth/login`, { mobile_number: mobile, password: BENCH_PASSWORD });
  const { token } = (await post(`${providerUrl}/auth/verify-otp`, {
    mobile_number: mobile,
    type: 1,
    otp: await latestOtp(providerUrl, mobile),
  })) as { token: string };
  await post(`${providerUrl}/request-otp`, { type: 8 }, token);
  const made = (await post(
    `${providerUrl}/api-keys`,
    { label: 'bench', scopes: ['read'], otp: await latestOtp(providerUrl, mobile) },
    token,
  )) as { key: { key_id: string }; secret: string };
  return { keyId: made.key.key_id, secret: made.secret };
}

interface Row {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  ratio: string;
}

runBench(async () => {
  const dir = tempDir('public-api');
  // Development: the market maker quotes every pair, so the book has levels to answer.
  const { provider } = await startBenchProvider(dir, { env: { NODE_ENV: 'development', LOG_LEVEL: 'warn' } });
  const bff = await startBenchBff(dir, provider.url, {
    env: { LOG_LEVEL: 'warn', API_RATE_LIMIT_PER_KEY: '1000000' },
  });
  await sleep(2_000); // the market maker's first quotes
  console.log(`public API: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run (1 s warm-up)`);

  const rows: Row[] = [];
  const run = async (url: string) => {
    await autocannon({ url, connections: CONNECTIONS, duration: 1 });
    return autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  };
  for (const [providerPath, bffPath] of [
    ['/trades/in/all/all', '/api/v1/prices'],
    ['/exchange/depth?pair=BTC-INR&levels=10', '/api/v1/orderbook?pair=BTC-INR&levels=10'],
  ] as const) {
    const direct = await run(`${provider.url}${providerPath}`);
    const via = await run(`${bff.url}${bffPath}`);
    const base = direct.requests.total / direct.duration;
    const mine = via.requests.total / via.duration;
    rows.push(
      {
        name: `provider GET ${providerPath}`,
        perSecond: base,
        p50: direct.latency.p50,
        p99: direct.latency.p99,
        non2xx: direct.non2xx,
        ratio: '—',
      },
      {
        name: `BFF GET ${bffPath}`,
        perSecond: mine,
        p50: via.latency.p50,
        p99: via.latency.p99,
        non2xx: via.non2xx,
        ratio: `${fixed(mine / base, 2)}×`,
      },
    );
  }
  console.log(
    `\n${table(
      ['target', 'req/s', 'vs provider', 'p50 ms', 'p99 ms', 'non-2xx'],
      rows.map((row) => [
        row.name,
        count(row.perSecond),
        row.ratio,
        fixed(row.p50, 0),
        fixed(row.p99, 0),
        count(row.non2xx),
      ]),
    )}`,
  );
  // The BFF's fixed cost of any answer (its hooks: security headers, request id, metrics), against the provider's.
  const fixedCost = async (url: string) => {
    const result = await run(url);
    return result.requests.total / result.duration;
  };
  const bffFloor = (await fixedCost(`${bff.url}/healthz`)) / (await fixedCost(`${provider.url}/healthz`));
  const ratios = rows.filter((row) => row.ratio !== '—').map((row) => Number.parseFloat(row.ratio));
  const worst = Math.min(...ratios);
  console.log(
    `goal: public market data through the BFF at least the provider's own rate (1.00×) — ${fixed(worst, 2)}×: ${worst >= 1 ? 'met' : 'NOT met'}`,
  );
  if (worst < 1)
    console.log(
      `in the way: the BFF's fixed cost per answer — GET /healthz through it runs at ${fixed(bffFloor, 2)}× the ` +
        "provider's — (security headers, request id, metrics); the cached answer itself is a Map read and one write",
    );

  // Signed private reads: every request signed anew (a nonce each), as an integrator's script sends them.
  const key = await apiKey(provider.url);
  const target = '/api/v1/account/balances';
  let done = 0;
  let failed = 0;
  const latencies: number[] = [];
  // What each process spends with no request (the market maker's quotes, timers), taken off the per-read figures.
  const idleFrom = { bff: cpuSeconds(bff.pid), provider: cpuSeconds(provider.pid) };
  await sleep(IDLE_MS);
  const idlePerSecond = {
    bff: (cpuSeconds(bff.pid) - idleFrom.bff) / (IDLE_MS / 1000),
    provider: (cpuSeconds(provider.pid) - idleFrom.provider) / (IDLE_MS / 1000),
  };
  const before = { bff: cpuSeconds(bff.pid), provider: cpuSeconds(provider.pid) };
  const started = performance.now();
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const answer = await fetch(`${bff.url}${target}`, {
          headers: signRequest(key.keyId, key.secret, { method: 'GET', target }).headers,
        });
        await answer.arrayBuffer();
        latencies.push(performance.now() - started);
        if (answer.ok) done += 1;
        else failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const bffCpu = (cpuSeconds(bff.pid) - before.bff) / (done + failed);
  const providerCpu = (cpuSeconds(provider.pid) - before.provider) / (done + failed);
  const net = (perRead: number, idle: number) => Math.max(0, perRead - (idle * elapsed) / (done + failed));
  latencies.sort((a, b) => a - b);

  // The signature's own cost: one HMAC-SHA256 over a canonical request and the body's hash, as the provider computes it.
  const secret = randomBytes(32).toString('base64url');
  const hmacRounds = 200_000;
  const hmacStart = performance.now();
  for (let i = 0; i < hmacRounds; i++) {
    createHmac('sha256', secret)
      .update(
        canonicalRequest({
          timestamp: '1764133200000',
          nonce: `nonce-${i}-padding-padding`,
          method: 'GET',
          target,
          bodySha256: createHash('sha256').update('').digest('hex'),
        }),
      )
      .digest('hex');
  }
  const hmacMicros = ((performance.now() - hmacStart) * 1000) / hmacRounds;

  // The provider's check of a key's first request at an instance (key read, HMAC, nonce written, token signed).
  let checks = 0;
  const checkUntil = performance.now() + 3_000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < checkUntil) {
        const { parts } = signRequest(key.keyId, key.secret, { method: 'GET', target });
        const answer = await fetch(`${provider.url}/api-keys/authenticate`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            key_id: key.keyId,
            timestamp: parts.timestamp,
            nonce: parts.nonce,
            signature: parts.signature,
            method: 'GET',
            target,
            body_sha256: parts.bodySha256,
            address: '127.0.0.1',
          }),
        });
        await answer.arrayBuffer();
        if (answer.ok) checks += 1;
      }
    }),
  );

  console.log(
    `\n${table(
      ['signed private reads', 'figure'],
      [
        [
          `GET ${target}, ${WORKERS} workers, each request signed anew`,
          `${count(done / SECONDS)}/s (${count(failed)} refused)`,
        ],
        [
          'latency p50 / p99',
          `${fixed(latencies[Math.floor(latencies.length / 2)] ?? 0, 1)} / ${fixed(latencies[Math.floor(latencies.length * 0.99)] ?? 0, 1)} ms`,
        ],
        ['CPU per read: BFF / provider', `${fixed(bffCpu * 1e6, 0)} / ${fixed(providerCpu * 1e6, 0)} µs`],
        [
          'the same, less what each spends idle',
          `${fixed(net(bffCpu, idlePerSecond.bff) * 1e6, 0)} / ${fixed(net(providerCpu, idlePerSecond.provider) * 1e6, 0)} µs`,
        ],
        ['the HMAC-SHA256 of one request (sign or check)', `${fixed(hmacMicros, 1)} µs`],
        ["the provider's check of a key's first request (key, HMAC, nonce, token)", `${count(checks / 3)}/s`],
      ],
    )}`,
  );
  const reads = done / SECONDS;
  console.log(
    `goal: at least ${count(SIGNED_READS_GOAL)} signed reads/s — ${count(reads)}/s: ${reads >= SIGNED_READS_GOAL ? 'met' : 'NOT met'}`,
  );
});
