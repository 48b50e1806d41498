// `npm start`'s provider process (main.ts): embedded PostgreSQL by default, DATABASE_URL otherwise; migrate,
// seed the demo account, listen, say where; stop everything in order on SIGTERM.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type RunningProcess, startProvider } from '@sikka/tests/support/processes';
import { afterAll, describe, expect, it } from 'vitest';

const started: RunningProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const process of started) await process.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function demoLogin(url: string): Promise<number> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile_number: '9999999999', password: 'Demo@1234' }),
  });
  return response.status;
}

describe('provider/src/main.ts', () => {
  it('on DATABASE_URL: ready, demo account seeded, stops with exit code 0 on SIGTERM', async () => {
    const provider = await startProvider({ LOG_LEVEL: 'info' });
    started.push(provider);
    expect((await fetch(`${provider.url}/readyz`)).status).toBe(200);
    expect(await demoLogin(provider.url)).toBe(200);
    expect(provider.output()).toContain('demo account 9999999999 / Demo@1234');
    expect(provider.output()).toContain(`listening on ${provider.url}`);
    await provider.stop();
    expect(provider.exitCode()).toBe(0);
  });

  it('with no DATABASE_URL: starts its own PostgreSQL in DATA_DIR, keeps the data across restarts, stops it on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sikka-main-test-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()), LOG_LEVEL: 'info' };

    const first = await startProvider(env, { database: 'embedded' });
    started.push(first);
    expect(first.output()).toContain('embedded PostgreSQL');
    expect(first.output()).toContain('applied migrations 0001_auth');
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect(await demoLogin(first.url)).toBe(200);
    await first.stop();
    expect(first.exitCode()).toBe(0);

    // The second start finds the cluster, the schema and the demo account already there.
    const second = await startProvider(env, { database: 'embedded' });
    started.push(second);
    expect(second.output()).not.toContain('applied migrations');
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    const outbox = await (await fetch(`${second.url}/dev/outbox?to=9999999999`)).json();
    expect(outbox).toHaveLength(1);
    await second.stop();
    expect(second.exitCode()).toBe(0);
  }, 60_000);
});
