// The provider client's outcomes a procedure maps to §8 errors: a silent provider is a 504 after the timeout, one
// that hangs up mid-answer a 502, an answer not of the call's shape a 502.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { marketCalls } from '@sikka/shared/market/calls';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderClient, UpstreamError } from './client.ts';

let server: Server;
let url: string;
let mode: 'silent' | 'slow-body' | 'wrong-shape' = 'silent';
beforeAll(async () => {
  server = createServer((_request, response) => {
    if (mode === 'silent') return; // never answers
    if (mode === 'slow-body') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"prices":');
      return; // the body never ends
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"unexpected":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = { requestId: 'test', log: pino({ level: 'silent' }) };

async function statusOf(answer: typeof mode): Promise<number> {
  mode = answer;
  const client = new ProviderClient({ url, timeoutMs: 150, connections: 2 });
  try {
    await client.call(marketCalls.allPrices, options as never);
    return 200;
  } catch (error) {
    return error instanceof UpstreamError ? error.status : -1;
  } finally {
    await client.close();
  }
}

describe('ProviderClient.call', () => {
  it('a provider that does not answer within the timeout is a 504', async () => {
    expect(await statusOf('silent')).toBe(504);
  });

  it('an answer whose body stops coming is a 504 too', async () => {
    expect(await statusOf('slow-body')).toBe(504);
  });

  it('an answer not of the call’s shape is a 502', async () => {
    expect(await statusOf('wrong-shape')).toBe(502);
  });
});
