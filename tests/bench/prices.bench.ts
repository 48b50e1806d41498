// Prices query benchmark: requests/s and latency of market.prices through a spawned BFF against a plain
// GET /trades/in/all/all on a spawned real provider (embedded PostgreSQL), with autocannon at the same concurrency,
// and the upstream calls the BFF made, counted from the provider's own request log (one line per request).
// Env: PRICES_CONNECTIONS (default 50), PRICES_SECONDS (default 10), PRICES_CPU_PROF (a folder: the BFF runs
// with --cpu-prof and writes its profile there).
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import { DEV_SECRETS } from '../../provider/src/platform/config.ts';
import { cpuSeconds, machineCpu, runBench, sleep, tempDir } from './lib/processes.ts';
import { profiling, startBenchBff, startBenchProvider } from './lib/services.ts';
import { count, fixed, table } from './lib/table.ts';

const CONNECTIONS = Number(process.env.PRICES_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.PRICES_SECONDS ?? 10);
const WARM_UP_S = 2;
const PRICES_ROUTE = '/trades/in/all/all';
const CPU_PROF = process.env.PRICES_CPU_PROF;

const secret = () => randomBytes(36).toString('base64url');

function load(url: string, seconds: number, headers: Record<string, string> = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

/** Requests the provider logged for the prices route since a byte offset of its log. */
function upstreamCallsSince(log: string, offset: number): number {
  const text = readFileSync(log).subarray(offset).toString();
  let calls = 0;
  for (const line of text.split('\n')) {
    if (line.includes('"msg":"request"') && line.includes(`"route":"${PRICES_ROUTE}"`)) calls += 1;
  }
  return calls;
}

interface Row {
  name: string;
  result: autocannon.Result;
  upstream: number | null;
  /** CPU seconds per request of the BFF and the provider during the run, and the cores others kept busy. */
  bffCpu: number;
  providerCpu: number;
  otherCores: number;
}

/** One browser holding market.onPrices open, so the BFF has a live copy of the channel. */
async function liveBrowser(bffUrl: string): Promise<WebSocket> {
  const socket = new WebSocket(`${bffUrl.replace(/^http/, 'ws')}/trpc`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'market.onPrices' } }));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no prices snapshot within 10 s')), 10_000);
    socket.on('message', (data: Buffer) => {
      if (data.toString().includes('"type":"snapshot"')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return socket;
}

runBench(async () => {
  const dir = tempDir('prices');
  const { provider, log } = await startBenchProvider(dir, {
    // Production refuses the public development secrets: a fresh one for each.
    env: {
      NODE_ENV: 'production',
      ...Object.fromEntries(Object.keys(DEV_SECRETS).map((name) => [name, secret()])),
      FIELD_ENCRYPTION_KEYS: randomBytes(32).toString('base64'),
    },
  });
  const bff = await startBenchBff(dir, provider.url, {
    logFile: join(dir, 'bff.log'),
    ...profiling(CPU_PROF),
  });
  const direct = `${provider.url}${PRICES_ROUTE}`;
  const viaBff = `${bff.url}/trpc/market.prices`;
  const webClient = { 'x-sikka-client': 'web' };

  for (const [url, headers] of [
    [direct, {}],
    [viaBff, webClient],
  ] as const) {
    const check = await fetch(url, { headers });
    if (!check.ok) throw new Error(`GET ${url} answered ${check.status}: ${await check.text()}`);
  }
  console.log(
    `prices query: autocannon, ${CONNECTIONS} connections, ${WARM_UP_S} s warm-up then ${SECONDS} s per run`,
  );

  const rows: Row[] = [];
  const measure = async (name: string, url: string, headers: Record<string, string>, countCalls: boolean) => {
    await load(url, WARM_UP_S, headers);
    await sleep(500);
    const offset = statSync(log).size;
    const before = { bff: cpuSeconds(bff.pid), provider: cpuSeconds(provider.pid), self: process.cpuUsage() };
    const machineBefore = machineCpu().busy;
    const result = await load(url, SECONDS, headers);
    const machineS = machineCpu().busy - machineBefore;
    const bffS = cpuSeconds(bff.pid) - before.bff;
    const providerS = cpuSeconds(provider.pid) - before.provider;
    const self = process.cpuUsage(before.self);
    const selfS = (self.user + self.system) / 1e6;
    await sleep(500); // the provider's last log lines
    rows.push({
      name,
      result,
      upstream: countCalls ? upstreamCallsSince(log, offset) : null,
      bffCpu: bffS / result.requests.total,
      providerCpu: providerS / result.requests.total,
      otherCores: Math.max(0, machineS - bffS - providerS - selfS) / result.duration,
    });
  };
  await measure(`provider GET ${PRICES_ROUTE}`, direct, {}, false);
  await measure('BFF market.prices, no live stream', viaBff, webClient, true);
  const browser = await liveBrowser(bff.url);
  try {
    await measure('BFF market.prices, one browser live', viaBff, webClient, true);
  } finally {
    browser.terminate();
  }

  const perSecond = (r: autocannon.Result) => r.requests.total / r.duration;
  const base = rows[0] as Row;
  console.log(
    `\n${table(
      [
        'target',
        'req/s',
        'vs provider',
        'p50 ms',
        'p99 ms',
        'max ms',
        'non-2xx',
        'errors',
        'upstream calls',
        'BFF CPU µs/req',
        'provider CPU µs/req',
        'other CPU',
      ],
      rows.map((row) => [
        row.name,
        count(perSecond(row.result)),
        `${fixed(perSecond(row.result) / perSecond(base.result), 2)}×`,
        fixed(row.result.latency.p50, 0),
        fixed(row.result.latency.p99, 0),
        fixed(row.result.latency.max, 0),
        count(row.result.non2xx),
        count(row.result.errors),
        row.upstream === null
          ? '—'
          : `${count(row.upstream)} for ${count(row.result.requests.total)} requests`,
        row === base ? '—' : fixed(row.bffCpu * 1e6, 0),
        fixed(row.providerCpu * 1e6, 0),
        `${fixed(row.otherCores * 100, 0)}%`,
      ]),
    )}`,
  );
  const bffRows = rows.filter((row) => row !== base);
  const worst = Math.min(...bffRows.map((row) => perSecond(row.result) / perSecond(base.result)));
  console.log(
    `\ngoal: market.prices through the BFF at least the provider's own rate (1.00×) — ${fixed(worst, 2)}×: ` +
      `${worst >= 1 ? 'met' : 'NOT met'}`,
  );
  if (worst < 1) {
    const cpu = Math.max(...bffRows.map((row) => row.bffCpu)) * 1e6;
    console.log(
      `in the way: ${fixed(cpu, 0)} µs of BFF CPU per request against the provider's ` +
        `${fixed(base.providerCpu * 1e6, 0)} µs for the same answer from memory (the call skips tRPC's fetch adapter; ` +
        "what is left is tRPC's middleware chain, Fastify's hooks, the security headers, the log line and the " +
        'socket write — docs/benchmarks.md "Prices query")',
    );
  }
});
