// docs/requirements.md §5 Sign-up rules and §7 POST /auth/signup → OTP (purpose 3) → token, against a real provider on PostgreSQL.
import { loginResponseSchema, otpSuccessResponseSchema } from '@sikka/shared/auth/schemas';
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { userDetailsResponseSchema } from '@sikka/shared/user/schemas';
import { verificationStatus } from '@sikka/shared/user/verification';
import { SIGN_UP_PASSWORD_HINT } from '@sikka/shared/validation/messages';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { call, createUser, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { TERMS_REQUIRED_MESSAGE } from '../../platform/identity/authMessages.ts';

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
    expect(loginResponseSchema.parse(started.body)).toEqual({ message: expect.any(String) });
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
    expect(loginResponseSchema.parse(done.body)).toMatchObject({
      token: expect.any(String),
      id: expect.any(Number),
    });
  });

  it('answers a registered number exactly as a new one, tells its owner by SMS, and makes or changes nothing', async () => {
    const owner = await createUser(provider.url);
    const registered = owner.mobile_number as string;
    const fresh = '7000000003';
    const forRegistered = await signUp(await form(registered, { password: 'Other@123' }));
    const forFresh = await signUp(await form(fresh, { password: 'Other@123' }));
    expect({ status: forRegistered.status, body: forRegistered.body }).toEqual({
      status: forFresh.status,
      body: forFresh.body,
    });
    expect(forRegistered.status).toBe(200);

    // The owner's phone is told, with no code in it; nothing usable reaches anyone.
    const [notice] = await outbox(registered);
    expect(notice).toMatchObject({ channel: 'sms', purpose: 3, code: '' });
    expect(notice.text).toMatch(/already has an account/);
    expect(notice.text).not.toMatch(/\d{6}/);

    // Asked again after the resend wait, the owner is told again: still no code.
    provider.clock.advanceSeconds(91);
    const resent = await call(provider, 'POST', '/otp-resend', {
      body: { type: 3, mobile_number: registered },
    });
    expect(resent.status).toBe(200);
    expect((await outbox(registered))[0]).toMatchObject({ code: '', text: notice.text });

    // Guessing a code goes exactly as a wrong guess for a new number does.
    const verify = (mobile: string) =>
      call(provider, 'POST', '/auth/verify-otp', { body: { mobile_number: mobile, type: 3, otp: '123456' } });
    const [guessRegistered, guessFresh] = [await verify(registered), await verify(fresh)];
    if ((await outbox(fresh))[0].code !== '123456')
      expect({ status: guessRegistered.status, body: guessRegistered.body }).toEqual({
        status: guessFresh.status,
        body: guessFresh.body,
      });
    expect(guessRegistered.status).toBe(422);

    // The account is as it was: its own password still signs in, the other does not.
    const login = (password: string) =>
      call(provider, 'POST', '/auth/login', { body: { mobile_number: registered, password } });
    expect((await login(owner.password)).status).toBe(200);
    expect((await login('Other@123')).status).toBe(422);
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
