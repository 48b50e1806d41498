// Debian's own PostgreSQL server and redis-server on loopback, started by a test in a temp dir on free ports:
// the scaled-out set-up (README "Run at scale") without Docker. `.ci/run` installs both packages when missing.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './processes.ts';

const INSTALL_HINT = 'apt-get install -y postgresql redis-server (.ci/run installs them when missing)';

export interface DebianPostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust authentication on loopback). */
  url(database: string): string;
  /** CREATE DATABASE, answering its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export interface DebianRedis {
  port: number;
  /** redis://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL's bin directory (/usr/lib/postgresql/<major>/bin), or a clear error. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) throw new Error(`Debian PostgreSQL is not installed: ${INSTALL_HINT}`);
  return join(root, majors[0] as string, 'bin');
}

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` OS user the package created. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[], cwd: string): void {
  const [file, argv] = asPostgres(command, args);
  const result = spawnSync(file, argv, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
}

async function ownedTempDir(prefix: string, owner: string | null): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  if (owner !== null) {
    const uid = Number(execFileSync('id', ['-u', owner], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', owner], { encoding: 'utf8' }).trim());
    await chown(dir, uid, gid);
  }
  return dir;
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port, or rejects after the timeout. */
async function listening(port: number, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (exited() || Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Safety net: a test process that dies without its afterAll still stops what it started.
const onExit = new Set<() => void>();
process.once('exit', () => {
  for (const stop of onExit) stop();
});

/**
 * Debian's PostgreSQL (initdb + pg_ctl) in a fresh temp dir on a free loopback port: no Unix socket outside
 * the temp dir, fsync off (a throwaway cluster), trust authentication for loopback only.
 */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const bin = postgresBinDir();
  const root = process.getuid?.() === 0;
  const dir = await ownedTempDir('sikka-debian-pg-', root ? 'postgres' : null);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');
  let started = false;
  const stopNow = () => {
    if (!started) return;
    started = false;
    const [file, argv] = asPostgres(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
    spawnSync(file, argv, { cwd: dir });
  };
  try {
    run(
      join(bin, 'initdb'),
      ['-D', data, '-A', 'trust', '-U', 'postgres', '-N', '-E', 'UTF8', '--no-locale'],
      dir,
    );
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=50',
    ].join(' ');
    run(pgCtl, ['-D', data, '-l', log, '-o', options, '-w', '-t', '30', 'start'], dir);
    started = true;
    onExit.add(stopNow);
  } catch (error) {
    const serverLog = await readFile(log, 'utf8').catch(() => '');
    stopNow();
    await rm(dir, { recursive: true, force: true });
    throw new Error(`Debian PostgreSQL did not start (${INSTALL_HINT}):\n${serverLog}`, { cause: error });
  }
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`create database ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      onExit.delete(stopNow);
      if (started) {
        started = false;
        const [file, argv] = asPostgres(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
        const result = spawnSync(file, argv, { cwd: dir, encoding: 'utf8' });
        // A server that will not stop fast is stopped at once, so the temp dir can go.
        if (result.status !== 0) {
          started = true;
          stopNow();
        }
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Debian's redis-server in the foreground on a free loopback port, nothing persisted. */
export async function startDebianRedis(): Promise<DebianRedis> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));
  if (!binary) throw new Error(`redis-server is not installed: ${INSTALL_HINT}`);
  const dir = await mkdtemp(join(tmpdir(), 'sikka-debian-redis-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killNow = () => void child.kill('SIGKILL');
  onExit.add(killNow);
  const stop = async () => {
    onExit.delete(killNow);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(killNow, 3_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await listening(port, 10_000, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`redis-server did not start:\n${output}`, { cause: error });
  }
  return { port, url: `redis://127.0.0.1:${port}`, stop };
}
