// Crash safety of buying plans: the real provider process runs four daily plans whose day is one second
// (PLAN_DAY_SECONDS=1), and is killed with SIGKILL at a random moment, five times. After every restart the books
// balance, every bought run is exactly one order and every order one bought run (no purchase twice, none without its
// run), each person's rupees are exactly what the orders left, and the due times of a plan are distinct points of its
// schedule; after the last start the plans go on.
import { randomUUID } from 'node:crypto';
import { freePort, type RunningProcess, startProvider } from '@sikka/tests/support/processes';
import { createUser, databaseForFile, fundUser } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';

const testDb = databaseForFile({ maxConnections: 2 });
let running: RunningProcess | null = null;
afterAll(async () => {
  await running?.stop();
});

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the provider answered.
type Json = any;
const FUNDS_PAISE = 20_000_00n;

async function post(url: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** A verified person with ₹20,000 and a daily ₹500 BTC plan. */
async function planner(url: string): Promise<number> {
  const user = await createUser(url, { state: 'verified' });
  const mobile = user.mobile_number as string;
  await fundUser(url, user.id, 'INR', '20000');
  await post(url, '/auth/login', { mobile_number: mobile, password: user.password });
  // The newest code: a message's SMS (none) may be newer.
  const message = ((await (await fetch(`${url}/dev/outbox?to=${mobile}`)).json()) as Json[]).find(
    (entry) => entry.code !== '',
  ) as Json;
  const token = (await post(url, '/auth/verify-otp', { mobile_number: mobile, type: 1, otp: message.code }))
    .body.token as string;
  const created = await post(
    url,
    '/baskets/plans',
    { target: 'BTC', amount: '500', frequency: 'daily', idempotency_key: randomUUID() },
    token,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return user.id;
}

/**
 * What must hold whenever the provider is up again; answers the number of runs so far. The plans keep running
 * meanwhile, so runs, orders and balances are read in one snapshot (REPEATABLE READ), never a run apart from its order.
 */
async function checkAgreement(userIds: number[]): Promise<number> {
  expect(booksBalance(await checkInvariants(testDb.db))).toBe(true);
  return testDb.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      let runs = 0;
      for (const userId of userIds) {
        const plan = await sql<{ id: number }>`select id from buying_plans where user_id = ${userId}`.execute(
          trx,
        );
        const planId = plan.rows[0]?.id as number;
        const rows = await sql<{ due_at: Date; status: string }>`select due_at, status from plan_runs
          where plan_id = ${planId} order by due_at`.execute(trx);
        runs += rows.rows.length;
        const orders = await sql<{ n: number; spent: string }>`select count(*)::int as n,
          coalesce(sum(total), 0)::text as spent from orders where user_id = ${userId}`.execute(trx);
        const bought = rows.rows.filter((r) => r.status === 'bought').length;
        expect(orders.rows[0]?.n, `user ${userId}: orders = bought runs`).toBe(bought);
        const inr = await sql<{ balance: string }>`select balance::text from ledger_accounts
          where user_id = ${userId} and kind = 'available' and asset = 'INR'`.execute(trx);
        expect(BigInt(inr.rows[0]?.balance ?? 0)).toBe(FUNDS_PAISE - BigInt(orders.rows[0]?.spent ?? 0));
        // Distinct points of the one-second schedule.
        const first = rows.rows[0]?.due_at.getTime() ?? 0;
        const times = rows.rows.map((r) => r.due_at.getTime());
        expect(new Set(times).size).toBe(times.length);
        for (const t of times) expect((t - first) % 1000).toBe(0);
      }
      return runs;
    });
}

describe('buying plans crash safety: SIGKILL amid runs, five times', () => {
  it('never buys a due time twice nor without its run, and goes on after every restart', async () => {
    const port = await freePort();
    const env = {
      DATABASE_URL: testDb.database.url,
      AUTH_ATTEMPTS_PER_IP: '100000',
      LOG_LEVEL: 'silent',
      PLAN_DAY_SECONDS: '1',
    };
    running = await startProvider(env, { port });
    const users: number[] = [];
    for (let i = 0; i < 4; i++) users.push(await planner(running.url));
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, 600 + Math.floor(Math.random() * 900)));
      running.signal('SIGKILL');
      await running.exited;
      running = await startProvider(env, { port });
      await checkAgreement(users);
    }
    const before = await checkAgreement(users);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const after = await checkAgreement(users);
    console.log(`plan crash: ${before} runs across five kills, ${after} after three more seconds`);
    // The plans go on after the last start: each buys again within a few of its one-second days.
    expect(after).toBeGreaterThan(before);
  }, 180_000);
});
