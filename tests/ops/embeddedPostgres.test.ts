// The provider on its embedded PostgreSQL (`npm start`'s default) survives being killed: a kill -9 leaves no server
// behind for long, the next start recovers, and nothing it acknowledged is lost. As root, it runs from any checkout.
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type RunningProcess, startProvider } from '../support/processes.ts';
import { until } from '../support/until.ts';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const started: RunningProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const process of started) await process.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function postmasterPid(cluster: string): Promise<number | undefined> {
  const text = await readFile(join(cluster, 'postmaster.pid'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : Number(text.split('\n', 1)[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Processes whose command line holds every one of `parts` (Linux /proc). */
async function processesWith(...parts: string[]): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const args = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (parts.every((part) => args.split('\0').includes(part))) found.push(Number(entry));
  }
  return found;
}

/** An acknowledged write that must survive: a new user, whose login sends a code that the outbox keeps. */
async function acknowledgedWrite(url: string, round: number): Promise<string> {
  const mobile = `98765${String(round).padStart(5, '0')}`;
  const created = await fetch(`${url}/dev/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile_number: mobile, state: 'verified' }),
  });
  expect(created.status).toBe(201);
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile_number: mobile, password: 'Demo@1234' }),
  });
  expect(login.status).toBe(200);
  return mobile;
}

async function codesSentTo(url: string, mobile: string): Promise<number> {
  return ((await (await fetch(`${url}/dev/outbox?to=${mobile}`)).json()) as unknown[]).length;
}

describe('kill -9 of a provider on its embedded PostgreSQL', () => {
  it('the server it leaves ends by itself, and every restart starts with what was acknowledged', async () => {
    const dataDir = await tempDir('sikka-kill-');
    const cluster = join(dataDir, 'postgres');
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) };
    const written: string[] = [];
    for (let round = 1; round <= 3; round++) {
      const provider = await startProvider(env, { database: 'embedded' });
      started.push(provider);
      for (const mobile of written) expect(await codesSentTo(provider.url, mobile)).toBe(1);
      written.push(await acknowledgedWrite(provider.url, round));
      const server = await postmasterPid(cluster);
      expect(server && alive(server)).toBe(true);

      provider.signal('SIGKILL');
      await provider.exited;
      // The watchdog ends it: no orphan holds the port and the data directory until someone comes by.
      await until(() => !alive(server as number), { what: 'the watchdog to end the orphaned PostgreSQL' });
    }
  }, 120_000);

  it('a server left running without its watchdog is stopped by the next start', async () => {
    const dataDir = await tempDir('sikka-orphan-');
    const cluster = join(dataDir, 'postgres');
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) };
    const written: string[] = [];
    for (let round = 1; round <= 2; round++) {
      const provider = await startProvider(env, { database: 'embedded' });
      started.push(provider);
      for (const mobile of written) expect(await codesSentTo(provider.url, mobile)).toBe(1);
      written.push(await acknowledgedWrite(provider.url, round));
      const server = (await postmasterPid(cluster)) as number;
      for (const watchdog of await processesWith('watchdog', String(server)))
        process.kill(watchdog, 'SIGKILL');
      provider.signal('SIGKILL');
      await provider.exited;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(alive(server)).toBe(true);
    }
    const last = await startProvider(env, { database: 'embedded' });
    started.push(last);
    for (const mobile of written) expect(await codesSentTo(last.url, mobile)).toBe(1);
    expect(last.output()).toContain('left running');
  }, 120_000);

  it('a start beside a live provider on the same data directory is refused, and the live one keeps its server', async () => {
    const dataDir = await tempDir('sikka-shared-');
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) };
    const first = await startProvider(env, { database: 'embedded' });
    started.push(first);
    await expect(startProvider(env, { database: 'embedded' })).rejects.toThrow(/in use by process/);
    const mobile = await acknowledgedWrite(first.url, 1);
    expect(await codesSentTo(first.url, mobile)).toBe(1);
  }, 60_000);
});

describe.skipIf(process.getuid?.() !== 0)('run as root from a checkout other users cannot enter', () => {
  /** This repository hard-linked into a 0700 directory: what a clone under /root or a bare `mktemp -d` is. */
  async function lockedCheckout(): Promise<{ locked: string; checkout: string }> {
    const locked = await tempDir('sikka-locked-');
    await chmod(locked, 0o700);
    const checkout = join(locked, 'sikka');
    await mkdir(checkout);
    for (const part of [
      'node_modules',
      'provider',
      'shared',
      'package.json',
      'tsconfig.base.json',
      'tsconfig.json',
    ]) {
      execFileSync('cp', ['-al', join(repository, part), join(checkout, part)]);
    }
    await rm(join(checkout, 'data'), { recursive: true, force: true });
    return { locked, checkout };
  }

  it('starts with its data where PostgreSQL can reach it (as the test database does), and refuses its default with what to do', async () => {
    const { locked, checkout } = await lockedCheckout();
    const dataDir = await tempDir('sikka-reachable-');
    const provider = await startProvider(
      { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(await freePort()) },
      { database: 'embedded', checkout },
    );
    started.push(provider);
    expect((await fetch(`${provider.url}/readyz`)).status).toBe(200);
    await provider.stop();
    expect(provider.exitCode()).toBe(0);

    const refused = startProvider(
      { EMBEDDED_DB_PORT: String(await freePort()) },
      { database: 'embedded', checkout },
    );
    await expect(refused).rejects.toThrow(`cannot enter ${locked}`);
    await expect(refused).rejects.toThrow('DATA_DIR=/var/lib/sikka npm start');
  }, 60_000);
});
