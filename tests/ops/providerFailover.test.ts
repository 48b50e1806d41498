// deploy/providers.conf between a BFF and two providers on one database, as docker-compose.yml runs them: the owner of
// the exchange answers; the standby refuses connections until the owner is killed, then takes the pairs from the
// journal, and the BFF's calls reach it through the same address without a restart of anything.
// Debian's nginx (1.22) lacks the upstream `resolve` of the compose image's, so the test drops that and Docker's
// resolver, points the upstreams at loopback and the access log at a file; everything else is the file as deployed.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX, startNginx } from '../support/nginx.ts';
import { freePort, type RunningProcess, startBff, startProvider } from '../support/processes.ts';
import { databaseForFile } from '../support/provider.ts';

const deployed = fileURLToPath(new URL('../../deploy/providers.conf', import.meta.url));
const testDb = databaseForFile({ maxConnections: 2 });

let dir: string;
let owner: RunningProcess;
let standby: RunningProcess;
let bff: RunningProcess;
let nginx: ChildProcess | undefined;

describe.skipIf(!existsSync(NGINX))('deploy/providers.conf: the exchange fails over to the standby', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sikka-providers-'));
    const env = { DATABASE_URL: testDb.database.url, LOG_LEVEL: 'info' };
    owner = await startProvider(env);
    standby = await startProvider(env, { port: await freePort(), standby: true });
    const port = await freePort();
    const site = (await readFile(deployed, 'utf8'))
      .replace(/^resolver .*$/m, '')
      .replaceAll(' resolve ', ' ')
      .replace('provider:4000', `127.0.0.1:${owner.port}`)
      .replace('provider-b:4000', `127.0.0.1:${standby.port}`)
      .replace('listen 4000 default_server;', `listen 127.0.0.1:${port};`)
      .replace('access_log /dev/stdout', `access_log ${join(dir, 'access.log')}`);
    const balancer = `http://127.0.0.1:${port}`;
    nginx = await startNginx(dir, site, balancer);
    bff = await startBff(balancer);
  }, 90_000);
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await bff?.stop();
    await Promise.all([owner?.stop(), standby?.stop()]);
    await rm(dir, { recursive: true, force: true });
  });

  // The exchange's clock: never cached, answered by the provider that owns the exchange.
  const time = () =>
    fetch(`${bff.url}/api/v1/time`).then(
      (response) => response.status,
      () => 0,
    );

  it("the owner answers; once it is killed, the standby answers the BFF's calls at the same address", async () => {
    await expect.poll(() => standby.output(), { timeout: 30_000 }).toContain('exchange standby');
    expect(await time()).toBe(200);
    owner.signal('SIGKILL');
    await owner.exited;
    await expect.poll(time, { timeout: 30_000, interval: 100 }).toBe(200);
    // The answer came from the standby: nginx's log names its address for the last call.
    const log = (await readFile(join(dir, 'access.log'), 'utf8')).trim().split('\n');
    const last = JSON.parse(log.at(-1) as string) as { upstream: string; status: number };
    expect(last.status).toBe(200);
    expect(last.upstream).toContain(`127.0.0.1:${standby.port}`);
  }, 90_000);
});
