// Signed requests checked by the BFF itself (docs/api.md "Who checks a signature"): the provider checks a key's first
// request at an instance and no other; a key revoked through one instance is refused by every instance at once; a
// replayed request is refused by the instance that saw it and, with Redis, by every other.
import { signRequest } from '@sikka/tests/support/apiKeys';
import { bffForFile, ORIGIN } from '@sikka/tests/support/bff';
import { bffClient } from '@sikka/tests/support/bffClient';
import { type DebianRedis, startDebianRedis } from '@sikka/tests/support/debianServices';
import { createUser, latestOtp } from '@sikka/tests/support/provider';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const stack = bffForFile({ env: { API_RATE_LIMIT_PER_KEY: '1000' } });
const target = '/api/v1/account/balances';

let redis: DebianRedis;
/** Two instances sharing Redis (nonces, session ends), beside the stack's own embedded one. */
let shared: [string, string];
beforeAll(async () => {
  redis = await startDebianRedis();
  shared = [
    (await stack.startAnother({ REDIS_URL: redis.url })).url,
    (await stack.startAnother({ REDIS_URL: redis.url })).url,
  ];
});
afterAll(async () => {
  await redis?.stop();
});

/** A person signed in through `base` (a browser there) with a read key made with the transaction code. */
async function keyOwner(base: string) {
  const user = await createUser(stack.provider.url, { state: 'verified' });
  const mobile = user.mobile_number as string;
  const browser = bffClient(base, { origin: ORIGIN });
  await browser.trpc.auth.login.mutate({ mobile_number: mobile, password: user.password });
  await browser.trpc.auth.verifyOtp.mutate({
    mobile_number: mobile,
    type: 1,
    otp: await latestOtp(stack.provider.url, mobile),
  });
  const code = async () => {
    stack.provider.clock.advanceSeconds(91);
    await browser.trpc.user.requestOtp.mutate({ type: 8 });
    return latestOtp(stack.provider.url, mobile);
  };
  const made = await browser.trpc.apiKeys.create.mutate({
    label: 'bot',
    scopes: ['read'],
    otp: await code(),
  });
  const revoke = async () => browser.trpc.apiKeys.revoke.mutate({ id: made.key.id, otp: await code() });
  return { key: { keyId: made.key.key_id, secret: made.secret }, revoke };
}

type Key = Awaited<ReturnType<typeof keyOwner>>['key'];

/** The headers of a balances read signed now on the provider's clock (a nonce each). */
const signedHeaders = (key: Key) =>
  signRequest(key.keyId, key.secret, {
    method: 'GET',
    target,
    timestamp: String(stack.provider.clock.now().getTime()),
  }).headers;

async function read(base: string, headers: Record<string, string>) {
  const answer = await fetch(`${base}${target}`, { headers });
  return { status: answer.status, body: (await answer.json()) as { code?: string } };
}

/** The nonces the provider spent for a key: one per request it checked. */
async function providerChecks(key: Key): Promise<number> {
  const rows = await stack.provider.db
    .selectFrom('api_key_nonces')
    .select('nonce')
    .where('key_id', '=', key.keyId)
    .execute();
  return rows.length;
}

describe('a signed request checked by the BFF', () => {
  it('is checked by the provider once per key and instance, then by the BFF alone', async () => {
    const { key } = await keyOwner(stack.url);
    for (let i = 0; i < 5; i++) expect((await read(stack.url, signedHeaders(key))).status).toBe(200);
    expect(await providerChecks(key)).toBe(1);
    for (let i = 0; i < 3; i++) expect((await read(shared[0], signedHeaders(key))).status).toBe(200);
    expect(await providerChecks(key)).toBe(2);
    // A bad signature is refused by the BFF with the provider's own refusal.
    const headers = { ...signedHeaders(key), 'x-sikka-signature': '0'.repeat(64) };
    expect(await read(stack.url, headers)).toEqual({
      status: 401,
      body: { message: 'The signature does not match this request', code: 'bad_signature' },
    });
    expect(await providerChecks(key)).toBe(2);
  });

  it('refuses a revoked key on every instance at once, whether or not it heard of the revoke', async () => {
    const { key, revoke } = await keyOwner(shared[0]);
    for (const base of [...shared, stack.url])
      expect((await read(base, signedHeaders(key))).status).toBe(200);
    await revoke();
    // The two Redis instances heard it; the embedded one did not, and its held token is refused by the provider.
    for (const base of [...shared, stack.url])
      expect(await read(base, signedHeaders(key)), base).toEqual({
        status: 401,
        body: { message: 'Unknown or revoked API key', code: 'unknown_key' },
      });
  });

  it('refuses a replayed request on the instance that passed it (nonces in memory)', async () => {
    const { key } = await keyOwner(stack.url);
    expect((await read(stack.url, signedHeaders(key))).status).toBe(200);
    const headers = signedHeaders(key);
    expect((await read(stack.url, headers)).status).toBe(200);
    expect(await read(stack.url, headers)).toMatchObject({ status: 401, body: { code: 'nonce_reused' } });
  });

  it('refuses a request replayed to another instance when they share Redis, where its nonce is kept', async () => {
    const { key } = await keyOwner(shared[0]);
    for (const base of shared) expect((await read(base, signedHeaders(key))).status).toBe(200);
    const headers = signedHeaders(key);
    expect((await read(shared[0], headers)).status).toBe(200);
    expect(await read(shared[1], headers)).toMatchObject({ status: 401, body: { code: 'nonce_reused' } });
    const client = new Redis(redis.url);
    try {
      const ttl = await client.pttl(`sikka:nonce:${key.keyId}:${headers['x-sikka-nonce']}`);
      // Kept for twice the 5 s window past the request's time, then forgotten by Redis.
      expect(ttl).toBeGreaterThan(5_000);
      expect(ttl).toBeLessThanOrEqual(10_000);
    } finally {
      client.disconnect();
    }
  });
});
