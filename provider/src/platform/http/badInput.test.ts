// docs/architecture.md 'every input is parsed at the edge': whatever a caller sends to any provider call, the answer is
// a §8 body below 500 (a 422 naming the field for a bad body), never a crash.
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { beforeAll, describe, expect, it } from 'vitest';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '100000' } });
let bearer: string;
beforeAll(async () => {
  // Verified, so the money calls parse what they are sent rather than stopping at §6's refusal.
  const user = await createUser(provider.url, { state: 'verified' });
  bearer = (await signIn(provider, user.mobile_number as string)).token;
});

const POSTS = [
  '/auth/login',
  '/auth/signup',
  '/auth/verify-otp',
  '/otp-resend',
  '/request-otp',
  '/auth/recovery',
  '/auth/recovery/verify/otp',
  '/auth/recovery/verify/security-answers',
  '/auth/reset',
  '/security-answers/verify',
  '/force-reset-password',
  '/2fa/enable',
  '/dev/users',
  '/wallet/deposits',
  '/wallet/withdrawals/otp',
  '/wallet/withdrawals',
  '/instant/quotes',
  '/instant/orders',
  '/webhooks/payments',
  '/gateway/simulated/pay',
  '/dev/users/1/fund',
  '/dev/users/1/bank-account',
  '/dev/chain/transfers',
  '/dev/chain/blocks',
  '/dev/withdrawals/1/fail',
  // Last: an empty body is a valid logout, which ends the session the other calls use.
  '/logout',
];

const BODIES: Array<[string, string]> = [
  ['an array', '[]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['null', 'null'],
  ['an operator object', '{"mobile_number":{"$gt":""},"password":{"$ne":1}}'],
  ['a prototype key', '{"__proto__":{"admin":true},"mobile_number":"9999999999"}'],
  ['wrong types', '{"mobile_number":9999999999,"password":true,"type":"1","otp":123456,"tnc_accepted":"1"}'],
  [
    'a very long value',
    JSON.stringify({ mobile_number: 'x'.repeat(100_000), password: 'y'.repeat(100_000) }),
  ],
  ['deep nesting', `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`],
];

describe('bad input never gives a 500', () => {
  it.each(POSTS)('POST %s', async (url) => {
    for (const [what, payload] of BODIES) {
      for (const headers of [{}, { authorization: `Bearer ${bearer}`, token: bearer }]) {
        const response = await provider.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...headers },
          payload,
        });
        expect(response.statusCode, `${what} → ${response.body}`).toBeLessThan(500);
        // null is no body, which /dev/users (all defaults) and /logout accept.
        if (response.statusCode < 400) continue;
        const kind = normaliseProviderError(response.statusCode, response.json()).kind;
        expect(kind, what).not.toBe('generic');
        if (response.statusCode === 422) expect(response.json().error.errors).toBeTypeOf('object');
      }
    }
  });

  it('a body that is not JSON, or not declared as JSON, is refused with a plain message', async () => {
    for (const [type, payload] of [
      ['application/json', '{"mobile_number":'],
      ['text/plain', 'mobile_number=1'],
      ['application/x-www-form-urlencoded', 'mobile_number=1'],
    ] as const) {
      const response = await provider.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('a path id that is not a number is a 422, not a database error', async () => {
    const answer = await call(provider, 'POST', '/dev/users/abc/verify');
    expect(answer.status).toBe(422);
    expect(answer.body.error.errors.id).toBeDefined();
  });
});
