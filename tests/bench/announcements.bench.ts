// Announcement fan-out benchmark (docs/messages.md): an operator's announcement to every user of a provider holding
// 100,000 of them, fanned out by its job in batches (one transaction each), timed from the operator's call until
// every user has the notification, with the provider's peak resident memory. Goal: under 60 s and under 300 MB.
// Env: ANNOUNCEMENT_USERS (default 100000), ANNOUNCEMENT_BATCH_SIZE and ANNOUNCEMENT_JOB_MS (the provider's own).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expectOk } from './lib/accounts.ts';
import { freePort, rssBytes, runBench, sleep, tempDir } from './lib/processes.ts';
import { startBenchProvider } from './lib/services.ts';
import { count, fixed, table } from './lib/table.ts';

const USERS = Number(process.env.ANNOUNCEMENT_USERS ?? 100_000);
const GOAL_SECONDS = 60;
const GOAL_MB = 300;
const MB = 1024 * 1024;

interface Progress {
  id: number;
  notified: number;
  done: boolean;
}

/** The process's peak resident set since it started (Linux /proc VmHWM), in bytes. */
function peakRssBytes(pid: number): number {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

runBench(async () => {
  const dir = tempDir('sikka-bench-announcements');
  const adminToken = randomBytes(24).toString('hex');
  const dbPort = await freePort();
  const { provider } = await startBenchProvider(dir, {
    env: {
      ADMIN_TOKEN: adminToken,
      EMBEDDED_DB_PORT: String(dbPort),
      ...(process.env.ANNOUNCEMENT_BATCH_SIZE
        ? { ANNOUNCEMENT_BATCH_SIZE: process.env.ANNOUNCEMENT_BATCH_SIZE }
        : {}),
      ...(process.env.ANNOUNCEMENT_JOB_MS ? { ANNOUNCEMENT_JOB_MS: process.env.ANNOUNCEMENT_JOB_MS } : {}),
    },
  });
  // The users, straight into the provider's database: signing 100,000 people up is not what is measured.
  const db = new pg.Client({ connectionString: `postgres://sikka:sikka-embedded@127.0.0.1:${dbPort}/sikka` });
  await db.connect();
  await db.query(
    `insert into users (mobile_number, password_hash, verification_status, status)
     select '5' || lpad(g::text, 9, '0'), 'not-a-password', 21, 1 from generate_series(1, $1::int) g`,
    [USERS],
  );
  const { rows } = await db.query<{ n: string }>('select count(*) as n from users');
  const everyone = Number(rows[0]?.n);
  const before = rssBytes(provider.pid);

  const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const started = performance.now();
  const created = (await expectOk(
    await fetch(`${provider.url}/admin/announcements`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        reward_type_name: 'GENERIC',
        subject: 'Scheduled maintenance on Sunday',
        body: 'Trading pauses from 02:00 to 02:30 IST while we upgrade the exchange.',
        segment: 'all',
      }),
    }),
    'POST /admin/announcements',
  )) as Progress;
  let progress = created;
  let peakSampled = before;
  while (!progress.done) {
    await sleep(200);
    peakSampled = Math.max(peakSampled, rssBytes(provider.pid));
    progress = (await expectOk(
      await fetch(`${provider.url}/admin/announcements/${created.id}`, { headers: admin }),
      'GET /admin/announcements/:id',
    )) as Progress;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = peakRssBytes(provider.pid);
  const { rows: twice } = await db.query<{ n: string }>(
    'select count(*) - count(distinct user_id) as n from notifications where announcement_id = $1',
    [created.id],
  );
  await db.end();

  console.log(
    `\n${table(
      ['users', 'notified', 'twice', 'seconds', 'users/s', 'RSS before MB', 'RSS during MB', 'peak RSS MB'],
      [
        [
          count(everyone),
          count(progress.notified),
          twice[0]?.n ?? '?',
          fixed(seconds, 1),
          count(progress.notified / seconds),
          fixed(before / MB, 0),
          fixed(peakSampled / MB, 0),
          fixed(peak / MB, 0),
        ],
      ],
    )}`,
  );
  const met = seconds < GOAL_SECONDS && peak < GOAL_MB * MB && progress.notified === everyone;
  console.log(
    `goal: every one of ${count(everyone)} users notified once in under ${GOAL_SECONDS} s, provider peak RSS under ` +
      `${GOAL_MB} MB — ${met ? 'met' : 'NOT met'} (${fixed(seconds, 1)} s, ${fixed(peak / MB, 0)} MB)`,
  );
  await provider.stop();
});
