import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningProcess, startProvider } from '@sikka/tests/support/processes';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadServerConfig } from './config.ts';

const clientDist = mkdtempSync(join(tmpdir(), 'sikka-client-'));
writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Sikka</title><div id="root"></div>');

let provider: RunningProcess;

beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => {
  await provider?.stop();
});

function bff(providerUrl: string) {
  return buildApp(
    loadServerConfig({ PROVIDER_URL: providerUrl, CLIENT_DIST: clientDist, LOG_LEVEL: 'silent', PORT: '0' }),
  );
}

describe('BFF health and readiness (docs/architecture.md fixed addresses)', () => {
  it('GET /healthz answers while the process is up', async () => {
    const app = bff('http://127.0.0.1:9');
    await app.ready();
    const response = await request(app.server).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
    await app.close();
  });

  it('GET /readyz is ready when the provider answers', async () => {
    const app = bff(provider.url);
    await app.ready();
    const response = await request(app.server).get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready' });
    await app.close();
  });

  it('GET /readyz is 503 when the provider is unreachable', async () => {
    const app = bff('http://127.0.0.1:9');
    await app.ready();
    const response = await request(app.server).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ status: 'not-ready', reason: 'provider unreachable' });
    await app.close();
  });
});

describe('the BFF serves the built client for every /in route', () => {
  it.each(['/in/home', '/in/wallet/deposit', '/xx/home'])('GET %s is the client page', async (path) => {
    const app = bff('http://127.0.0.1:9');
    await app.ready();
    const response = await request(app.server).get(path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root">');
    await app.close();
  });

  it('answers other methods on unknown paths with a JSON 404', async () => {
    const app = bff('http://127.0.0.1:9');
    await app.ready();
    const response = await request(app.server).post('/nowhere');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not Found' });
    await app.close();
  });
});
