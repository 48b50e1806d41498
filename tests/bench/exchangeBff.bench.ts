// Exchange orders benchmark: LIMIT buys placed through a spawned BFF (tRPC over HTTP with the session cookie) against
// the same call straight to a spawned real provider (embedded PostgreSQL, bearer token, journal and group commit),
// at the same concurrencies: orders per second, p50/p99 per order, and the ratio. Each worker is its own verified,
// funded user placing 0.0001 BTC bids at prices spread below the market (they rest; nothing fills), each
// acknowledged only once durable. After every burst: the operator's ledger check, and every user's locked rupees
// exactly the sum of what their orders said they locked.
// Env: EXCHANGE_BFF_SECONDS (default 8 per row), EXCHANGE_BFF_CONCURRENCY (default "8,32"), EXCHANGE_BFF_CPU_PROF (a folder:
// the provider and the BFF run with --cpu-prof and write their profiles there).
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { PlaceOrderResponse } from '@sikka/shared/exchange/schemas';
import { toMinorUnits } from '@sikka/shared/money/amount';
import type { WalletResponse } from '@sikka/shared/wallet/schemas';
import { bffSession, booksBalanced, fundedUser, providerSession, type Session } from './lib/accounts.ts';
import {
  cpuSeconds,
  descendantsCpuSeconds,
  machineCpu,
  runBench,
  type Service,
  tempDir,
} from './lib/processes.ts';
import { profiling, startBenchBff, startBenchProvider } from './lib/services.ts';
import { count, fixed, table } from './lib/table.ts';

const SECONDS = Number(process.env.EXCHANGE_BFF_SECONDS ?? 8);
const CONCURRENCY = (process.env.EXCHANGE_BFF_CONCURRENCY ?? '8,32').split(',').map(Number);
const FUNDING_INR = '100000000'; // ₹10 crore: about 12,000 bids of 0.0001 BTC near ₹85,00,000 each
const ADMIN_TOKEN = randomBytes(32).toString('base64url');
const CPU_PROF = process.env.EXCHANGE_BFF_CPU_PROF;

/** A bid of one lot at a price between ₹80,00,000 and ₹89,99,900 (₹100 ticks): spread out, never crossing. */
function bid() {
  const ticks = 80_000 + Math.floor(Math.random() * 10_000);
  return {
    idempotency_key: randomUUID(),
    advance_order_type: 'LIMIT',
    order_type: 'BID',
    coin: 'BTC',
    base_coin: 'INR',
    rate: `${ticks * 100}.00`,
    volume: '0.0001',
    unit: 'volume',
  };
}

interface Target {
  name: string;
  signIn(mobile: string): Promise<Session>;
  place(session: Session): Promise<PlaceOrderResponse>;
  wallets(session: Session): Promise<WalletResponse['wallets']>;
}

function targets(providerUrl: string, bffUrl: string): Target[] {
  return [
    {
      name: 'provider direct',
      signIn: (mobile) => providerSession(providerUrl, mobile),
      place: async (session) => (await session.post('/exchange/orders', bid())) as PlaceOrderResponse,
      wallets: async (session) => ((await session.get('/v2/wallet')) as WalletResponse).wallets,
    },
    {
      name: 'BFF (tRPC, cookie)',
      signIn: (mobile) => bffSession(bffUrl, providerUrl, mobile),
      place: async (session) => (await session.post('exchange.placeOrder', bid())) as PlaceOrderResponse,
      wallets: async (session) => ((await session.get('wallet.balances')) as WalletResponse).wallets,
    },
  ];
}

/** One signed-in user and the rupees their orders locked this run, in paise. */
interface Account {
  session: Session;
  locked: bigint;
}

interface Row {
  target: string;
  workers: number;
  orders: number;
  seconds: number;
  latenciesMs: number[];
  failures: Map<string, number>;
  bffCpu: number | null;
  providerCpu: number;
  postgresCpu: number;
  otherCores: number;
  booksBalanced: boolean;
  locksExact: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);

