// deploy/providers.conf between a BFF and two providers on one database, as docker-compose.yml runs them: each owns some
// of the exchange's pairs and either answers; when one is killed the other takes its pairs from the journal, and the
// BFF's calls reach it through the same address without a restart of anything.
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
let other: RunningProcess;
let bff: RunningProcess;
let nginx: ChildProcess | undefined;

describe.skipIf(!existsSync(NGINX))(
  'deploy/providers.conf: either provider answers; one takes the other’s pairs',
  () => {
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sikka-providers-'));
      // The pairs split as in docker-compose.yml; a free pair is taken 1 s after a start instead of 10.
      const env = {
        DATABASE_URL: testDb.database.url,
        LOG_LEVEL: 'info',
        EXCHANGE_TAKEOVER_AFTER_MS: '1000',
      };
      [owner, other] = await Promise.all([
        startProvider({ ...env, EXCHANGE_PAIRS_OWNED: 'BTC-INR' }),
        startProvider({ ...env, EXCHANGE_PAIRS_OWNED: 'ETH-INR,USDT-INR' }),
      ]);
      const port = await freePort();
      const site = (await readFile(deployed, 'utf8'))
        .replace(/^resolver .*$/m, '')
        .replaceAll(' resolve ', ' ')
        .replace('provider:4000', `127.0.0.1:${owner.port}`)
        .replace('provider-b:4000', `127.0.0.1:${other.port}`)
        .replace('listen 4000 default_server;', `listen 127.0.0.1:${port};`)
        .replace('access_log /dev/stdout', `access_log ${join(dir, 'access.log')}`);
      const balancer = `http://127.0.0.1:${port}`;
      nginx = await startNginx(dir, site, balancer);
      bff = await startBff(balancer);
    }, 90_000);
    afterAll(async () => {
      nginx?.kill('SIGQUIT');
      await bff?.stop();
      await Promise.all([owner?.stop(), other?.stop()]);
      await rm(dir, { recursive: true, force: true });
    });

    // The exchange's clock (never cached) and a pair's book (the BFF's micro-cache holds it 1 s).
    const status = (path: string) => () =>
      fetch(`${bff.url}${path}`).then(
        (response) => response.status,
        () => 0,
      );
    const time = status('/api/v1/time');
    /** Which providers answered the calls nginx logged. */
    const upstreams = async () =>
      new Set(
        (await readFile(join(dir, 'access.log'), 'utf8'))
          .trim()
          .split('\n')
          .map((line) => (JSON.parse(line) as { upstream: string }).upstream),
      );

    it("either provider answers; once one is killed, the other answers the BFF's calls at the same address", async () => {
      for (let i = 0; i < 4; i++) expect(await time()).toBe(200);
      expect(await status('/api/v1/orderbook?pair=ETH-INR&levels=10')()).toBe(200);
      expect(await upstreams()).toEqual(new Set([`127.0.0.1:${owner.port}`, `127.0.0.1:${other.port}`]));
      owner.signal('SIGKILL');
      await owner.exited;
      await expect.poll(time, { timeout: 30_000, interval: 100 }).toBe(200);
      // The answer came from the other provider: nginx's log names its address for the last call.
      const log = (await readFile(join(dir, 'access.log'), 'utf8')).trim().split('\n');
      const last = JSON.parse(log.at(-1) as string) as { upstream: string; status: number };
      expect(last.status).toBe(200);
      expect(last.upstream).toContain(`127.0.0.1:${other.port}`);
      // It took the dead provider's pair from the journal.
      const took = () =>
        other
          .output()
          .split('\n')
          .filter((line) => line.includes('exchange: pairs taken'))
          .flatMap((line) => (JSON.parse(line) as { pairs: string[] }).pairs);
      await expect.poll(took, { timeout: 10_000 }).toContain('BTC-INR');
      expect(took()).toEqual(['ETH-INR', 'USDT-INR', 'BTC-INR']);
    }, 90_000);
  },
);
