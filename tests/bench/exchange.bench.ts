// The exchange end to end: orders placed over HTTP on a spawned provider (embedded PostgreSQL), each acknowledged
// only once journaled and settled in the ledger (group commit), by many verified users at once. Half the orders
// cross the book and fill; every fourth placed order is then cancelled. Prints orders/s with p50/p99 and where
// the CPU went (provider, PostgreSQL), the write-ahead log per order and the orders per batch (figures a busy machine
// moves less), then checks the ledger's invariants. Goal: 5,000 orders/s on 2 cores.
// Env: EXCHANGE_SECONDS (default 10 per row), EXCHANGE_CONCURRENCY (default "32,128"), EXCHANGE_USERS (64),
// EXCHANGE_CPU_PROF (a folder: the provider runs with --cpu-prof and writes its profile there), EXCHANGE_WAL_DETAIL
// (any value: after each row, the write-ahead log per order by table and index, from pg_walinspect).
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { cpuSeconds, descendantsCpuSeconds, machineCpu, runBench, tempDir } from './lib/processes.ts';
import { profiling, startBenchProvider } from './lib/services.ts';
import { count, fixed, table } from './lib/table.ts';

const SECONDS = Number(process.env.EXCHANGE_SECONDS ?? 10);
const CONCURRENCY = (process.env.EXCHANGE_CONCURRENCY ?? '32,128').split(',').map(Number);
const USERS = Number(process.env.EXCHANGE_USERS ?? 64);
const GOAL = 5_000;
const PASSWORD = 'Bench@1234';
const ADMIN_TOKEN = randomBytes(32).toString('base64url');
const json = { 'content-type': 'application/json' };
// biome-ignore lint/suspicious/noExplicitAny: the benchmark reads whatever the provider answered.
type Json = any;

