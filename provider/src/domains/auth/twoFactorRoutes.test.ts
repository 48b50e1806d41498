// Turning on Google Authenticator (docs/requirements.md §6 2FA with ga_enabled; §9 the 2FA change time behind the withdrawal block).
import { twoFactorEnableResponseSchema, twoFactorSetupResponseSchema } from '@sikka/shared/auth/twoFactor';
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { call, createUser, latestOtp, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../platform/otp/totp.ts';

const provider = providerForFile();

/** §9 purpose 5: the SMS code that confirms turning Google Authenticator on or off. */
async function smsCode(token: string, mobile: string): Promise<string> {
  provider.clock.advanceSeconds(91); // past any earlier code's resend wait
  const asked = await call(provider, 'POST', '/request-otp', { bearer: token, body: { type: 5 } });
  expect(asked.status).toBe(200);
  return latestOtp(provider.url, mobile);
}

/** A signed-in user with Google Authenticator turned on through the calls, and their recovery codes. */
async function withAuthenticator() {
  const user = await createUser(provider.url);
  const mobile = user.mobile_number as string;
  const { token } = await signIn(provider, mobile);
  const setup = await call(provider, 'POST', '/2fa/setup', { bearer: token });
  const { secret } = twoFactorSetupResponseSchema.parse(setup.body);
  const sms_otp = await smsCode(token, mobile);
  const enabled = await call(provider, 'POST', '/2fa/enable', {
    bearer: token,
    body: { otp: totpCode(secret, provider.clock.now()), sms_otp },
  });
  expect(enabled.status).toBe(200);
  provider.clock.advanceSeconds(30); // the next step's code is fresh
  const answer = twoFactorEnableResponseSchema.parse(enabled.body);
  return {
    user,
    mobile,
    // The change ended the session it was made in: this browser goes on with the token it answered.
    token: answer.token,
    secret,
    codes: answer.recovery_codes,
  };
}

const gaEnabled = async (id: number) =>
  await provider.db
    .selectFrom('users')
    .select(['ga_enabled', 'two_factor_changed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /2fa/setup and /2fa/enable', () => {
  it('gives a secret and otpauth address, enables on a right code, and then login asks for 2FA', async () => {
    const user = await createUser(provider.url);
    const { token } = await signIn(provider, user.mobile_number as string);

    const enableEarly = await call(provider, 'POST', '/2fa/enable', {
      bearer: token,
      body: { otp: '123456', sms_otp: '123456' },
    });
    expect(normaliseProviderError(enableEarly.status, enableEarly.body).kind).toBe('message');

    const setup = await call(provider, 'POST', '/2fa/setup', { bearer: token });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url } = twoFactorSetupResponseSchema.parse(setup.body);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('issuer=Sikka');

    const sms_otp = await smsCode(token, user.mobile_number as string);
    const code = totpCode(secret, provider.clock.now());
    const wrong = await call(provider, 'POST', '/2fa/enable', {
      bearer: token,
      body: { otp: code === '000000' ? '111111' : '000000', sms_otp },
    });
    expect(normaliseProviderError(wrong.status, wrong.body)).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'otp' },
    });

    const enabled = await call(provider, 'POST', '/2fa/enable', {
      bearer: token,
      body: { otp: code, sms_otp },
    });
    expect(enabled.status).toBe(200);
    const { recovery_codes, token: renewed } = twoFactorEnableResponseSchema.parse(enabled.body);
    expect(new Set(recovery_codes).size).toBe(8);
    // A 2FA change ends every session issued before it; the answer's token goes on.
    expect((await call(provider, 'GET', '/auth/session', { bearer: token })).status).toBe(401);
    // Only keyed hashes are stored.
    const stored = await provider.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(8);
    for (const row of stored) expect(recovery_codes).not.toContain(row.code_hash);

    const row = await provider.db
      .selectFrom('users')
      .select(['ga_enabled', 'two_factor_changed_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.ga_enabled).toBe(1);
    expect(row.two_factor_changed_at?.getTime()).toBe(provider.clock.now().getTime());
    expect((await call(provider, 'GET', '/user-details', { bearer: renewed })).body.users[0].ga_enabled).toBe(
      1,
    );

    const again = await call(provider, 'POST', '/2fa/setup', { bearer: renewed });
    expect(again.status).toBe(409);

    const login = await call(provider, 'POST', '/auth/login', {
      body: { mobile_number: user.mobile_number, password: user.password },
    });
    expect(login.body.required).toBe('2FA');
    // The code that enabled 2FA cannot also sign in.
    const replay = await call(provider, 'POST', '/auth/verify-otp', {
      body: { mobile_number: user.mobile_number, type: 1, otp: code },
    });
    expect(replay.status).toBe(422);
  });
});

describe('POST /2fa/enable needs the SMS code of purpose 5', () => {
  it('refuses a right app code without a right SMS code', async () => {
    const user = await createUser(provider.url);
    const { token } = await signIn(provider, user.mobile_number as string);
    const setup = twoFactorSetupResponseSchema.parse(
      (await call(provider, 'POST', '/2fa/setup', { bearer: token })).body,
    );
    const refused = await call(provider, 'POST', '/2fa/enable', {
      bearer: token,
      body: { otp: totpCode(setup.secret, provider.clock.now()), sms_otp: '123456' },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.errors)).toEqual(['otp']);
    expect((await gaEnabled(user.id)).ga_enabled).toBe(0);
  });
});

