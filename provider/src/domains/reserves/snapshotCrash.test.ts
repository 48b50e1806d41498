// Crash safety of a proof-of-reserves snapshot: the real provider process is killed with SIGKILL while it writes a
// snapshot's leaves (100,000 users), and nothing of it is left: no snapshot, building or published, and no leaf. The
// next process takes a whole one, and a user's proof from it verifies.

import { verifyInclusion } from '@sikka/shared/reserves/verifyInclusion';
import { startProvider } from '@sikka/tests/support/processes';
import { createUser, databaseForFile, fundUser } from '@sikka/tests/support/provider';
import { until } from '@sikka/tests/support/until';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

const testDb = databaseForFile({ maxConnections: 2 });
const ADMIN = 'reserves-crash-admin-token-0123456789abcdef';
const POPULATION = 100_000;

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the provider answered.
type Json = any;

async function json(
  url: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const counts = async () =>
  (
    await sql<{ snapshots: string; leaves: string }>`select
      (select count(*) from reserve_snapshots)::text as snapshots,
      (select count(*) from reserve_leaves)::text as leaves`.execute(testDb.db)
  ).rows[0];

describe('a snapshot interrupted by SIGKILL', () => {
  it('leaves nothing published nor half-written, and the next process takes a whole one', async () => {
    const env = {
      DATABASE_URL: testDb.database.url,
      ADMIN_TOKEN: ADMIN,
      LOG_LEVEL: 'silent',
      RESERVES_SNAPSHOT_EVERY_MS: '0',
      // No demo seed, and so no first snapshot at start: the operator's is the one killed.
      DEMO_ACCOUNT: 'off',
    };
    let running = await startProvider(env);
    const funded = await createUser(running.url, { state: 'verified' });
    await fundUser(running.url, funded.id, 'BTC', '0.125');
    await sql`insert into users (mobile_number, password_hash, verification_status, status)
      select '5' || lpad(g::text, 9, '0'), 'not-a-password', 21, 1 from generate_series(1, ${POPULATION}) g`.execute(
      testDb.db,
    );

    const taking = json(running.url, '/admin/reserves/snapshots', { method: 'POST', token: ADMIN }).catch(
      () => null,
    );
    // Mid-write: the snapshot's transaction has written (it has an id) and its last statement wrote leaves.
    await until(
      async () =>
        (
          await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where backend_xid is not null and pid <> pg_backend_pid()
              and query ilike '%insert into reserve_leaves%'`.execute(testDb.db)
        ).rows[0]?.n,
      { timeoutMs: 60_000, every: 5, what: 'the snapshot writing its leaves' },
    );
    running.signal('SIGKILL');
    await running.exited;
    expect(await taking).toBeNull();
    // Once PostgreSQL has seen the connection go, the transaction is rolled back whole.
    await until(
      async () =>
        (
          await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where query ilike '%reserve_leaves%' and pid <> pg_backend_pid()`.execute(testDb.db)
        ).rows[0]?.n === 0,
      { timeoutMs: 20_000, what: 'the killed backend to end' },
    );
    expect(await counts()).toEqual({ snapshots: '0', leaves: '0' });

    running = await startProvider(env);
    try {
      expect((await json(running.url, '/reserves/latest')).body).toEqual({ snapshot: null });
      const started = performance.now();
      const taken = await json(running.url, '/admin/reserves/snapshots', { method: 'POST', token: ADMIN });
      console.log(
        `reserves: a snapshot of ${POPULATION} users took ${Math.round(performance.now() - started)} ms`,
      );
      expect(taken.status).toBe(200);
      // Every account, the demo account and the funded user among them.
      const everyone = (await sql<{ n: number }>`select count(*)::int as n from users`.execute(testDb.db))
        .rows[0]?.n;
      expect(taken.body.user_count).toBe(everyone);
      expect(everyone).toBeGreaterThan(POPULATION);
      expect(await counts()).toEqual({ snapshots: '1', leaves: String(everyone) });
      const mobile = funded.mobile_number as string;
      await json(running.url, '/auth/login', {
        method: 'POST',
        body: { mobile_number: mobile, password: funded.password },
      });
      const outbox = (await json(running.url, `/dev/outbox?to=${mobile}`)).body as Json[];
      const otp = outbox.find((entry) => entry.code !== '')?.code;
      const signedIn = await json(running.url, '/auth/verify-otp', {
        method: 'POST',
        body: { mobile_number: mobile, type: 1, otp },
      });
      const proof = await json(running.url, `/reserves/proof?snapshot_id=${taken.body.id}`, {
        token: signedIn.body.token,
      });
      expect(verifyInclusion(proof.body, taken.body.root)).toMatchObject({
        ok: true,
        balances: { BTC: '12500000' },
      });
    } finally {
      await running.stop();
    }
  }, 180_000);
});
