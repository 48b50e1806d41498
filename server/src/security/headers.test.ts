// The browser security headers on what the BFF serves (ASVS V3.4.3 Content-Security-Policy; no framing; HSTS in
// production): the page, the client's files, /trpc and health, in development and production.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadServerConfig } from '../config.ts';
import { NONCE_PLACEHOLDER } from './headers.ts';

// A built client as Vite writes it with `html.cspNonce` (client/vite.config.ts).
const clientDist = mkdtempSync(join(tmpdir(), 'sikka-headers-'));
writeFileSync(
  join(clientDist, 'index.html'),
  `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">` +
    `<link rel="stylesheet" href="/assets/app.css" nonce="${NONCE_PLACEHOLDER}"><div id="root"></div>`,
);
mkdirSync(join(clientDist, 'assets'));
writeFileSync(join(clientDist, 'assets', 'app.css'), 'body{margin:0}');

const apps: ReturnType<typeof buildApp>[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function bff(env: Record<string, string> = {}) {
  const app = buildApp(
    loadServerConfig({
      PROVIDER_URL: 'http://127.0.0.1:9',
      CLIENT_DIST: clientDist,
      LOG_LEVEL: 'silent',
      PORT: '3000',
      ...env,
    }),
  );
  apps.push(app);
  await app.ready();
  return app;
}

/** The policy's directives by name. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('Content-Security-Policy (ASVS V3.4.3)', () => {
  it('is strict on the page: no inline script or eval, no plugins, no <base>, no framing, our sockets only', async () => {
    const app = await bff();
    const response = await app.inject({ method: 'GET', url: '/in/home' });
    expect(response.statusCode).toBe(200);
    const directives = policy(response.headers['content-security-policy']);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'ws://localhost:3000', 'ws://127.0.0.1:3000']);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval|hashes)/);
  });

  it("gives each page its own style nonce, written where Vite left the placeholder and named in that page's policy", async () => {
    const app = await bff();
    const nonces = new Set<string>();
    for (const url of ['/', '/index.html', '/in/home', '/in/wallet/withdraw']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body).not.toContain(NONCE_PLACEHOLDER);
      const inPage = [...response.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inPage).toHaveLength(2);
      expect(new Set(inPage).size).toBe(1);
      const styleSrc = policy(response.headers['content-security-policy']).get('style-src');
      expect(styleSrc).toEqual(["'self'", `'nonce-${inPage[0]}'`]);
      nonces.add(inPage[0] as string);
    }
    expect(nonces.size).toBe(4);
  });

  it('allows the websockets of the origins the app is served from, wss: for https:', async () => {
    const app = await bff({ ALLOWED_ORIGINS: 'https://sikka.example' });
    const response = await app.inject({ method: 'GET', url: '/in/home' });
    expect(policy(response.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'wss://sikka.example',
    ]);
  });
});

describe('the other browser security headers', () => {
  it.each([
    ['the page', '/in/wallet/withdraw'],
    ["the client's files", '/assets/app.css'],
    ['tRPC', '/trpc/market.prices'],
    ['health', '/healthz'],
  ])('%s: no framing, no sniffing, no referrer, a policy', async (_what, url) => {
    const app = await bff();
    const response = await app.inject({ method: 'GET', url, headers: { 'x-sikka-client': 'web' } });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(policy(response.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('a tRPC answer is JSON, never a page: its policy allows nothing, with no nonce', async () => {
    const app = await bff();
    const response = await app.inject({
      method: 'GET',
      url: '/trpc/market.prices',
      headers: { 'x-sikka-client': 'web' },
    });
    expect(policy(response.headers['content-security-policy'])).toEqual(
      new Map([
        ['default-src', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
      ]),
    );
  });

  it('HSTS in production, for a year and every subdomain', async () => {
    const app = await bff({ NODE_ENV: 'production', SESSION_KEYS: randomBytes(32).toString('base64') });
    for (const url of ['/in/home', '/trpc/market.prices']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'x-sikka-client': 'web' } });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
