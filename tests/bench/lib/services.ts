// The platform's own processes as benchmarks start them: a BFF as in production and a provider on an embedded
// PostgreSQL in a temporary directory, each on free loopback ports, logging at info level to a file or memory.
import { randomBytes } from 'node:crypto';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, type Service, type SpawnOptions, startService, trackCluster } from './processes.ts';

/** `--cpu-prof` into a folder when one is named (each benchmark's *_CPU_PROF variable). */
export function profiling(folder: string | undefined): Pick<SpawnOptions, 'nodeArgs'> {
  return folder ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${folder}`] } : {};
}

type Extra = Partial<Pick<SpawnOptions, 'logFile' | 'nodeArgs' | 'cwd'>> & { env?: Record<string, string> };

/** server/src/main.ts with NODE_ENV=production, its own session key, metrics on a free port, no client build. */
export async function startBenchBff(dir: string, providerUrl: string, extra: Extra = {}): Promise<Service> {
  const port = await freePort();
  const { env, ...options } = extra;
  return startService('server/src/main.ts', {
    url: `http://127.0.0.1:${port}`,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PROVIDER_URL: providerUrl,
      SESSION_KEYS: randomBytes(32).toString('base64'),
      METRICS_PORT: String(await freePort()),
      CLIENT_DIST: join(dir, 'no-client'),
      MAINTENANCE_FILE: join(dir, 'maintenance.json'),
      ...env,
    },
    ...options,
  });
}

/**
 * provider/src/main.ts on its own embedded PostgreSQL under `dir` (stopped at clean-up even if the provider
 * leaves it behind), logging to `dir`/provider.log. `env` chooses the mode and anything else.
 */
export async function startBenchProvider(
  dir: string,
  extra: Pick<Extra, 'env' | 'nodeArgs'> = {},
): Promise<{ provider: Service; log: string; databaseUrl: string }> {
  const port = await freePort();
  const databasePort = await freePort();
  // Run as root, PostgreSQL runs as another user, who must be able to pass through to its data directory.
  chmodSync(dir, 0o755);
  const dataDir = join(dir, 'data');
  trackCluster(join(dataDir, 'postgres'));
  const log = join(dir, 'provider.log');
  const url = `http://127.0.0.1:${port}`;
  const provider = await startService('provider/src/main.ts', {
    url,
    env: {
      LOG_LEVEL: 'info',
      PROVIDER_HOST: '127.0.0.1',
      PROVIDER_PORT: String(port),
      PROVIDER_PUBLIC_URL: url,
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(databasePort),
      DEMO_ACCOUNT: 'off',
      ...extra.env,
    },
    unset: ['DATABASE_URL'],
    logFile: log,
    timeoutMs: 120_000,
    ...(extra.nodeArgs ? { nodeArgs: extra.nodeArgs } : {}),
  });
  // The embedded server's own account (provider/src/platform/db/embedded.ts) and main.ts's database.
  return { provider, log, databaseUrl: `postgres://sikka:sikka-embedded@127.0.0.1:${databasePort}/sikka` };
}