async function burst(
  target: Target,
  accounts: Account[],
  processes: { provider: Service; bff: Service | null },
): Promise<Omit<Row, 'target' | 'booksBalanced' | 'locksExact'>> {
  const latenciesMs: number[] = [];
  const failures = new Map<string, number>();
  const before = {
    provider: cpuSeconds(processes.provider.pid),
    postgres: descendantsCpuSeconds(processes.provider.pid),
    bff: processes.bff ? cpuSeconds(processes.bff.pid) : 0,
    self: process.cpuUsage(),
    machine: machineCpu(),
  };
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    accounts.map(async (account) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const { order } = await target.place(account.session);
          latenciesMs.push(performance.now() - t0);
          account.locked += toMinorUnits(order.locked, 'INR');
        } catch (error) {
          const reason = error instanceof Error ? error.message.slice(0, 120) : String(error);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const providerS = cpuSeconds(processes.provider.pid) - before.provider;
  const postgresS = descendantsCpuSeconds(processes.provider.pid) - before.postgres;
  const bffS = processes.bff ? cpuSeconds(processes.bff.pid) - before.bff : 0;
  const self = process.cpuUsage(before.self);
  const machineS = machineCpu().busy - before.machine.busy;
  const orders = latenciesMs.length;
  return {
    workers: accounts.length,
    orders,
    seconds,
    latenciesMs: latenciesMs.sort((a, b) => a - b),
    failures,
    bffCpu: processes.bff ? bffS / orders : null,
    providerCpu: providerS / orders,
    postgresCpu: postgresS / orders,
    otherCores:
      Math.max(0, machineS - providerS - postgresS - bffS - (self.user + self.system) / 1e6) / seconds,
  };
}

/** Every user's locked rupees are exactly the sum of what their orders locked (nothing filled or was cancelled). */
async function locksExact(target: Target, accounts: Account[]): Promise<boolean> {
  for (const account of accounts) {
    const wallets = await target.wallets(account.session);
    if (toMinorUnits(wallets.INR.locked, 'INR') !== account.locked) return false;
  }
  return true;
}

runBench(async () => {
  const dir = tempDir('exchange-bff');
  const { provider } = await startBenchProvider(dir, {
    env: {
      // Development mode for its fixtures (users, funding, the outbox); no market maker, so only our orders run.
      NODE_ENV: 'development',
      MARKET_MAKERS: 'off',
      ADMIN_TOKEN,
      AUTH_ATTEMPTS_PER_IP: '100000',
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_PASSES: '1',
    },
    ...profiling(CPU_PROF),
  });
  const bff = await startBenchBff(dir, provider.url, {
    env: { AUTH_RATE_LIMIT_PER_IP: '100000' },
    logFile: join(dir, 'bff.log'),
    ...profiling(CPU_PROF),
  });
  const most = Math.max(...CONCURRENCY);
  console.log(
    `exchange orders: LIMIT bids of 0.0001 BTC, each acknowledged once durable; ${SECONDS} s per row; ` +
      `${most} funded users per target…`,
  );
  const rows: Row[] = [];
  for (const target of targets(provider.url, bff.url)) {
    const processes = { provider, bff: target.name.startsWith('BFF') ? bff : null };
    const accounts: Account[] = [];
    for (let i = 0; i < most; i++) {
      const mobile = await fundedUser(provider.url, { INR: FUNDING_INR });
      accounts.push({ session: await target.signIn(mobile), locked: 0n });
    }
    // Warm-up: the code paths compiled and the connection pools filled before anything is measured.
    await burst(target, accounts.slice(0, 4), processes);
    for (const workers of CONCURRENCY) {
      const result = await burst(target, accounts.slice(0, workers), processes);
      rows.push({
        target: target.name,
        ...result,
        booksBalanced: await booksBalanced(provider.url, ADMIN_TOKEN),
        locksExact: await locksExact(target, accounts),
      });
    }
  }

  console.log(
    `\n${table(
      [
        'target',
        'workers',
        'orders/s',
        'vs provider',
        'p50 ms',
        'p99 ms',
        'p99 vs provider',
        'max ms',
        'failed',
        'BFF CPU µs/order',
        'provider CPU µs/order',
        'PostgreSQL CPU µs/order',
        'other CPU',
        'books',
        'locks',
      ],
      rows.map((row, i) => {
        const perSecond = row.orders / row.seconds;
        const base = rows[i % CONCURRENCY.length] as Row; // the provider's row with the same workers
        return [
          row.target,
          String(row.workers),
          fixed(perSecond, 0),
          `${fixed(perSecond / (base.orders / base.seconds), 2)}×`,
          fixed(percentile(row.latenciesMs, 0.5), 1),
          fixed(percentile(row.latenciesMs, 0.99), 1),
          `${fixed(percentile(row.latenciesMs, 0.99) / percentile(base.latenciesMs, 0.99), 2)}×`,
          fixed(row.latenciesMs.at(-1) ?? Number.NaN, 1),
          count([...row.failures.values()].reduce((a, b) => a + b, 0)),
          row.bffCpu === null ? '—' : fixed(row.bffCpu * 1e6, 0),
          fixed(row.providerCpu * 1e6, 0),
          fixed(row.postgresCpu * 1e6, 0),
          `${fixed(row.otherCores * 100, 0)}%`,
          row.booksBalanced ? 'balanced' : 'UNBALANCED',
          row.locksExact ? 'exact' : 'MISMATCH',
        ];
      }),
    )}`,
  );
  for (const row of rows) {
    for (const [reason, times] of row.failures) {
      console.log(`failed (${row.target}, ${row.workers} workers): ${times} × ${reason}`);
    }
  }
  if (rows.some((row) => !row.booksBalanced || !row.locksExact)) {
    throw new Error('the books or a lock did not add up after a burst');
  }
});
