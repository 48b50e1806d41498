// deploy/nginx.conf in front of a real BFF: the BFF's security headers pass through once (its per-page nonce intact,
// never a second policy), and what nginx answers itself (health, 502 while the BFF is down) carries them too.
// Debian's nginx (1.22) lacks the upstream `resolve` of the compose image's, so the test drops that and Docker's
// resolver, points the upstreams at loopback and the access log at a file; everything else is the file as deployed.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX, startNginx } from '../support/nginx.ts';
import { freePort, type RunningProcess, startBff, startProvider } from '../support/processes.ts';

const deployed = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

let dir: string;
let provider: RunningProcess;
let bff: RunningProcess;
let nginx: ChildProcess | undefined;
let proxy: string;

describe.skipIf(!existsSync(NGINX))('deploy/nginx.conf security headers', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sikka-nginx-'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><meta property="csp-nonce" nonce="__SIKKA_CSP_NONCE__"><div id="root"></div>',
    );
    provider = await startProvider();
    bff = await startBff(provider.url, { CLIENT_DIST: dir });
    const port = await freePort();
    proxy = `http://127.0.0.1:${port}`;
    const site = (await readFile(deployed, 'utf8'))
      .replace(/^resolver .*$/m, '')
      .replaceAll(' resolve ', ' ')
      .replace('bff-a:3000', `127.0.0.1:${bff.port}`)
      .replace('bff-b:3000', `127.0.0.1:${await freePort()}`)
      .replace('listen 80 default_server;', `listen 127.0.0.1:${port};`)
      .replace('access_log /dev/stdout', `access_log ${join(dir, 'access.log')}`);
    nginx = await startNginx(dir, site, proxy);
  });
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await bff?.stop();
    await provider?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("passes the BFF's headers on once: its nonce'd policy, never a second one", async () => {
    const response = await fetch(`${proxy}/in/wallet/withdraw`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = (await response.text()).match(/nonce="([^"]+)"/)?.[1];
    expect(policy).toContain(`'nonce-${nonce}'`);
    // A second header of the same name would arrive joined by a comma.
    expect(policy).not.toContain(',');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('adds them to what nginx answers itself: its health check and a 502 while the BFF is down', async () => {
    const health = await fetch(`${proxy}/nginx-health`);
    await bff.stop();
    const down = await fetch(`${proxy}/in/wallet/withdraw`);
    expect(down.status).toBe(502);
    for (const response of [health, down]) {
      const policy = response.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy).toContain(directive);
      }
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
