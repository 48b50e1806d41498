// Starts the real provider and BFF as child processes on free loopback ports, for server tests and journeys.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freshDatabase } from './postgres.ts';
import { PROCESS_BUNDLES } from './processBundles.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningProcess {
  url: string;
  port: number;
  output: () => string;
  stop: () => Promise<void>;
  /** The exit code once stopped (null while running, or when a signal ended it). */
  exitCode: () => number | null;
  /** Sends a signal without waiting (stop() sends SIGTERM and waits). */
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
}

/** A port the system says is free right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** node's arguments for an entry point: its compiled bundle, `<package>/dist/main.mjs`, when this run built one. */
function runArguments(entry: string, cwd: string): string[] {
  const bundle = entry.replace(/^(provider|server)\/src\/main\.ts$/, '$1/dist/main.mjs');
  const built = bundle !== entry && cwd === root && inject(PROCESS_BUNDLES) === true;
  return built ? ['--enable-source-maps', bundle] : ['--import', 'tsx', entry];
}

async function startProcess(
  entry: string,
  env: Record<string, string>,
  port: number,
  timeoutMs = 30_000,
  unset: readonly string[] = [],
  cwd = root,
  untilHealthy = true,
): Promise<RunningProcess> {
  let output = '';
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.includes(name)));
  // One process (node itself, not tsx's wrapper that runs a second one): a signal reaches the server itself. The
  // run's compiled bundle when this checkout has one (processBuildGlobalSetup.ts), else the source through tsx.
  const child: ChildProcess = spawn(process.execPath, runArguments(entry, cwd), {
    cwd,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (; untilHealthy; ) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not answer /healthz within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    output: () => output,
    exitCode: () => child.exitCode,
    signal: (signal) => void child.kill(signal),
    exited,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

export interface StartProviderOptions {
  /**
   * 'fresh' (default): a fresh migrated database of the test run's PostgreSQL (tests/support/postgres.ts),
   * dropped on stop, unless `env` names its own DATABASE_URL. 'embedded': no DATABASE_URL, so the provider
   * starts its own embedded PostgreSQL under env.DATA_DIR (and env.EMBEDDED_DB_PORT), as `npm start` does.
   */
  database?: 'fresh' | 'embedded';
  /** Listen on this port instead of a free one (a restart on the same address: restartableProvider.ts). */
  port?: number;
  /** Run from this checkout instead of this one (a copy elsewhere, e.g. where other users cannot enter). */
  checkout?: string;
  /**
   * A second provider on a database whose exchange another one owns: it waits for the pairs (so never answers
   * HTTP while the owner lives) with its job workers running. Resolves as soon as it is spawned.
   */
  standby?: boolean;
}

/**
 * The reference provider (provider/src/main.ts) on a free loopback port, seeded with the demo account as
 * under `npm start`. By default it runs on a fresh database of the test run's PostgreSQL, never starting an
 * embedded server of its own.
 */
export async function startProvider(
  env: Record<string, string> = {},
  options: StartProviderOptions = {},
): Promise<RunningProcess> {
  const port = options.port ?? (await freePort());
  const fresh = options.database !== 'embedded' && env.DATABASE_URL === undefined;
  const database = fresh ? await freshDatabase() : undefined;
  // Uploaded documents go to a directory of this process's own unless the caller names one (or a DATA_DIR).
  const documents =
    env.DOCUMENT_DIR === undefined && env.DATA_DIR === undefined ? temporaryDocumentDir() : undefined;
  const running = await startProcess(
    'provider/src/main.ts',
    {
      PROVIDER_HOST: '127.0.0.1',
      PROVIDER_PORT: String(port),
      // A cheap argon2id (4 MiB, 1 pass) keeps suites fast; the hash is argon2id all the same.
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_PASSES: '1',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(documents ? { DOCUMENT_DIR: documents } : {}),
      ...env,
    },
    port,
    30_000,
    // An embedded provider must not inherit a DATABASE_URL from the shell that runs the tests.
    options.database === 'embedded' ? ['DATABASE_URL'] : [],
    options.checkout,
    !options.standby,
  ).catch(async (error: unknown) => {
    await database?.drop();
    if (documents) rmSync(documents, { recursive: true, force: true });
    throw error;
  });
  return {
    ...running,
    stop: async () => {
      await running.stop();
      await database?.drop();
      if (documents) rmSync(documents, { recursive: true, force: true });
    },
  };
}

/** The BFF (server/src/main.ts) on a free loopback port, talking to the given provider. */
export async function startBff(
  providerUrl: string,
  env: Record<string, string> = {},
): Promise<RunningProcess> {
  // A PORT in env keeps an origin across two BFFs (a new release served where the old one was).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  return startProcess(
    'server/src/main.ts',
    // Metrics off unless a test asks (METRICS_PORT), so parallel BFFs do not contend for one port.
    { HOST: '127.0.0.1', PORT: String(port), PROVIDER_URL: providerUrl, METRICS_PORT: '0', ...env },
    port,
  );
}

/** A fresh directory for a provider's uploaded documents (DOCUMENT_DIR); the caller removes it. */
export function temporaryDocumentDir(): string {
  return mkdtempSync(join(tmpdir(), 'sikka-documents-'));
}
