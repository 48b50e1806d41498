// Integrators' API keys against a real provider: made and revoked with an OTP, the secret shown once and sealed at
// rest, every refusal of the check of a key's first signed request at a BFF (docs/api.md) — any change to a signed
// request refused — and the key and token that check answers, the token refused once the key is revoked.

import { API_KEY_REFUSALS } from '@sikka/shared/apiKeys/refusals';
import { apiKeyListSchema, createApiKeyResponseSchema } from '@sikka/shared/apiKeys/schemas';
import { MAX_RECEIVE_WINDOW_MS, RECEIVE_WINDOW_MS } from '@sikka/shared/apiKeys/signature';
import { newNonce, sha256Hex, signRequest } from '@sikka/tests/support/apiKeys';
import { call, createUser, latestOtp, providerForFile, signIn } from '@sikka/tests/support/provider';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

const provider = providerForFile();
let token: string;
let mobile: string;

beforeAll(async () => {
  const user = await createUser(provider.url);
  mobile = user.mobile_number as string;
  ({ token } = await signIn(provider, mobile));
});

/** §9 purpose 8: the code that confirms making or revoking a key. */
async function transactionCode(): Promise<string> {
  provider.clock.advanceSeconds(91);
  expect((await call(provider, 'POST', '/request-otp', { bearer: token, body: { type: 8 } })).status).toBe(
    200,
  );
  return latestOtp(provider.url, mobile);
}

