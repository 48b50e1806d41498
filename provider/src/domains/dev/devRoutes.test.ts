// Development fixtures (docs/auth.md): the outbox, users in any state, the verify operator call — and none of it in production.
import { randomBytes } from 'node:crypto';
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { userDetailsResponseSchema, userSchema } from '@sikka/shared/user/schemas';
import { verificationStatus } from '@sikka/shared/user/verification';
import {
  call,
  createUser,
  latestOtp,
  providerForFile,
  readOutbox,
  startTestProvider,
  verifyUser,
} from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const provider = providerForFile();

describe('POST /dev/users', () => {
  it('makes users in the states the flows need, each a valid §3 User', async () => {
    const plain = await createUser(provider.url);
    expect(plain.mobile_number).toMatch(/^6\d{9}$/);
    expect(verificationStatus(userSchema.parse(plain.user))).toBe('Unverified');

    const pending = await createUser(provider.url, { state: 'pending' });
    expect(verificationStatus(pending.user)).toBe('Pending');
    const verified = await createUser(provider.url, {
      state: 'verified',
      email: 'V@Example.com',
      name: 'Vee',
    });
    expect(verificationStatus(verified.user)).toBe('Verified');
    expect(verified.email).toBe('v@example.com');

    const noMobile = await createUser(provider.url, { mobile_number: null, email: 'only@example.com' });
    expect(noMobile.user.mobile_number).toBeNull();

    const withPan = await createUser(provider.url, { pan_number: 'ABCDE1234F', name: 'Pan Holder' });
    expect(withPan.user.kyc_doc).toEqual([
      { document_type: 'PAN', name_in_doc: 'Pan Holder', dob_as_per_doc: null },
    ]);

    const twoFactor = await createUser(provider.url, { totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DP' });
    expect(twoFactor).toMatchObject({ totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', user: { ga_enabled: 1 } });

    const reKyc = await createUser(provider.url, { state: 'verified', re_kyc: 1 });
    expect(reKyc.user.re_kyc).toBe(1);
  });

  it('refuses bad fixture input with a 422 naming the field', async () => {
    const bad = await call(provider, 'POST', '/dev/users', { body: { state: 'famous', pan_number: 'nope' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.errors).sort()).toEqual(['pan_number', 'state']);
    await createUser(provider.url, { mobile_number: '6123456789' });
    const taken = await call(provider, 'POST', '/dev/users', { body: { mobile_number: '6123456789' } });
    expect(taken.status).toBe(422);
  });
});

describe('POST /dev/users/:id/verify (the operator call)', () => {
  it('marks a user verified (§4: verification_status 21, status 1)', async () => {
    const user = await createUser(provider.url, { state: 'pending', re_kyc: 1 });
    await verifyUser(provider.url, user.id);
    const answer = await call(provider, 'POST', `/dev/users/${user.id}/verify`);
    const [me] = userDetailsResponseSchema.parse(answer.body).users;
    expect(me).toMatchObject({ verification_status: 21, status: 1, re_kyc: 0 });
    expect((await call(provider, 'POST', '/dev/users/999999/verify')).status).toBe(404);
  });
});

describe('GET /dev/outbox', () => {
  it('lists messages for a recipient newest first as {to, channel, purpose, code, text, at}', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    await call(provider, 'POST', '/auth/login', { body: { mobile_number: mobile, password: user.password } });
    provider.clock.advanceSeconds(91);
    await call(provider, 'POST', '/otp-resend', { body: { type: 1, mobile_number: mobile } });
    const messages = await readOutbox(provider.url, mobile);
    expect(messages).toHaveLength(2);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual(['at', 'channel', 'code', 'purpose', 'text', 'to']);
    expect(Date.parse(messages[0]?.at ?? '')).toBeGreaterThan(Date.parse(messages[1]?.at ?? ''));
    expect(await latestOtp(provider.url, mobile)).toBe(messages[0]?.code);
  });
});

describe('NODE_ENV=production', () => {
  const productionEnv = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('base64'),
    OTP_SECRET: randomBytes(32).toString('base64'),
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64'),
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64'),
    FIELD_ENCRYPTION_KEYS: randomBytes(32).toString('base64'),
    ARGON2_MEMORY_KIB: '19456',
  };

  it('has no dev routes: no outbox, no fixtures, no operator call', async () => {
    const production = await startTestProvider({ env: productionEnv });
    try {
      for (const [method, url] of [
        ['GET', '/dev/outbox?to=9999999999'],
        ['POST', '/dev/users'],
        ['POST', '/dev/users/1/verify'],
        ['POST', '/dev/users/1/fund'],
        ['POST', '/dev/users/1/bank-account'],
        ['POST', '/dev/chain/transfers'],
        ['POST', '/dev/chain/blocks'],
        ['POST', '/dev/withdrawals/process'],
        ['POST', '/dev/withdrawals/1/fail'],
        ['POST', '/gateway/simulated/pay'],
      ] as const) {
        expect((await call(production, method, url, { body: {} })).status).toBe(404);
      }
    } finally {
      await production.close();
    }
  });

  it('prints no code anywhere: with no gateway configured an OTP call answers 503 and leaves nothing pending', async () => {
    const production = await startTestProvider({ env: productionEnv });
    try {
      const hash = await (await import('../../app.ts')).passwordsFor(production.config).hash('Prod@1234');
      await production.db
        .insertInto('users')
        .values({ mobile_number: '6555555555', password_hash: hash })
        .execute();
      const login = await call(production, 'POST', '/auth/login', {
        body: { mobile_number: '6555555555', password: 'Prod@1234' },
      });
      expect(login.status).toBe(503);
      expect(normaliseProviderError(login.status, login.body).kind).toBe('message');
      expect(await production.db.selectFrom('otps').selectAll().execute()).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
