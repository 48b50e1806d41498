// Tokens and the session (docs/requirements.md §7 session check, §4 Logout, §8 token messages), against a real provider.
import { logoutResponseSchema, sessionCheckResponseSchema } from '@sikka/shared/auth/schemas';
import {
  LOGOUT_SUCCESS_MESSAGE,
  TOKEN_BLACKLISTED,
  TOKEN_EXPIRED,
  WRONG_NUMBER_OF_SEGMENTS,
} from '@sikka/shared/errors/messages';
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { sessionCheckFailureBodySchema } from '@sikka/shared/system/schemas';
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

const provider = providerForFile({ env: { SESSION_TTL_S: '3600' } });

async function freshSession() {
  const user = await createUser(provider.url);
  return signIn(provider, user.mobile_number as string);
}

describe('§7 the session check (GET /auth/session)', () => {
  it('answers the user id for a live session', async () => {
    const { token, id } = await freshSession();
    const answer = await call(provider, 'GET', '/auth/session', { bearer: token });
    expect(answer.status).toBe(200);
    expect(sessionCheckResponseSchema.parse(answer.body).id).toBe(id);
  });

  it("fails with §7's body: JSON in a message field, status_code 401 and the token message", async () => {
    const { token } = await freshSession();
    provider.clock.advanceSeconds(3601);
    const failed = await call(provider, 'GET', '/auth/session', { bearer: token });
    expect(failed.status).toBe(401);
    expect(failed.body).toEqual({ message: '{"error":{"status_code":401,"message":"Token has expired"}}' });
    expect(sessionCheckFailureBodySchema.parse(failed.body).message.error).toEqual({
      status_code: 401,
      message: TOKEN_EXPIRED,
    });
    expect(normaliseProviderError(failed.status, failed.body).kind).toBe('session-expired');
  });
});

describe('§8 the three token messages (401)', () => {
  it("'Token has expired' once the session's time is up, on every bearer call", async () => {
    const { token } = await freshSession();
    expect((await call(provider, 'GET', '/user-details', { bearer: token })).status).toBe(200);
    provider.clock.advanceSeconds(3601);
    const expired = await call(provider, 'GET', '/user-details', { bearer: token });
    expect(expired).toMatchObject({ status: 401, body: { message: TOKEN_EXPIRED } });
    expect(normaliseProviderError(expired.status, expired.body).kind).toBe('session-expired');
  });

  it("§4 logout blacklists the token: 'The token has been blacklisted' after", async () => {
    const { token } = await freshSession();
    const out = await call(provider, 'POST', '/logout', { bearer: token, body: {} });
    expect(out.status).toBe(200);
    expect(logoutResponseSchema.parse(out.body).message).toBe(LOGOUT_SUCCESS_MESSAGE);
    for (const [method, url] of [
      ['GET', '/user-details'],
      ['GET', '/auth/session'],
      ['POST', '/logout'],
    ] as const) {
      const after = await call(provider, method, url, { bearer: token });
      expect(after.status).toBe(401);
      expect(normaliseProviderError(after.status, after.body).kind).toBe('session-expired');
    }
    expect((await call(provider, 'GET', '/user-details', { bearer: token })).body).toEqual({
      message: TOKEN_BLACKLISTED,
    });
  });

  it('a token used before (its signature checked once) is still refused as expired once its time is up', async () => {
    const { token } = await freshSession();
    for (let n = 0; n < 3; n++)
      expect((await call(provider, 'GET', '/user-details', { bearer: token })).status).toBe(200);
    provider.clock.advanceSeconds(3590);
    expect((await call(provider, 'GET', '/user-details', { bearer: token })).status).toBe(200);
    provider.clock.advanceSeconds(10);
    for (const url of ['/user-details', '/auth/session'])
      expect((await call(provider, 'GET', url, { bearer: token })).status).toBe(401);
    expect((await call(provider, 'GET', '/user-details', { bearer: token })).body).toEqual({
      message: TOKEN_EXPIRED,
    });
  });

  it('a token used before is refused as blacklisted at once after logout', async () => {
    const { token } = await freshSession();
    for (let n = 0; n < 3; n++)
      expect((await call(provider, 'GET', '/user-details', { bearer: token })).status).toBe(200);
    expect((await call(provider, 'POST', '/logout', { bearer: token, body: {} })).status).toBe(200);
    expect((await call(provider, 'GET', '/user-details', { bearer: token })).body).toEqual({
      message: TOKEN_BLACKLISTED,
    });
  });

  it('a tampered copy of a token used before is refused as invalid; the token itself still works', async () => {
    const { token } = await freshSession();
    expect((await call(provider, 'GET', '/user-details', { bearer: token })).status).toBe(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherUser = Buffer.from(
      JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) }),
    ).toString('base64url');
    for (const tampered of [
      `${header}.${payload}.${flip(signature, 10)}`,
      `${header}.${otherUser}.${signature}`,
      `${header}.${flip(payload, 5)}.${signature}`,
      `${token}x`,
    ]) {
      const answer = await call(provider, 'GET', '/user-details', { bearer: tampered });
      expect(answer).toMatchObject({ status: 401, body: { message: WRONG_NUMBER_OF_SEGMENTS } });
    }
    expect((await call(provider, 'GET', '/user-details', { bearer: token })).status).toBe(200);
  });

  it('logout with no body at all works too (the BFF sends {}; curl sends nothing)', async () => {
    const { token } = await freshSession();
    const out = await provider.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
  });

  it.each([
    ['no token at all', undefined],
    ['a token of one segment', 'abc'],
    ['a token of two segments', 'abc.def'],
    ['three segments of garbage', 'a.b.c'],
  ])("'Wrong number of segments' for %s", async (_what, bearer) => {
    const answer = await call(provider, 'GET', '/user-details', bearer ? { bearer } : {});
    expect(answer).toMatchObject({ status: 401, body: { message: WRONG_NUMBER_OF_SEGMENTS } });
    expect(normaliseProviderError(answer.status, answer.body).kind).toBe('token-invalid');
  });

  it('a token signed with another secret is refused as invalid, even when it claims to be current', async () => {
    const { id } = await freshSession();
    const now = Math.floor(provider.clock.now().getTime() / 1000);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('sikka-provider')
      .setAudience('sikka:session')
      .setSubject(String(id))
      .setJti('forged')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode('not-the-provider-secret-not-the-provider-secret'));
    const answer = await call(provider, 'GET', '/user-details', { bearer: forged });
    expect(answer.body).toEqual({ message: WRONG_NUMBER_OF_SEGMENTS });
  });

  it('an expired token signed by someone else is not called expired (the signature is checked first)', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setIssuedAt(1)
      .setExpirationTime(2)
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const answer = await call(provider, 'GET', '/auth/session', { bearer: forged });
    expect(sessionCheckFailureBodySchema.parse(answer.body).message.error.message).toBe(
      WRONG_NUMBER_OF_SEGMENTS,
    );
  });
});
