// The built client as the BFF serves it: a script in the encoding the browser accepts (brotli, gzip, or as it is),
// saying it varies on Accept-Encoding; hashed assets cached for a year, everything else revalidated.
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
writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Sikka</title><div id="root"></div>');
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

  it('the page itself is revalidated and never served as a stored file', async () => {
    const page = await get('/in/home', 'gzip, br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    const asFile = await get('/index.html', 'gzip, br');
    expect(asFile.headers['cache-control']).toBe('no-cache');
  });
});