async function call(
  url: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function trader(url: string): Promise<string> {
  const made = (await call(url, '/dev/users', { state: 'verified', password: PASSWORD })).body as {
    id: number;
    mobile_number: string;
  };
  for (const [asset, amount] of [
    ['INR', '100000000'],
    ['BTC', '100'],
  ])
    await call(url, `/dev/users/${made.id}/fund`, { asset, amount });
  await call(url, '/auth/login', { mobile_number: made.mobile_number, password: PASSWORD });
  const message = (
    (await call(url, `/dev/outbox?to=${made.mobile_number}`)).body as Array<{ code: string }>
  ).find((entry) => entry.code !== '') as { code: string };
  const verified = await call(url, '/auth/verify-otp', {
    mobile_number: made.mobile_number,
    type: 1,
    otp: message?.code,
  });
  return verified.body.token as string;
}

runBench(async () => {
  const dir = tempDir('exchange');
  const { provider, databaseUrl } = await startBenchProvider(dir, {
    env: {
      NODE_ENV: 'development',
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      MARKET_MAKERS: 'off',
      AUTH_ATTEMPTS_PER_IP: '100000',
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_PASSES: '1',
    },
    ...profiling(process.env.EXCHANGE_CPU_PROF),
  });
  console.log(`exchange orders end to end: ${USERS} users, ${SECONDS} s per row; setting up…`);
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  /** The write-ahead log's position (and its bytes so far), and the time by the database's clock. */
  const written = async () => {
    const { rows } = await database.query<{ lsn: string; wal: string; at: Date }>(
      `select pg_current_wal_lsn()::text as lsn, pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as wal,
        clock_timestamp() as at`,
    );
    return { lsn: rows[0]?.lsn as string, wal: Number(rows[0]?.wal), at: rows[0]?.at as Date };
  };
  /** Where the log between two positions went, per relation (blocks' data and full-page images). */
  const walByRelation = async (from: string, to: string, orders: number) => {
    await database.query('create extension if not exists pg_walinspect');
    const { rows } = await database.query<{ relation: string; bytes: string }>(
      `select coalesce(pg_filenode_relation(reltablespace, relfilenode)::regclass::text, 'other') as relation,
        sum(block_data_length + coalesce(block_fpi_length, 0))::text as bytes
       from pg_get_wal_block_info($1::pg_lsn, $2::pg_lsn) group by 1 order by sum(block_data_length + coalesce(block_fpi_length, 0)) desc limit 14`,
      [from, to],
    );
    for (const row of rows)
      console.log(`  ${fixed(Number(row.bytes) / orders, 0).padStart(6)} B/order  ${row.relation}`);
  };
  /** The sequencer's batches since then: each batch's orders share the transaction that claimed their keys. */
  const batchesSince = async (at: Date) => {
    const { rows } = await database.query<{ n: string }>(
      `select count(distinct xmin::text)::text as n from idempotency_keys
       where operation = 'exchange_order' and created_at >= $1`,
      [at],
    );
    return Number(rows[0]?.n);
  };
  const tokens = await Promise.all(Array.from({ length: USERS }, () => trader(provider.url)));
  const rows: string[][] = [];
  for (const workers of [4, ...CONCURRENCY]) {
    const latencies: number[] = [];
    let cancels = 0;
    const failures = new Map<string, number>();
    const before = {
      provider: cpuSeconds(provider.pid),
      postgres: descendantsCpuSeconds(provider.pid),
      machine: machineCpu(),
      ...(await written()),
    };
    const started = performance.now();
    const deadline = started + (workers === 4 ? 2 : SECONDS) * 1000;
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        const token = tokens[w % tokens.length] as string;
        for (let n = 0; performance.now() < deadline; n++) {
          const buy = (w + n) % 2 === 0;
          const t0 = performance.now();
          const placed = await call(
            provider.url,
            '/exchange/orders',
            {
              idempotency_key: randomUUID(),
              coin: 'BTC',
              base_coin: 'INR',
              advance_order_type: 'LIMIT',
              order_type: buy ? 'BID' : 'ASK',
              // Around ₹90,00,000: the two sides overlap by a few ticks, so about half of the orders trade.
              rate: String(9_000_000 + (buy ? 1 : -1) * ((n * 7 + w) % 5) * 100 - (buy ? 200 : -200)),
              volume: '0.001',
            },
            token,
          );
          if (placed.status !== 201) {
            const reason = `${placed.status} ${JSON.stringify(placed.body).slice(0, 100)}`;
            failures.set(reason, (failures.get(reason) ?? 0) + 1);
            continue;
          }
          latencies.push(performance.now() - t0);
          if (n % 4 === 0 && placed.body.order.status === 'open') {
            await call(provider.url, '/exchange/orders/cancel', { order_id: placed.body.order.id }, token);
            cancels += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (workers === 4) continue; // warm-up
    const orders = latencies.length;
    latencies.sort((a, b) => a - b);
    const machine = machineCpu();
    const after = await written();
    const invariants = (await (
      await fetch(`${provider.url}/admin/ledger/invariants`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      })
    ).json()) as { balanced: boolean };
    rows.push([
      String(workers),
      count(orders / seconds),
      count(cancels / seconds),
      fixed(latencies[Math.floor(orders * 0.5)] ?? Number.NaN, 1),
      fixed(latencies[Math.floor(orders * 0.99)] ?? Number.NaN, 1),
      fixed(((cpuSeconds(provider.pid) - before.provider) / orders) * 1e6, 0),
      fixed(((descendantsCpuSeconds(provider.pid) - before.postgres) / orders) * 1e6, 0),
      fixed((after.wal - before.wal) / orders / 1024, 2),
      fixed(orders / (await batchesSince(before.at)), 1),
      fixed((machine.busy - before.machine.busy) / seconds, 2),
      invariants.balanced ? 'yes' : 'NO',
      String([...failures.values()].reduce((a, b) => a + b, 0)),
    ]);
    for (const [reason, times] of failures) console.log(`  ${times}× ${reason}`);
    if (process.env.EXCHANGE_WAL_DETAIL) {
      console.log(`${workers} workers: the write-ahead log per order, by relation`);
      await walByRelation(before.lsn, after.lsn, orders);
    }
  }
  console.log(
    table(
      [
        'workers',
        'orders/s',
        'cancels/s',
        'p50 ms',
        'p99 ms',
        'provider µs/order',
        'postgres µs/order',
        'WAL KB/order',
        'orders/batch',
        'busy cores',
        'balanced',
        'failed',
      ],
      rows,
    ),
  );
  console.log(`goal: ≥ ${count(GOAL)} orders/s`);
  await database.end();
});
