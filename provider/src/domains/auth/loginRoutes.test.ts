// docs/requirements.md §4 Login and §7 POST /auth/login + the OTP verification call, against a real provider on PostgreSQL.
import { loginResponseSchema, otpSuccessResponseSchema } from '@sikka/shared/auth/schemas';
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { messageText } from '@sikka/shared/messages/kinds';
import { outsideText } from '@sikka/shared/notifications/preferences';
import { userDetailsResponseSchema } from '@sikka/shared/user/schemas';
import { CAPTCHA_REQUIRED_MESSAGE } from '@sikka/shared/validation/captcha';
import { type CaptchaChallenge, solveCaptcha } from '@sikka/tests/support/captcha';
import { call, createUser, outboxWhen, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED } from '../../platform/identity/authMessages.ts';
import { totpCode } from '../../platform/otp/totp.ts';
import { CAPTCHA_TOO_EASY } from './captcha.ts';
import { captchaCostAfter, LOGIN_GUARD } from './loginGuard.ts';

const provider = providerForFile();

const login = (body: Record<string, unknown>) => call(provider, 'POST', '/auth/login', { body });
const verifyOtp = (body: Record<string, unknown>) => call(provider, 'POST', '/auth/verify-otp', { body });
const outbox = async (to: string) =>
  (await call(provider, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).body;

describe('§4 Login: no required → an SMS OTP (purpose 1), then the OTP verification call', () => {
  it('sends the OTP to the mobile and answers a session token the session check and user-details accept', async () => {
    const user = await createUser(provider.url, { name: 'Asha Rao' });
    const first = await login({ mobile_number: user.mobile_number, password: user.password });
    expect(first.status).toBe(200);
    expect(loginResponseSchema.parse(first.body)).toEqual({
      message: expect.any(String),
      otp_flow: expect.any(String),
    });
    expect(first.body.required).toBeUndefined();

    const [sms] = await outbox(user.mobile_number as string);
    expect(sms).toMatchObject({ to: user.mobile_number, channel: 'sms', purpose: 1 });
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.code);

    const verified = await verifyOtp({ mobile_number: user.mobile_number, type: 1, otp: sms.code });
    expect(verified.status).toBe(200);
    const answer = otpSuccessResponseSchema.parse(verified.body);
    expect(answer.id).toBe(user.id);

    const session = await call(provider, 'GET', '/auth/session', { bearer: answer.token });
    expect(session).toMatchObject({ status: 200, body: { id: user.id } });
    const details = await call(provider, 'GET', '/user-details', { bearer: answer.token });
    expect(details.status).toBe(200);
    const [me] = userDetailsResponseSchema.parse(details.body).users;
    expect(me).toMatchObject({
      id: user.id,
      mobile_number: user.mobile_number,
      name: 'Asha Rao',
      ga_enabled: 0,
    });
  });

  it('§7 optional otp: a second /auth/login carrying the code completes the login in one call', async () => {
    const user = await createUser(provider.url);
    await login({ mobile_number: user.mobile_number, password: user.password });
    const [sms] = await outbox(user.mobile_number as string);
    const done = await login({ mobile_number: user.mobile_number, password: user.password, otp: sms.code });
    expect(done.status).toBe(200);
    expect(loginResponseSchema.parse(done.body)).toMatchObject({ token: expect.any(String), id: user.id });
  });

  it('a repeated login inside 90 s keeps the code already sent instead of sending another', async () => {
    const user = await createUser(provider.url);
    await login({ mobile_number: user.mobile_number, password: user.password });
    const again = await login({ mobile_number: user.mobile_number, password: user.password });
    expect(again.status).toBe(200);
    expect(await outbox(user.mobile_number as string)).toHaveLength(1);
  });
});

describe('§8 wrong credentials: a 422 on the password field that does not reveal whether the account exists', () => {
  it('answers the same body for a wrong password and for an unknown account', async () => {
    const user = await createUser(provider.url);
    const wrong = await login({ mobile_number: user.mobile_number, password: 'Wrong@1234' });
    const unknown = await login({ mobile_number: '6000000001', password: 'Wrong@1234' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ error: { errors: { password: [LOGIN_FAILED] }, message: LOGIN_FAILED } });
    expect(unknown).toMatchObject({ status: 422, body: wrong.body });
    expect(normaliseProviderError(wrong.status, wrong.body)).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'password', message: LOGIN_FAILED },
    });
    expect(await outbox(user.mobile_number as string)).toHaveLength(0);
  });

  it('bad input is a 422 naming the field, never a 500', async () => {
    const missing = await login({ password: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.errors.mobile_number).toEqual(['This field is required']);
    const extra = await login({ mobile_number: '9999999999', password: 'x', admin: true });
    expect(extra.body.error.errors.admin).toBeDefined();
    const badOtp = await login({ mobile_number: '9999999999', password: 'x', otp: '12' });
    expect(normaliseProviderError(badOtp.status, badOtp.body)).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'otp' },
    });
    const notJson = await provider.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile_number":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(normaliseProviderError(notJson.statusCode, notJson.json()).kind).toBe('message');
  });
});

