// The provider app as a whole: health, readiness and the JSON 404, on a real database.
import { startTestProvider, type TestProvider } from '@sikka/tests/support/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(async () => {
  await provider?.close();
});

describe('provider health and readiness (docs/architecture.md fixed addresses)', () => {
  it('GET /healthz answers while the process is up, echoing the request id', async () => {
    const response = await provider.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toBe('abc');
  });

  it('GET /readyz is ready once the database answers and every migration is applied', async () => {
    const response = await provider.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('unknown paths answer a JSON 404, not an HTML page', async () => {
    const response = await provider.app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });
});
