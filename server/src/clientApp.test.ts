// The built client as the BFF serves it: a script in the encoding the browser accepts (brotli, gzip, or as it is),
// saying it varies on Accept-Encoding; hashed assets cached for a year, everything else revalidated; each page
// names the code of the page its URL renders as preload links.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadServerConfig } from './config.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
const clientDist = mkdtempSync(join(tmpdir(), 'sikka-client-'));
mkdirSync(join(clientDist, 'assets'));
writeFileSync(
  join(clientDist, 'index.html'),
  '<!doctype html><head><title>Sikka</title><meta property="csp-nonce" nonce="__SIKKA_CSP_NONCE__"></head><div id="root"></div>',
);
// As Vite writes it: the entry, and the lazy page modules with the chunks they import.
mkdirSync(join(clientDist, '.vite'));
writeFileSync(
  join(clientDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_react-R1.js'] },
    '_react-R1.js': { file: 'assets/react-R1.js' },
    '_field-F1.js': { file: 'assets/field-F1.js', imports: ['_react-R1.js'] },
    'src/app/routes/HomeRoute.tsx': {
      file: 'assets/HomeRoute-H1.js',
      imports: ['_react-R1.js', 'index.html'],
    },
    'src/app/routes/DashboardRoute.tsx': {
      file: 'assets/DashboardRoute-D1.js',
      imports: ['_react-R1.js', '_field-F1.js'],
      css: ['assets/DashboardRoute-D1.css'],
    },
    'src/features/auth/pages/AuthPage.tsx': { file: 'assets/AuthPage-A1.js', imports: ['_field-F1.js'] },
  }),
);
writeFileSync(join(clientDist, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
writeFileSync(join(clientDist, 'assets', 'app-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(clientDist, 'assets', 'app-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
writeFileSync(join(clientDist, 'robots.txt'), 'User-agent: *\n');

const app = buildApp(
  loadServerConfig({
    PROVIDER_URL: 'http://127.0.0.1:9',
    CLIENT_DIST: clientDist,
    LOG_LEVEL: 'silent',
    PORT: '0',
  }),
);
beforeAll(() => app.ready());
afterAll(() => app.close());

/** A GET as a browser sends it, the body as it came over the wire (not decoded). */
const get = (url: string, acceptEncoding: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('static assets, precompressed at build time', () => {
  it('brotli to a browser that accepts it, with the script type, Vary and a year of immutable caching', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('gzip to a browser that accepts only gzip', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('as it is to a client that accepts no encoding, still saying it varies', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it('a file not named by its hash is revalidated each time', async () => {
    const response = await get('/robots.txt', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('the page itself is revalidated, kept from shared caches, and never served as a stored file', async () => {
    const page = await get('/in/home', 'gzip, br');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body).toContain('<div id="root">');
    const asFile = await get('/index.html', 'gzip, br');
    expect(asFile.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('the page names its route’s code as preload links', () => {
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)].map((m) => m[1]);

  it('/in/home: the home route, the dashboard, the chunk it imports and its stylesheet, not the entry’s own', async () => {
    const page = await get('/in/home', 'gzip, br');
    expect(preloaded(page.body)).toEqual([
      '/assets/HomeRoute-H1.js',
      '/assets/DashboardRoute-D1.js',
      '/assets/DashboardRoute-D1.css',
      '/assets/field-F1.js',
    ]);
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    expect(page.body).toContain(
      `<link rel="modulepreload" crossorigin href="/assets/HomeRoute-H1.js" nonce="${nonce}">`,
    );
  });

  it('/in/home?type=login: the auth page instead of the dashboard', async () => {
    const page = await get('/in/home?type=login', 'gzip, br');
    expect(preloaded(page.body)).toEqual([
      '/assets/HomeRoute-H1.js',
      '/assets/AuthPage-A1.js',
      '/assets/field-F1.js',
    ]);
  });

  it('a page whose modules the build does not have gets none, and the manifest is never served', async () => {
    expect(preloaded((await get('/in/bitcoin', 'gzip, br')).body)).toEqual([]);
    const manifest = await get('/.vite/manifest.json', 'identity');
    expect(manifest.body).not.toContain('isEntry');
  });
});

describe('the page carries the §2 authentication check’s answer', () => {
  const block = (html: string) =>
    /<script type="application\/json" id="sikka-session">([^<]*)<\/script>/.exec(html)?.[1];

  it('a visitor with no session cookie: signed out, with no call to the provider', async () => {
    const page = await get('/in/home', 'gzip, br');
    expect(JSON.parse(block(page.body) ?? 'null')).toEqual({ signedIn: false });
  });

  it('a cookie that is not a session: signed out as invalid, and the cookie cleared on the page', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/in/bitcoin',
      headers: { cookie: 'sikka_session=forged' },
    });
    const answer = JSON.parse(block(page.body) ?? 'null');
    expect(answer.signedIn).toBe(false);
    expect(String(page.headers['set-cookie'] ?? '')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it('vendor-order pages skip the check (§2), so they carry none', async () => {
    const page = await get('/in/vendor-order/abc', 'gzip, br');
    expect(block(page.body)).toBeUndefined();
  });
});
