// Two providers' schedulers on one database and one due plan (PLAN_DAY_SECONDS shortens a plan's day to seconds):
// every due time runs exactly once — no second purchase, no due time skipped — whichever process's pg-boss worker
// takes the job. (A direct race of runs on one due time is in plans.test.ts.)
import { key, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, ManualClock, providerForFile } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProvider } from '../../app.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';

/** The wall clock, where the test provider takes a ManualClock: pg-boss's delays and the plan's due times agree. */
class WallClock extends ManualClock {
  override now(): Date {
    return new Date();
  }
}

const DAY_SECONDS = 3;
const market = movableMarket();
const clock = new WallClock();
const provider = providerForFile({
  env: { AUTH_ATTEMPTS_PER_IP: '100000', PLAN_DAY_SECONDS: String(DAY_SECONDS) },
  market,
  clock,
});
let second: FastifyInstance | null = null;
let standbyReady: Promise<unknown> = Promise.resolve();
const secondDb = () => openDatabase(provider.database.url);

afterAll(async () => {
  // The first process stops (as at a deploy); the standby then takes the pairs' locks, becomes ready, and stops too.
  await provider.app.close();
  await standbyReady;
  await second?.close();
});

describe('two providers, one due plan', () => {
  it('runs every due time once, in order, with no gap, whichever worker takes it', async () => {
    // ₹1,250: two ₹500 runs buy, the third finds too little and is skipped; the plan goes on.
    const user = await moneyUser(provider, { funds: { INR: '1250.00' } });
    const created = await call(provider, 'POST', '/baskets/plans', {
      bearer: user.token,
      body: { target: 'BTC', amount: '500', frequency: 'daily', idempotency_key: key() },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const planId = created.body.plan.id as number;
    const db = secondDb();
    second = buildProvider(provider.config, { db, clock, market });
    second.addHook('onClose', async () => db.destroy());
    // The second process starts its job workers, then waits as the exchange's standby for the pairs' locks (the
    // first owns them), as a second provider at scale does: its ready() never comes while the first is up.
    standbyReady = Promise.resolve(second.ready()).catch(() => {});

    const runs = await until(
      async () => {
        const rows = await provider.db
          .selectFrom('plan_runs')
          .selectAll()
          .where('plan_id', '=', planId)
          .orderBy('due_at')
          .execute();
        return rows.length >= 3 && rows;
      },
      // Three plan days, and the usual deadline on top for a loaded machine.
      { timeoutMs: DAY_SECONDS * 1000 * 3 + 15_000, every: 200, what: 'three plan runs' },
    );
    expect(runs.length).toBeGreaterThanOrEqual(3);
    const first = runs[0]?.due_at.getTime() as number;
    // No due time twice (the unique row) and none skipped: each one period after the one before.
    runs.forEach((run, i) => {
      expect(run.due_at.getTime()).toBe(first + i * DAY_SECONDS * 1000);
    });
    expect(runs.slice(0, 3).map((r) => r.status)).toEqual(['bought', 'bought', 'skipped']);
    const orders = await provider.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(orders).toHaveLength(2);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  }, 30_000);
});