describe("§4 required 'mobile_number'", () => {
  it('login by e-mail: the masked mobile on file, then Continue repeats the call with `mobile` and the OTP goes there', async () => {
    const user = await createUser(provider.url, { email: 'Meera@Example.com' });
    const first = await login({ mobile_number: 'meera@example.com', password: user.password });
    expect(first.status).toBe(200);
    expect(loginResponseSchema.parse(first.body)).toMatchObject({
      required: 'mobile_number',
      mobile_number: `******${(user.mobile_number as string).slice(-4)}`,
    });
    expect(await outbox(user.mobile_number as string)).toHaveLength(0);

    const notHers = await login({
      mobile_number: 'meera@example.com',
      password: user.password,
      mobile: '6111111111',
    });
    expect(normaliseProviderError(notHers.status, notHers.body)).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'mobile' },
    });

    const cont = await login({
      mobile_number: 'meera@example.com',
      password: user.password,
      mobile: user.mobile_number,
    });
    expect(cont.status).toBe(200);
    expect(cont.body.required).toBeUndefined();
    const [sms] = await outbox(user.mobile_number as string);
    const verified = await verifyOtp({ mobile_number: 'meera@example.com', type: 1, otp: sms.code });
    expect(otpSuccessResponseSchema.parse(verified.body).id).toBe(user.id);
  });

  it('an account without a mobile number: mobile_number null, then the typed phone gets the OTP and joins the account', async () => {
    const user = await createUser(provider.url, { mobile_number: null, email: 'nomobile@example.com' });
    const first = await login({ mobile_number: 'nomobile@example.com', password: user.password });
    expect(loginResponseSchema.parse(first.body)).toMatchObject({
      required: 'mobile_number',
      mobile_number: null,
    });

    const taken = await createUser(provider.url);
    const clash = await login({
      mobile_number: 'nomobile@example.com',
      password: user.password,
      mobile: taken.mobile_number,
    });
    expect(clash.status).toBe(422);
    expect(clash.body.error.errors.mobile).toBeDefined();

    const typed = '6222222222';
    const cont = await login({
      mobile_number: 'nomobile@example.com',
      password: user.password,
      mobile: typed,
    });
    expect(cont.status).toBe(200);
    const [sms] = await outbox(typed);
    const verified = await verifyOtp({ mobile_number: 'nomobile@example.com', type: 1, otp: sms.code });
    const token = otpSuccessResponseSchema.parse(verified.body).token;
    const details = await call(provider, 'GET', '/user-details', { bearer: token });
    expect(details.body.users[0].mobile_number).toBe(typed);
  });
});

describe("§4 required '2FA' (§6 ga_enabled): the authenticator code instead of an SMS", () => {
  it('answers 2FA, sends nothing, and accepts a code generated from the secret once', async () => {
    const user = await createUser(provider.url, { totp_secret: true });
    const secret = user.totp_secret as string;
    const first = await login({ mobile_number: user.mobile_number, password: user.password });
    expect(loginResponseSchema.parse(first.body)).toMatchObject({ required: '2FA' });
    expect(await outbox(user.mobile_number as string)).toHaveLength(0);

    const wrong = await verifyOtp({
      mobile_number: user.mobile_number,
      type: 1,
      otp: '000000' === totpCode(secret, provider.clock.now()) ? '111111' : '000000',
    });
    expect(normaliseProviderError(wrong.status, wrong.body)).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'otp' },
    });

    const code = totpCode(secret, provider.clock.now());
    const verified = await verifyOtp({ mobile_number: user.mobile_number, type: 1, otp: code });
    expect(otpSuccessResponseSchema.parse(verified.body).id).toBe(user.id);

    // The same code cannot sign in twice, even through a new login.
    await login({ mobile_number: user.mobile_number, password: user.password });
    const replay = await verifyOtp({ mobile_number: user.mobile_number, type: 1, otp: code });
    expect(replay.status).toBe(422);
    provider.clock.advanceSeconds(30);
    const next = await verifyOtp({
      mobile_number: user.mobile_number,
      type: 1,
      otp: totpCode(secret, provider.clock.now()),
    });
    expect(next.status).toBe(200);
  });

  it('without the password step first, an authenticator code signs nobody in', async () => {
    const user = await createUser(provider.url, { totp_secret: true });
    const code = totpCode(user.totp_secret as string, provider.clock.now());
    const sneaky = await verifyOtp({ mobile_number: user.mobile_number, type: 1, otp: code });
    expect(sneaky.status).toBe(422);
    expect(sneaky.body.error.errors.otp).toBeDefined();
  });
});

