// The platform as `npm run chaos` attacks it: the provider on its embedded PostgreSQL (a process it can kill -9 and
// start again on the same port and data), a fault proxy between the BFF and the provider, and the BFF as in
// production. Everything on loopback, free ports, a temporary directory; stopped by runBench's clean-up.
import { randomBytes } from 'node:crypto';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, type Service, startService, tempDir, trackCluster } from '../bench/lib/processes.ts';
import { startBenchBff } from '../bench/lib/services.ts';
import { type FaultProxy, startFaultProxy } from '../support/faultProxy.ts';

export interface ChaosStack {
  /** The provider, straight (bearer tokens). */
  providerUrl: string;
  /** The BFF, whose calls to the provider pass the fault proxy. */
  bffUrl: string;
  proxy: FaultProxy;
  adminToken: string;
  /** The embedded PostgreSQL's data directory. */
  postgresDataDir: string;
  /** The BFF's upstream time limit, which the proxy's hangs outlast. */
  upstreamTimeoutMs: number;
  providerPid(): number;
  bffPid(): number;
  /** SIGKILL, as a crash: no clean-up of its own runs. Resolves once the process is gone. */
  killProvider(): Promise<void>;
  /** Starts the provider again on the same port and data directory (recovery included). */
  startProvider(): Promise<void>;
}

export async function startChaosStack(): Promise<ChaosStack> {
  const dir = tempDir('sikka-chaos-');
  chmodSync(dir, 0o755);
  const adminToken = randomBytes(32).toString('base64url');
  const port = await freePort();
  const dbPort = await freePort();
  const dataDir = join(dir, 'data');
  trackCluster(join(dataDir, 'postgres'));
  const providerUrl = `http://127.0.0.1:${port}`;
  const startProvider = () =>
    startService('provider/src/main.ts', {
      url: providerUrl,
      env: {
        LOG_LEVEL: 'warn',
        PROVIDER_HOST: '127.0.0.1',
        PROVIDER_PORT: String(port),
        PROVIDER_PUBLIC_URL: providerUrl,
        DATA_DIR: dataDir,
        EMBEDDED_DB_PORT: String(dbPort),
        DEMO_ACCOUNT: 'off',
        ADMIN_TOKEN: adminToken,
        // Every chaos client comes from 127.0.0.1: the per-address limit would only measure itself.
        AUTH_ATTEMPTS_PER_IP: '1000000',
      },
      unset: ['DATABASE_URL'],
      logFile: join(dir, 'provider.log'),
      timeoutMs: 120_000,
    });
  let provider: Service = await startProvider();
  const proxy = await startFaultProxy(providerUrl);
  const upstreamTimeoutMs = 2_000;
  const bff = await startBenchBff(dir, proxy.url, {
    env: {
      LOG_LEVEL: 'warn',
      PROVIDER_TIMEOUT_MS: String(upstreamTimeoutMs),
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      WS_MAX_SOCKETS_PER_ADDRESS: '1000',
      // A chaos client may name its address (the lockout attempt comes from twenty), as nginx names a browser's.
      TRUST_PROXY: 'loopback',
    },
    logFile: join(dir, 'bff.log'),
  });
  return {
    providerUrl,
    bffUrl: bff.url,
    proxy,
    adminToken,
    postgresDataDir: join(dataDir, 'postgres'),
    upstreamTimeoutMs,
    providerPid: () => provider.pid,
    bffPid: () => bff.pid,
    async killProvider() {
      const exited = new Promise<void>((resolve) => provider.child.once('exit', () => resolve()));
      provider.child.kill('SIGKILL');
      await exited;
    },
    async startProvider() {
      provider = await startProvider();
    },
  };
}
