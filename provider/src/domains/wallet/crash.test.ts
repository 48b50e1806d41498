// Crash safety: "a provider killed in the middle of a burst of buys restarts with the books balanced": the real
// provider process (main.ts) takes a burst of instant buys from the funded demo account, is killed with SIGKILL
// mid-burst, and a new process on the same database finds every invariant holding, every fill whole (order,
// entry and executed quote together or not at all), and the buys in flight neither lost nor doubled on retry.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { post, signIn } from '@sikka/tests/support/overHttp';
import { freePort } from '@sikka/tests/support/processes';
import { databaseForFile } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { DEMO_ACCOUNT, DEMO_FUNDING } from '../dev/demoAccount.ts';

const env = {
  CHAIN_BLOCK_MS: '0',
  WITHDRAWAL_PROCESS_MS: '0',
  AUTH_ATTEMPTS_PER_IP: '10000',
  LOG_LEVEL: 'silent',
};
const testDb = databaseForFile({ maxConnections: 2 });
const running: ProviderProcess[] = [];

afterAll(async () => {
  for (const provider of running) {
    if (provider.child.exitCode === null && provider.child.signalCode === null) {
      provider.child.kill('SIGTERM');
      await provider.exited;
    }
  }
});

interface ProviderProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * main.ts in node itself (tsx as a loader, not its CLI): the CLI runs the program in a child process, and a
 * SIGKILL to the CLI would leave the provider running. Here the signal lands on the provider.
 */
async function startProviderProcess(databaseUrl: string): Promise<ProviderProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'provider/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PROVIDER_HOST: '127.0.0.1',
      PROVIDER_PORT: String(port),
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_PASSES: '1',
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const provider = { url: `http://127.0.0.1:${port}`, child, exited };
  running.push(provider);
  return until(
    async () => {
      if (child.exitCode !== null) throw new Error(`the provider exited with ${child.exitCode}:\n${output}`);
      // Refused while not listening yet.
      return (await fetch(`${provider.url}/healthz`).catch(() => null))?.ok && provider;
    },
    { timeoutMs: 30_000, every: 100, what: () => `the provider to start:\n${output}` },
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the provider answered.
type Json = any;

const signInDemo = (url: string) => signIn(url, DEMO_ACCOUNT.mobile_number, DEMO_ACCOUNT.password);

describe('crash safety: SIGKILL mid-burst of buys', () => {
  it('restarts with the books balanced, every fill whole, and retries of the buys in flight filling at most once', async () => {
    const first = await startProviderProcess(testDb.database.url);
    const token = await signInDemo(first.url);

    const inFlight: Array<{ quoteId: string; key: string }> = [];
    const filled: string[] = [];
    const worker = async (id: number) => {
      // Each worker buys until its connection dies with the process.
      for (let n = 0; n < 10_000; n++) {
        try {
          const quote = await post(
            first.url,
            '/instant/quotes',
            { coin: 'BTC', side: 'buy', unit: 'inr', amount: '500' },
            token,
          );
          const attempt = { quoteId: quote.body.quote_id as string, key: `crash-${id}-${n}-${Date.now()}` };
          inFlight.push(attempt);
          const order = await post(
            first.url,
            '/instant/orders',
            { quote_id: attempt.quoteId, idempotency_key: attempt.key },
            token,
          );
          if (order.status === 201) filled.push(attempt.key);
          inFlight.splice(inFlight.indexOf(attempt), 1);
        } catch {
          return; // the process is gone
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, id) => worker(id));
    while (filled.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(workers);
    expect(filled.length).toBeGreaterThanOrEqual(20);
    // Buys were under way when the process died (a worker always has one between quote and answer).
    expect(inFlight.length).toBeGreaterThan(0);

    const second = await startProviderProcess(testDb.database.url);
    const db = testDb.db;
    const report = await checkInvariants(db);
    expect(report).toMatchObject({ unbalancedEntries: [], driftedAccounts: [], negativeAccounts: [] });
    expect(booksBalance(report)).toBe(true);

    // Every fill is whole: an order, its one entry and its executed quote — together or not at all.
    const counts = await sql<{ orders: string; entries: string; executed: string }>`
      select (select count(*) from orders) as orders,
             (select count(*) from journal_entries where kind = 'instant_buy') as entries,
             (select count(*) from quotes where executed_at is not null) as executed`.execute(db);
    const [count] = counts.rows;
    expect(Number(count?.orders)).toBeGreaterThanOrEqual(filled.length);
    expect(count?.entries).toBe(count?.orders);
    expect(count?.executed).toBe(count?.orders);

    // The buys that were in flight at the kill: a retry with the same key fills at most once.
    const retryToken = await signInDemo(second.url);
    for (const attempt of inFlight) {
      const first = await post(
        second.url,
        '/instant/orders',
        { quote_id: attempt.quoteId, idempotency_key: attempt.key },
        retryToken,
      );
      const again = await post(
        second.url,
        '/instant/orders',
        { quote_id: attempt.quoteId, idempotency_key: attempt.key },
        retryToken,
      );
      expect([201, 409]).toContain(first.status);
      expect(again).toEqual(first);
    }
    const entries = await db
      .selectFrom('journal_entries')
      .select('reference')
      .where('kind', '=', 'instant_buy')
      .execute();
    expect(new Set(entries.map((e) => e.reference)).size).toBe(entries.length);

    // The demo wallet is its funding less what the fills cost, plus what they bought.
    const demo = await db
      .selectFrom('users')
      .select('id')
      .where('mobile_number', '=', DEMO_ACCOUNT.mobile_number)
      .executeTakeFirstOrThrow();
    const spent = await sql<{ total: string; quantity: string }>`
      select coalesce(sum(total), 0)::text as total, coalesce(sum(quantity), 0)::text as quantity
      from orders where user_id = ${demo.id}`.execute(db);
    const wallet: Json = await (
      await fetch(`${second.url}/v2/wallet`, { headers: { authorization: `Bearer ${retryToken}` } })
    ).json();
    const funding = (asset: string) => DEMO_FUNDING.find((f) => f.asset === asset)?.amount ?? 0n;
    expect(toMinorUnits(wallet.wallets.INR.balance, 'INR')).toBe(
      funding('INR') - BigInt(spent.rows[0]?.total ?? 0),
    );
    expect(toMinorUnits(wallet.wallets.BTC.balance, 'BTC')).toBe(
      funding('BTC') + BigInt(spent.rows[0]?.quantity ?? 0),
    );
    expect(booksBalance(await checkInvariants(db))).toBe(true);
  }, 60_000);
});