async function newKey(body: Record<string, unknown> = {}) {
  const answer = await call(provider, 'POST', '/api-keys', {
    bearer: token,
    body: { label: 'My bot', scopes: ['read', 'trade'], otp: await transactionCode(), ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return createApiKeyResponseSchema.parse(answer.body);
}

/** What the BFF hands the provider for a request signed (or altered) as given. */
function check(
  key: { key_id: string },
  secret: string,
  request: {
    method?: string;
    target?: string;
    body?: string;
    timestamp?: string;
    nonce?: string;
    address?: string;
    receiveWindow?: string;
  },
  altered: Partial<{
    method: string;
    target: string;
    body: string;
    timestamp: string;
    nonce: string;
    receiveWindow: string;
  }> = {},
) {
  const method = request.method ?? 'GET';
  const target = request.target ?? '/api/v1/account/balances';
  const body = request.body ?? '';
  const timestamp = request.timestamp ?? String(provider.clock.now().getTime());
  const nonce = request.nonce ?? newNonce();
  const receiveWindow = request.receiveWindow;
  const signed = signRequest(key.key_id, secret, { method, target, body, timestamp, nonce, receiveWindow });
  const sentWindow = 'receiveWindow' in altered ? altered.receiveWindow : receiveWindow;
  return call(provider, 'POST', '/api-keys/authenticate', {
    body: {
      key_id: key.key_id,
      timestamp: altered.timestamp ?? timestamp,
      nonce: altered.nonce ?? nonce,
      signature: signed.parts.signature,
      method: altered.method ?? method,
      target: altered.target ?? target,
      body_sha256: sha256Hex(altered.body ?? body),
      address: request.address ?? '203.0.113.9',
      ...(sentWindow === undefined ? {} : { recv_window: sentWindow }),
    },
  });
}

describe('making, listing and revoking API keys', () => {
  it('needs the OTP; the secret is shown once, never listed, and sealed at rest', async () => {
    const refused = await call(provider, 'POST', '/api-keys', {
      bearer: token,
      body: { label: 'x', scopes: ['read'], otp: '000000' },
    });
    expect(refused.status).toBe(422);
    const made = await newKey({ label: 'Portfolio tracker', scopes: ['read'] });
    expect(made.key).toMatchObject({ label: 'Portfolio tracker', scopes: ['read'], ip_allowlist: [] });
    const listed = apiKeyListSchema.parse((await call(provider, 'GET', '/api-keys', { bearer: token })).body);
    expect(listed.keys.map((key) => key.key_id)).toContain(made.key.key_id);
    expect(JSON.stringify(listed)).not.toContain(made.secret);
    const row = await provider.db
      .selectFrom('api_keys')
      .select('secret')
      .where('key_id', '=', made.key.key_id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(made.secret);
    expect(row.secret).toMatch(/^enc1:/);
  });

  it('revoking needs the OTP and ends the key at once, and the token a BFF holds for it', async () => {
    const made = await newKey();
    const checked = await check(made.key, made.secret, {});
    expect(checked.status).toBe(200);
    const held = (checked.body as { token: string }).token;
    expect((await call(provider, 'GET', '/v2/wallet', { bearer: held })).status).toBe(200);
    const revoked = await call(provider, 'POST', '/api-keys/revoke', {
      bearer: token,
      body: { id: made.key.id, otp: await transactionCode() },
    });
    expect(revoked.status).toBe(200);
    const after = await check(made.key, made.secret, {});
    expect(after).toMatchObject({ status: 401, body: API_KEY_REFUSALS.unknownKey });
    expect((await call(provider, 'GET', '/v2/wallet', { bearer: held })).status).toBe(401);
  });
});

describe('the check of a signed request', () => {
  // One key for the refusals (a refused request spends nothing); §9 allows ten codes an hour per purpose.
  let made: Awaited<ReturnType<typeof newKey>>;
  beforeAll(async () => {
    made = await newKey({ scopes: ['read'] });
  });

  it('answers the key, for the BFF to check its next requests, and a token for its owner and scopes', async () => {
    const answer = await check(made.key, made.secret, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      key_id: made.key.key_id,
      scopes: ['read'],
      ip_allowlist: [],
      secret: made.secret,
      token: expect.any(String),
      // Ten minutes, in the token's whole seconds.
      expires_at: Math.floor(provider.clock.now().getTime() / 1000) * 1000 + 600_000,
    });
  });

  it.each([
    ['a wrong secret', { secret: 'not-the-secret' }, API_KEY_REFUSALS.signature],
    ['an old timestamp', { timestamp: 'old' }, API_KEY_REFUSALS.old],
    ['a future timestamp', { timestamp: 'future' }, API_KEY_REFUSALS.future],
    ['a timestamp in seconds', { timestamp: 'seconds' }, API_KEY_REFUSALS.timestamp],
    ['an altered method', { altered: { method: 'POST' } }, API_KEY_REFUSALS.signature],
    ['an altered path', { altered: { target: '/api/v1/orders' } }, API_KEY_REFUSALS.signature],
    ['an altered query', { altered: { target: '/api/v1/account/balances?x=1' } }, API_KEY_REFUSALS.signature],
    ['an altered body', { altered: { body: '{"x":1}' } }, API_KEY_REFUSALS.signature],
    ['an altered timestamp', { altered: { timestamp: 'shifted' } }, API_KEY_REFUSALS.signature],
    ['an altered nonce', { altered: { nonce: newNonce() } }, API_KEY_REFUSALS.signature],
    [
      'a receive window widened in transit',
      { altered: { receiveWindow: '60000' } },
      API_KEY_REFUSALS.signature,
    ],
  ] as const)('refuses %s with its message and code', async (_what, variant, refusal) => {
    const now = provider.clock.now().getTime();
    const timestamps: Record<string, string> = {
      old: String(now - RECEIVE_WINDOW_MS - 1),
      future: String(now + RECEIVE_WINDOW_MS + 1),
      seconds: String(Math.floor(now / 1000)),
      shifted: String(now - 1),
    };
    const v = variant as { secret?: string; timestamp?: string; altered?: Record<string, string> };
    const altered = { ...v.altered };
    if (altered.timestamp) altered.timestamp = timestamps[altered.timestamp] as string;
    const answer = await check(
      made.key,
      v.secret ?? made.secret,
      v.timestamp ? { timestamp: timestamps[v.timestamp] } : {},
      altered,
    );
    expect(answer).toMatchObject({ status: 401, body: refusal });
  });

  it('takes a signed receive window up to 60 s: a request that old passes, older is refused', async () => {
    const now = provider.clock.now().getTime();
    const at = (ms: number) => String(now - ms);
    const window = String(MAX_RECEIVE_WINDOW_MS);
    expect(
      (await check(made.key, made.secret, { timestamp: at(59_000), receiveWindow: window })).status,
    ).toBe(200);
    expect(
      await check(made.key, made.secret, { timestamp: at(61_000), receiveWindow: window }),
    ).toMatchObject({
      status: 401,
      body: API_KEY_REFUSALS.old,
    });
    // A shorter window the caller asked for holds too.
    expect(await check(made.key, made.secret, { timestamp: at(2_000), receiveWindow: '1000' })).toMatchObject(
      {
        status: 401,
        body: API_KEY_REFUSALS.old,
      },
    );
    for (const bad of ['0', '60001', '5s', '-1'])
      expect(await check(made.key, made.secret, { receiveWindow: bad }), bad).toMatchObject({
        status: 401,
        body: API_KEY_REFUSALS.receiveWindow,
      });
  });

  it('refuses a replayed nonce, and an address off the allowlist', async () => {
    const made = await newKey({ ip_allowlist: ['203.0.113.9', '2001:db8::1'] });
    const nonce = newNonce();
    expect((await check(made.key, made.secret, { nonce })).status).toBe(200);
    expect((await check(made.key, made.secret, { nonce })).body).toEqual(API_KEY_REFUSALS.replay);
    expect((await check(made.key, made.secret, { address: '198.51.100.1' })).body).toEqual(
      API_KEY_REFUSALS.address,
    );
    expect((await check(made.key, made.secret, { address: '2001:0db8:0:0:0:0:0:1' })).status).toBe(200);
    expect((await check(made.key, made.secret, { address: '::ffff:203.0.113.9' })).status).toBe(200);
  });

  it('any change to a signed request is refused (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('method', 'target', 'body', 'nonce'),
        fc.string({ minLength: 1, maxLength: 8 }).filter((extra) => /^[\w-]+$/.test(extra)),
        async (part, extra) => {
          const request = { method: 'POST', target: '/api/v1/orders', body: '{"pair":"BTC-INR"}' };
          const altered =
            part === 'method'
              ? { method: 'PUT' }
              : part === 'nonce'
                ? { nonce: `${newNonce()}${extra}`.slice(0, 64) }
                : { [part]: `${request[part as 'target' | 'body']}${extra}` };
          const answer = await check(made.key, made.secret, request, altered);
          expect(answer.status).toBe(401);
        },
      ),
      { numRuns: 40 },
    );
  });
});
