// docs/examples/sikkaApiExample.ts, run as an integrator runs it, against the real stack (a BFF on a provider on
// PostgreSQL): it follows the book over the websocket, signs requests, places, lists and cancels an order.
import { createApiKeyResponseSchema } from '@sikka/shared/apiKeys/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runExample } from '../../docs/examples/sikkaApiExample.ts';
import { startTestBff, type TestBff } from '../support/bff.ts';
import { checkedFetch } from '../support/openApiContract.ts';
import {
  call,
  createUser,
  fundUser,
  latestOtp,
  ManualClock,
  signIn,
  verifyUser,
} from '../support/provider.ts';

/** The provider's clock follows the real one here: the script signs with Date.now(). */
class RealClock extends ManualClock {
  override now(): Date {
    return new Date();
  }
}

let stack: TestBff;
let key: { keyId: string; secret: string };
// Every answer the example gets from /api/v1 is held to the OpenAPI document the BFF serves.
const contract = checkedFetch();

beforeAll(async () => {
  stack = await startTestBff({ provider: { clock: new RealClock() } });
  const user = await createUser(stack.provider.url);
  await verifyUser(stack.provider.url, user.id);
  await fundUser(stack.provider.url, user.id, 'INR', '50000');
  const mobile = user.mobile_number as string;
  const { token } = await signIn(stack.provider, mobile);
  await call(stack.provider, 'POST', '/request-otp', { bearer: token, body: { type: 8 } });
  const made = await call(stack.provider, 'POST', '/api-keys', {
    bearer: token,
    body: { label: 'example', scopes: ['read', 'trade'], otp: await latestOtp(stack.provider.url, mobile) },
  });
  const parsed = createApiKeyResponseSchema.parse(made.body);
  key = { keyId: parsed.key.key_id, secret: parsed.secret };
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await stack?.close();
  expect(contract.problems).toEqual([]);
});

describe('the documented example client', () => {
  it('follows the book, places, lists and cancels an order with a signed API key', async () => {
    const lines: string[] = [];
    vi.stubGlobal('fetch', contract.fetch);
    const result = await runExample({ baseUrl: stack.url, ...key, log: (line) => lines.push(line) });
    expect(result).toMatchObject({
      foundByClientId: true,
      seenOnOrdersChannel: true,
      listedAsOpen: true,
      cancelled: true,
    });
    expect(result.bookSeq).toBeGreaterThanOrEqual(0);
    expect(lines.some((line) => line.startsWith('placed order'))).toBe(true);
  });
});
