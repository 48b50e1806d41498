// SPEC.md §5 Sign-up rules and §7 POST /auth/signup → OTP (purpose 3) → token, against a real provider on PostgreSQL.
import { otpSuccessResponseSchema, signUpResponseSchema } from '@sikka/shared/auth/schemas';
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { userDetailsResponseSchema } from '@sikka/shared/user/schemas';
import { verificationStatus } from '@sikka/shared/user/verification';
import { SIGN_UP_PASSWORD_HINT } from '@sikka/shared/validation/messages';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { call, createUser, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { MOBILE_TAKEN, TERMS_REQUIRED_MESSAGE } from './messages.ts';

const provider = providerForFile();

async function captcha(): Promise<string> {
  return solveCaptcha((await call(provider, 'GET', '/captcha/challenge')).body);
}

const signUp = (body: Record<string, unknown>) => call(provider, 'POST', '/auth/signup', { body });
const outbox = async (to: string) => (await call(provider, 'GET', `/dev/outbox?to=${to}`)).body;

async function form(mobile: string, overrides: Record<string, unknown> = {}) {
  return {
    mobile_number: mobile,
    tnc_accepted: 1,
    password: 'Secret@123',
    recaptcha_code: await captcha(),
    coupon_code: '',
    referral_code: '',
    ...overrides,
  };
}

describe('§7 sign-up → OTP → token', () => {
  it('keeps a pending sign-up, sends an OTP (purpose 3), and the OTP verification call makes an unverified account', async () => {
    const mobile = '7000000001';
    const started = await signUp(await form(mobile, { referral_code: 'FRIEND1' }));
    expect(started.status).toBe(200);
    expect(signUpResponseSchema.parse(started.body)).toEqual({ message: expect.any(String) });
    const [sms] = await outbox(mobile);
    expect(sms).toMatchObject({ channel: 'sms', purpose: 3 });

    // No account before the OTP: logging in finds nobody yet.
    const early = await call(provider, 'POST', '/auth/login', {
      body: { mobile_number: mobile, password: 'Secret@123' },
    });
    expect(early.status).toBe(422);

    const verified = await call(provider, 'POST', '/auth/verify-otp', {
      body: { mobile_number: mobile, type: 3, otp: sms.code },
    });
    expect(verified.status).toBe(200);
    const { token, id } = otpSuccessResponseSchema.parse(verified.body);
    const details = userDetailsResponseSchema.parse(
      (await call(provider, 'GET', '/user-details', { bearer: token })).body,
    );
    expect(details.users[0]).toMatchObject({
      id,
      mobile_number: mobile,
      email: null,
      verification_status: 0,
      status: 0,
    });
    expect(verificationStatus(details.users[0] ?? {})).toBe('Unverified');

    const again = await call(provider, 'POST', '/auth/login', {
      body: { mobile_number: mobile, password: 'Secret@123' },
    });
    expect(again.status).toBe(200);
  });

  it('§7 optional otp: a second /auth/signup with the code completes it (the spent captcha is not asked again)', async () => {
    const mobile = '7000000002';
    const body = await form(mobile);
    await signUp(body);
    const [sms] = await outbox(mobile);
    const done = await signUp({ ...body, otp: sms.code });
    expect(done.status).toBe(200);
    expect(signUpResponseSchema.parse(done.body)).toMatchObject({
      token: expect.any(String),
      id: expect.any(Number),
    });
  });

  it('refuses a taken mobile number on the mobile_number field (docs/auth.md)', async () => {
    const existing = await createUser(provider.url);
    const taken = await signUp(await form(existing.mobile_number as string));
    expect(taken.status).toBe(422);
    expect(normaliseProviderError(taken.status, taken.body)).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'mobile_number', message: MOBILE_TAKEN },
    });
  });
});

describe('§5 sign-up rules, enforced by the provider as §8 field errors', () => {
  it.each([
    ['too short', 'Ab@1'],
    ['too long', 'Abcdefgh@123456789'],
    ['no capital letter', 'secret@123'],
    ['no special character from !@%&*', 'Secret#123'],
  ])('a password %s is refused with the hint on the password field', async (_why, password) => {
    const refused = await signUp(await form('7000000010', { password }));
    expect(refused.status).toBe(422);
    const error = normaliseProviderError(refused.status, refused.body);
    expect(error.kind).toBe('field');
    expect(error.firstFieldError?.field).toBe('password');
    if (password.length >= 8 && password.length <= 15) expect(error.message).toBe(SIGN_UP_PASSWORD_HINT);
  });

  it('terms not accepted, bad coupon and referral codes: every failing field at once, nothing sent', async () => {
    const refused = await signUp(
      await form('7000000011', { tnc_accepted: 0, coupon_code: 'no spaces!', referral_code: 'ok-not' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors).toEqual({
      tnc_accepted: [TERMS_REQUIRED_MESSAGE],
      coupon_code: [expect.any(String)],
      referral_code: [expect.any(String)],
    });
    expect(await outbox('7000000011')).toEqual([]);
  });

  it('a mobile number that is not 10 digits is a 422 on mobile_number', async () => {
    const refused = await signUp(await form('12345'));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.errors)).toEqual(['mobile_number']);
  });
});
