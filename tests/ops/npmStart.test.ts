// `npm start` (scripts/start.ts) on the embedded defaults: a provider that crashes is started again while the BFF
// keeps serving, and Ctrl-C stops everything, the embedded PostgreSQL included.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/processes.ts';
import { until } from '../support/until.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dir: string | undefined;
let start: ChildProcess | undefined;
afterAll(async () => {
  if (start?.exitCode === null && start.pid) process.kill(-start.pid, 'SIGKILL');
  if (dir) await rm(dir, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function status(url: string): Promise<number> {
  return fetch(url).then(
    (response) => response.status,
    () => 0,
  );
}

/** Processes in the process group `group` (what a terminal's Ctrl-C reaches), from Linux /proc. */
async function groupMembers(group: number): Promise<number[]> {
  const members: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] !== 'Z' && Number(fields[2]) === group) members.push(Number(entry));
  }
  return members;
}

describe('npm start', () => {
  it('restarts a provider killed with -9 while the BFF keeps serving, and Ctrl-C leaves nothing running', async () => {
    dir = await mkdtemp(join(tmpdir(), 'sikka-npm-start-'));
    // Run as root, the embedded PostgreSQL runs as another account, which passes through here to its data.
    await chmod(dir, 0o755);
    const clientDist = join(dir, 'dist');
    await mkdir(clientDist);
    await writeFile(
      join(clientDist, 'index.html'),
      '<!doctype html><title>Sikka</title><div id="root"></div>',
    );
    const [port, providerPort, databasePort] = [await freePort(), await freePort(), await freePort()];
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    let output = '';
    // Its own process group, as a terminal gives it, so that Ctrl-C can be sent the way a terminal sends it.
    start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inherited,
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: '0',
        CLIENT_DIST: clientDist,
        MAINTENANCE_FILE: join(dir, 'maintenance.json'),
        PROVIDER_HOST: '127.0.0.1',
        PROVIDER_PORT: String(providerPort),
        PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
        DATA_DIR: join(dir, 'data'),
        EMBEDDED_DB_PORT: String(databasePort),
        ARGON2_MEMORY_KIB: '4096',
        ARGON2_PASSES: '1',
        LOG_LEVEL: 'warn',
      },
    });
    start.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    start.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => start?.once('exit', resolve));
    const bff = `http://127.0.0.1:${port}`;
    const providerPids = () =>
      [...output.matchAll(/provider: listening on \S+ \(pid (\d+)\)/g)].map((m) => Number(m[1]));
    const cluster = join(dir, 'data', 'postgres');
    const serverPid = async () =>
      Number((await readFile(join(cluster, 'postmaster.pid'), 'utf8').catch(() => '0')).split('\n', 1)[0]);

    await until(async () => (await status(`${bff}/readyz`)) === 200, { timeoutMs: 60_000, every: 100 }).catch(
      (error: unknown) => {
        throw new Error(`npm start did not get ready:\n${output}`, { cause: error });
      },
    );
    // It says where once the BFF and its provider answer.
    await until(() => output.includes(`sikka: ready at http://localhost:${port}/in/home`), {
      what: 'the line saying where',
    });
    const [crashed] = providerPids();
    const firstServer = await serverPid();
    expect(crashed).toBeGreaterThan(0);

    process.kill(crashed as number, 'SIGKILL');
    // While the provider is down and coming back, the BFF answers: its health, the app, and its readiness (503).
    const answers: number[] = [];
    const restarted = await until(
      async () => {
        answers.push(await status(`${bff}/healthz`), await status(`${bff}/in/home`));
        return providerPids().length === 2 && (await status(`${bff}/readyz`)) === 200;
      },
      { timeoutMs: 60_000, every: 100 },
    ).catch((error: unknown) => {
      throw new Error(`the provider did not come back:\n${output}`, { cause: error });
    });
    expect(restarted).toBe(true);
    expect(answers.every((code) => code === 200)).toBe(true);
    expect(output).toMatch(/the provider stopped \(SIGKILL\); starting it again/);
    expect(alive(firstServer)).toBe(false);
    const secondServer = await serverPid();
    expect(secondServer).not.toBe(firstServer);

    const group = start.pid as number;
    process.kill(-group, 'SIGINT');
    expect(await exited).toBe(0);
    expect(await groupMembers(group)).toEqual([]);
    expect(alive(secondServer)).toBe(false);
    await expect(readFile(join(cluster, 'postmaster.pid'))).rejects.toThrow();
  }, 150_000);
});