describe('POST /2fa/disable', () => {
  it("turns it off with the app's code and the SMS code, starting the §9 withdrawal block again", async () => {
    const { user, mobile, token, secret } = await withAuthenticator();
    const changedBefore = (await gaEnabled(user.id)).two_factor_changed_at;
    const sms_otp = await smsCode(token, mobile);
    const off = await call(provider, 'POST', '/2fa/disable', {
      bearer: token,
      body: { otp: totpCode(secret, provider.clock.now()), sms_otp },
    });
    expect(off.status).toBe(200);
    expect((await call(provider, 'GET', '/auth/session', { bearer: token })).status).toBe(401);
    expect((await call(provider, 'GET', '/auth/session', { bearer: off.body.token })).status).toBe(200);
    const row = await gaEnabled(user.id);
    expect(row.ga_enabled).toBe(0);
    expect(row.two_factor_changed_at?.getTime()).toBe(provider.clock.now().getTime());
    expect(row.two_factor_changed_at?.getTime()).toBeGreaterThan(changedBefore?.getTime() ?? 0);
    const login = await call(provider, 'POST', '/auth/login', {
      body: { mobile_number: mobile, password: user.password },
    });
    expect(login.body.required).not.toBe('2FA');
  });

  it('turns it off with a recovery code, which works once; a wrong one is refused on recovery_code', async () => {
    const { user, mobile, token, codes } = await withAuthenticator();
    const wrong = await call(provider, 'POST', '/2fa/disable', {
      bearer: token,
      body: { recovery_code: 'aaaa-aaaa', sms_otp: '123456' },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors)).toEqual(['recovery_code']);
    const code = codes[0] as string;
    const off = await call(provider, 'POST', '/2fa/disable', {
      bearer: token,
      body: { recovery_code: code.toUpperCase(), sms_otp: await smsCode(token, mobile) },
    });
    expect(off.status).toBe(200);
    expect((await gaEnabled(user.id)).ga_enabled).toBe(0);
    const count = await provider.db
      .selectFrom('two_factor_recovery_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(count).toHaveLength(0);
    const again = await call(provider, 'POST', '/2fa/disable', {
      bearer: off.body.token,
      body: { recovery_code: code, sms_otp: '123456' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a wrong app code on otp and keeps it on', async () => {
    const { user, token, secret } = await withAuthenticator();
    const right = totpCode(secret, provider.clock.now());
    const off = await call(provider, 'POST', '/2fa/disable', {
      bearer: token,
      body: { otp: right === '000000' ? '111111' : '000000', sms_otp: '123456' },
    });
    expect(off.status).toBe(422);
    expect(Object.keys(off.body.error.errors)).toEqual(['otp']);
    expect((await gaEnabled(user.id)).ga_enabled).toBe(1);
  });
});

describe('signing in with a recovery code instead of the authenticator', () => {
  const login = (mobile: string) =>
    call(provider, 'POST', '/auth/login', { body: { mobile_number: mobile, password: 'Demo@1234' } });
  const verify = (mobile: string, body: Record<string, unknown>) =>
    call(provider, 'POST', '/auth/verify-otp', { body: { mobile_number: mobile, type: 1, ...body } });

  it('a recovery code completes the 2FA login once; used again it is refused on recovery_code', async () => {
    const { mobile, codes } = await withAuthenticator();
    const first = await login(mobile);
    expect(first.body.required).toBe('2FA');
    const signedIn = await verify(mobile, {
      recovery_code: codes[0]?.toUpperCase(),
      otp_flow: first.body.otp_flow,
    });
    expect(signedIn.status).toBe(200);
    expect(typeof signedIn.body.token).toBe('string');

    const second = await login(mobile);
    const reused = await verify(mobile, { recovery_code: codes[0], otp_flow: second.body.otp_flow });
    expect(reused.status).toBe(422);
    expect(reused.body.error.errors.recovery_code).toEqual([
      'This recovery code is incorrect or already used',
    ]);
    // The other seven still stand.
    const other = await verify(mobile, { recovery_code: codes[1], otp_flow: second.body.otp_flow });
    expect(other.status).toBe(200);
  });

  it('an SMS login takes no recovery code, and a wrong one counts as a wrong try', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const started = await login(mobile);
    expect(started.body.required).not.toBe('2FA');
    const refused = await verify(mobile, { recovery_code: 'abcd-2345', otp_flow: started.body.otp_flow });
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors.recovery_code).toBeDefined();
    const tries = await provider.db
      .selectFrom('otps')
      .select('attempts')
      .where('identifier', '=', mobile)
      .where('purpose', '=', 1)
      .executeTakeFirstOrThrow();
    expect(tries.attempts).toBe(1);
  });

  it('sends exactly one of the codes', async () => {
    const { mobile, codes } = await withAuthenticator();
    const both = await verify(mobile, { otp: '123456', recovery_code: codes[0] });
    expect(both.status).toBe(422);
  });
});
