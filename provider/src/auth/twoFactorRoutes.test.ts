// Turning on Google Authenticator (SPEC.md §6 2FA with ga_enabled; §9 the 2FA change time behind the withdrawal block).
import { twoFactorEnableResponseSchema, twoFactorSetupResponseSchema } from '@sikka/shared/auth/twoFactor';
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { call, createUser, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../otp/totp.ts';

const provider = providerForFile();

describe('POST /2fa/setup and /2fa/enable', () => {
  it('gives a secret and otpauth address, enables on a right code, and then login asks for 2FA', async () => {
    const user = await createUser(provider.url);
    const { token } = await signIn(provider, user.mobile_number as string);

    const enableEarly = await call(provider, 'POST', '/2fa/enable', {
      bearer: token,
      body: { otp: '123456' },
    });
    expect(normaliseProviderError(enableEarly.status, enableEarly.body).kind).toBe('message');

    const setup = await call(provider, 'POST', '/2fa/setup', { bearer: token });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url } = twoFactorSetupResponseSchema.parse(setup.body);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('issuer=Sikka');

    const code = totpCode(secret, provider.clock.now());
    const wrong = await call(provider, 'POST', '/2fa/enable', {
      bearer: token,
      body: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(normaliseProviderError(wrong.status, wrong.body)).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'otp' },
    });

    const enabled = await call(provider, 'POST', '/2fa/enable', { bearer: token, body: { otp: code } });
    expect(enabled.status).toBe(200);
    twoFactorEnableResponseSchema.parse(enabled.body);

    const row = await provider.db
      .selectFrom('users')
      .select(['ga_enabled', 'two_factor_changed_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.ga_enabled).toBe(1);
    expect(row.two_factor_changed_at?.getTime()).toBe(provider.clock.now().getTime());
    expect((await call(provider, 'GET', '/user-details', { bearer: token })).body.users[0].ga_enabled).toBe(
      1,
    );

    const again = await call(provider, 'POST', '/2fa/setup', { bearer: token });
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