describe('guessing at a password is slowed per account, never turned into a lockout', () => {
  const wrongFrom = (mobile: string, address: string) =>
    provider.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: address,
      payload: { mobile_number: mobile, password: 'Wrong@1234' },
    });
  const challenge = async (login?: string) =>
    (await call(provider, 'GET', `/captcha/challenge${login ? `?login=${login}` : ''}`))
      .body as CaptchaChallenge;

  it('twenty wrong passwords from twenty addresses: the right one still signs in, with a captcha', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    for (let i = 0; i < 20; i++) {
      const answer = await wrongFrom(mobile, `203.0.113.${i + 1}`);
      // The first three are checked; after them, each asks for the captcha instead of checking the password.
      if (i < LOGIN_GUARD.captchaAfter) expect(answer.json().error.errors.password).toEqual([LOGIN_FAILED]);
      else expect(answer.json().error.errors.recaptcha_code).toEqual([CAPTCHA_REQUIRED_MESSAGE]);
      expect(answer.statusCode).toBe(422);
    }
    // The owner, from yet another address: never a 429, and with a solved captcha the right password passes.
    const bare = await login({ mobile_number: mobile, password: user.password });
    expect(bare.status).toBe(422);
    expect(bare.body.error.errors.recaptcha_code).toEqual([CAPTCHA_REQUIRED_MESSAGE]);
    const code = solveCaptcha(await challenge(mobile));
    const owner = await login({ mobile_number: mobile, password: user.password, recaptcha_code: code });
    expect(owner.status).toBe(200);
    expect(loginResponseSchema.parse(owner.body).otp_flow).toEqual(expect.any(String));
    // The right password starts the count over: the next login needs no captcha.
    expect((await login({ mobile_number: mobile, password: user.password })).status).toBe(200);
  });

  it('each further wrong password doubles the captcha’s work; a cheaper solution is refused', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const base = (await challenge()).maxnumber as number;
    for (let i = 0; i < LOGIN_GUARD.captchaAfter; i++) await wrongFrom(mobile, '198.51.100.7');
    expect((await challenge(mobile)).maxnumber).toBe(base);
    for (let failures = LOGIN_GUARD.captchaAfter; failures < LOGIN_GUARD.captchaAfter + 3; failures++) {
      const code = solveCaptcha(await challenge(mobile));
      const wrong = await login({ mobile_number: mobile, password: 'Wrong@1234', recaptcha_code: code });
      expect(wrong.body.error.errors.password).toEqual([LOGIN_FAILED]);
      expect((await challenge(mobile)).maxnumber).toBe(base * captchaCostAfter(failures + 1));
    }
    expect(captchaCostAfter(100)).toBe(LOGIN_GUARD.maxCost);
    const cheap = solveCaptcha(await challenge());
    const refused = await login({ mobile_number: mobile, password: user.password, recaptcha_code: cheap });
    expect(refused.body.error.errors.recaptcha_code).toEqual([CAPTCHA_TOO_EASY]);
    const costly = solveCaptcha(await challenge(mobile));
    expect(
      (await login({ mobile_number: mobile, password: user.password, recaptcha_code: costly })).status,
    ).toBe(200);
  });

  it('an unknown number is treated the same way, so the answers say nothing about who has an account', async () => {
    for (let i = 0; i < LOGIN_GUARD.captchaAfter; i++) await wrongFrom('6000000777', '198.51.100.8');
    const answer = await login({ mobile_number: '6000000777', password: 'Wrong@1234' });
    expect(answer.body.error.errors.recaptcha_code).toEqual([CAPTCHA_REQUIRED_MESSAGE]);
  });

  it('tells the owner once — in the app, by SMS, and by e-mail once chosen — when their account is being guessed at', async () => {
    const user = await createUser(provider.url, { email: 'guessed@example.com' });
    const mobile = user.mobile_number as string;
    // A security message: in the app and by SMS until chosen otherwise; this person also chose e-mail.
    const { token } = await signIn(provider, mobile);
    const chose = await call(provider, 'POST', '/user/notification-preferences', {
      bearer: token,
      body: { category: 'security', email: true },
    });
    expect(chose.status).toBe(200);
    const text = outsideText('security', messageText('password_guessed', {}).title);
    const alerts = async (to: string) =>
      (await outbox(to)).filter((sent: { text: string }) => sent.text === text).length;
    const told = () =>
      provider.db
        .selectFrom('messages')
        .select('body')
        .where('user_id', '=', user.id)
        .where('kind', '=', 'password_guessed')
        .execute();
    for (let failures = 0; failures < LOGIN_GUARD.alertAfter + 5; failures++) {
      const cost = captchaCostAfter(failures);
      const code = cost === 0 ? undefined : solveCaptcha(await challenge(mobile));
      await login({
        mobile_number: mobile,
        password: 'Wrong@1234',
        ...(code ? { recaptcha_code: code } : {}),
      });
      if (failures + 1 < LOGIN_GUARD.alertAfter) expect(await told()).toEqual([]);
    }
    expect(await told()).toEqual([{ body: messageText('password_guessed', {}).body }]);
    await outboxWhen(provider.url, 'guessed@example.com', (sent) =>
      sent.some((entry) => entry.text === text),
    );
    await outboxWhen(provider.url, mobile, (sent) => sent.some((entry) => entry.text === text));
    expect(await alerts(mobile)).toBe(1);
    expect(await alerts('guessed@example.com')).toBe(1);
  });
});
