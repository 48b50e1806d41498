import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const ADMIN_TOKEN = 'an-operator-token-of-at-least-32-characters';
const provider = providerForFile({ env: { ADMIN_TOKEN } });

const admin = (body: unknown, token = ADMIN_TOKEN) =>
  call(provider, 'POST', '/admin/maintenance', { body, bearer: token });

describe('the provider maintenance switch (§4 503 with the maintenance flag)', () => {
  it('only the admin token switches it', async () => {
    expect((await admin({ on: true }, 'wrong-token')).status).toBe(401);
    expect((await call(provider, 'POST', '/admin/maintenance', { body: { on: true } })).status).toBe(401);
  });

  it('while on, the session check answers §7 503 with the maintenance flag and the message; off restores it', async () => {
    const user = await createUser(provider.url);
    const { token } = await signIn(provider, user.mobile_number as string);
    expect((await admin({ on: true, message: 'Back at 6 pm' })).status).toBe(200);

    const check = await call(provider, 'GET', '/auth/session', { bearer: token });
    expect(check.status).toBe(503);
    expect(normaliseProviderError(check.status, check.body)).toMatchObject({
      kind: 'maintenance',
      message: 'Back at 6 pm',
    });
    const prices = await call(provider, 'GET', '/trades/in/all/all');
    expect(normaliseProviderError(prices.status, prices.body).kind).toBe('maintenance');
    expect((await call(provider, 'GET', '/healthz')).status).toBe(200);

    await admin({ on: false });
    expect((await call(provider, 'GET', '/auth/session', { bearer: token })).status).toBe(200);
  });
});
