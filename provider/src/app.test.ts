import { describe, expect, it } from 'vitest';
import { buildProvider } from './app.ts';
import { loadProviderConfig } from './config.ts';

describe('provider health (DESIGN.md fixed addresses)', () => {
  it('GET /healthz answers while the process is up, with the request id echoed in logs', async () => {
    const app = buildProvider(loadProviderConfig({ LOG_LEVEL: 'silent' }));
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });
});
