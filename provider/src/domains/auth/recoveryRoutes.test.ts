// docs/requirements.md §4 Forgot password and §7 /auth/recovery → verify/otp → (PAN) verify/security-answers → /auth/reset.
import {
  recoveryResponseSchema,
  recoverySecurityAnswersResponseSchema,
  recoveryVerifyOtpResponseSchema,
  resetPasswordResponseSchema,
} from '@sikka/shared/auth/schemas';
import { PASSWORD_RESET_SUCCESS_MESSAGE, TOKEN_BLACKLISTED } from '@sikka/shared/errors/messages';
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { call, createUser, latestOtp, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { PAN_MISMATCH, RECOVERY_SENT } from '../../platform/identity/authMessages.ts';
import { totpCode } from '../../platform/otp/totp.ts';

const provider = providerForFile();

const PAN = 'ABCDE1234F';
const NEW_PASSWORD = 'Fresh@9876';

async function captcha(): Promise<string> {
  return solveCaptcha((await call(provider, 'GET', '/captcha/challenge')).body);
}
const post = (url: string, body: Record<string, unknown>, token?: string) =>
  call(provider, 'POST', url, { body, ...(token ? { token } : {}) });
const latestCode = (to: string) => latestOtp(provider.url, to);

/** Starts a recovery as a browser does, keeping the otp_flow its answer names. */
async function startRecovery(identity: Record<string, string>): Promise<string> {
  const started = await post('/auth/recovery', { ...identity, recaptcha_code: await captcha() });
  expect(started.status).toBe(200);
  const flow = recoveryResponseSchema.parse(started.body).otp_flow;
  if (!flow) throw new Error('the recovery named no otp_flow');
  return flow;
}

async function recover(identity: Record<string, string>, to: string) {
  const otp_flow = await startRecovery(identity);
  const otp = await latestCode(to);
  const verified = await post('/auth/recovery/verify/otp', { ...identity, otp, otp_flow });
  expect(verified.status).toBe(200);
  const answer = recoveryVerifyOtpResponseSchema.parse(verified.body);
  if (!answer.token) throw new Error('the OTP check gave no recovery token');
  return { ...answer, token: answer.token };
}

const reset = (token: string, mobile_number: string, password = NEW_PASSWORD) =>
  post('/auth/reset', { mobile_number, password, password_confirmation: password }, token);

describe('§4 forgot password by mobile: OTP → PAN (required pan_number) → reset → login with the new password', () => {
  it('walks the whole flow', async () => {
    const user = await createUser(provider.url, { pan_number: PAN });
    const mobile = user.mobile_number as string;
    const step = await recover({ mobile_number: mobile }, mobile);
    expect(step.required).toBe('pan_number');

    // §8 432: resetting before the PAN prompt opens the further-details flow, PAN variant.
    const early = await reset(step.token, mobile);
    expect(early.status).toBe(432);
    expect(early.body).toEqual({
      error: { status_code: 432, required: 'pan_number', message: expect.any(String) },
    });
    expect(normaliseProviderError(early.status, early.body)).toMatchObject({
      kind: 'further-details',
      required: 'pan_number',
    });

    const wrongPan = await post(
      '/auth/recovery/verify/security-answers',
      { mobile_number: mobile, answers: [], type: 'skip', pan_number: 'ZZZZZ9999Z' },
      step.token,
    );
    expect(normaliseProviderError(wrongPan.status, wrongPan.body)).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'pan_number', message: PAN_MISMATCH },
    });

    const pan = await post(
      '/auth/recovery/verify/security-answers',
      { mobile_number: mobile, answers: [], type: 'skip', pan_number: PAN },
      step.token,
    );
    expect(pan.status).toBe(200);
    const panChecked = recoverySecurityAnswersResponseSchema.parse(pan.body).token as string;
    // The first token is spent once the PAN is checked.
    expect((await reset(step.token, mobile)).body).toEqual({ message: TOKEN_BLACKLISTED });

    const done = await reset(panChecked, mobile);
    expect(done.status).toBe(200);
    expect(resetPasswordResponseSchema.parse(done.body).message).toBe(PASSWORD_RESET_SUCCESS_MESSAGE);

    // The recovery token is revoked after the reset.
    const replay = await reset(panChecked, mobile);
    expect(replay).toMatchObject({ status: 401, body: { message: TOKEN_BLACKLISTED } });

    const old = await call(provider, 'POST', '/auth/login', {
      body: { mobile_number: mobile, password: user.password },
    });
    expect(old.status).toBe(422);
    await expect(signIn(provider, mobile, NEW_PASSWORD)).resolves.toMatchObject({ id: user.id });
  });

  it('an account with no PAN on file goes straight to the reset form', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const step = await recover({ mobile_number: mobile }, mobile);
    expect(step.required ?? null).toBeNull();
    expect((await reset(step.token, mobile)).status).toBe(200);
  });
});

describe('§4 forgot password by e-mail', () => {
  it('e-mails the OTP and resets the same way', async () => {
    const user = await createUser(provider.url, { email: 'ravi@example.com', pan_number: PAN });
    const step = await recover({ email: 'Ravi@Example.com' }, 'ravi@example.com');
    const [mail] = (await call(provider, 'GET', '/dev/outbox?to=ravi@example.com')).body;
    expect(mail).toMatchObject({ channel: 'email', purpose: 2 });
    expect(step.required).toBe('pan_number');
    const pan = await post(
      '/auth/recovery/verify/security-answers',
      { email: 'ravi@example.com', answers: [], type: 'skip', pan_number: PAN },
      step.token,
    );
    const token = pan.body.token as string;
    // The reset may name the account by either identifier.
    expect((await reset(token, user.mobile_number as string)).status).toBe(200);
    await expect(signIn(provider, user.mobile_number as string, NEW_PASSWORD)).resolves.toMatchObject({
      id: user.id,
    });
  });

  it('an e-mail typed into mobile_number counts as an e-mail (§5: an @ means e-mail)', async () => {
    await createUser(provider.url, { email: 'sita@example.com' });
    const started = await post('/auth/recovery', {
      mobile_number: 'sita@example.com',
      recaptcha_code: await captcha(),
    });
    expect(started.status).toBe(200);
    const [mail] = (await call(provider, 'GET', '/dev/outbox?to=sita@example.com')).body;
    expect(mail.channel).toBe('email');
  });
});

describe('recovery answers, tokens and refusals', () => {
  it('answers the same whether or not the account exists, and sends nothing for an unknown one', async () => {
    const unknown = await post('/auth/recovery', {
      mobile_number: '6000000404',
      recaptcha_code: await captcha(),
    });
    const user = await createUser(provider.url);
    const known = await post('/auth/recovery', {
      mobile_number: user.mobile_number,
      recaptcha_code: await captcha(),
    });
    expect(unknown).toMatchObject({
      status: 200,
      body: { message: RECOVERY_SENT, otp_flow: expect.any(String) },
    });
    expect(known).toMatchObject({
      status: 200,
      body: { message: RECOVERY_SENT, otp_flow: expect.any(String) },
    });
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect((await call(provider, 'GET', '/dev/outbox?to=6000000404')).body).toEqual([]);
    const guess = await post('/auth/recovery/verify/otp', { mobile_number: '6000000404', otp: '123456' });
    expect(guess.status).toBe(422);
  });

  it('an account with Google Authenticator answers like any other; the authenticator is asked for after the code', async () => {
    const plain = await createUser(provider.url);
    const user = await createUser(provider.url, { totp_secret: true });
    const mobile = user.mobile_number as string;
    const plainAnswer = await post('/auth/recovery', {
      mobile_number: plain.mobile_number,
      recaptcha_code: await captcha(),
    });
    const started = await post('/auth/recovery', { mobile_number: mobile, recaptcha_code: await captcha() });
    // Nothing tells the two apart: the same status, message and fields, and an SMS code to each phone.
    expect(started.status).toBe(plainAnswer.status);
    expect({ ...started.body, otp_flow: 'x' }).toEqual({ ...plainAnswer.body, otp_flow: 'x' });
    const sms = await latestCode(mobile);
    expect(sms).toMatch(/^\d{6}$/);
    const flow = recoveryResponseSchema.parse(started.body).otp_flow;

    // The authenticator's code is not what the first step takes.
    const early = await post('/auth/recovery/verify/otp', {
      mobile_number: mobile,
      otp: totpCode(user.totp_secret as string, provider.clock.now()),
      otp_flow: flow,
    });
    expect(early.status).toBe(422);
    // The SMS code proves the phone; then required '2FA' asks for the authenticator, with the step's new flow.
    const second = await post('/auth/recovery/verify/otp', {
      mobile_number: mobile,
      otp: sms,
      otp_flow: flow,
    });
    const asked = recoveryVerifyOtpResponseSchema.parse(second.body);
    expect(asked).toMatchObject({ required: '2FA', otp_flow: expect.any(String) });
    expect(asked.token).toBeUndefined();
    const verified = await post('/auth/recovery/verify/otp', {
      mobile_number: mobile,
      otp: totpCode(user.totp_secret as string, provider.clock.now()),
      otp_flow: asked.otp_flow,
    });
    expect(recoveryVerifyOtpResponseSchema.parse(verified.body).token).toBeTruthy();
  });

  it("a stranger's wrong codes cannot void the owner's code: only tries that send back its flow count", async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const flow = await startRecovery({ mobile_number: mobile });
    for (let i = 0; i < 8; i++) {
      const guess = await post('/auth/recovery/verify/otp', { mobile_number: mobile, otp: '000000' });
      expect(guess.status).toBeGreaterThanOrEqual(400);
    }
    const otp = await latestCode(mobile);
    const owner = await post('/auth/recovery/verify/otp', { mobile_number: mobile, otp, otp_flow: flow });
    expect(owner.status).toBe(200);
    expect(recoveryVerifyOtpResponseSchema.parse(owner.body).token).toBeTruthy();
  });

  it('the owner’s own wrong tries still void the code after five', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const flow = await startRecovery({ mobile_number: mobile });
    for (let i = 0; i < 5; i++)
      await post('/auth/recovery/verify/otp', { mobile_number: mobile, otp: '000000', otp_flow: flow });
    const otp = await latestCode(mobile);
    const late = await post('/auth/recovery/verify/otp', { mobile_number: mobile, otp, otp_flow: flow });
    expect(late.status).not.toBe(200);
  });

  it('a recovery token is never a session, and a session token is never a recovery token', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const step = await recover({ mobile_number: mobile }, mobile);
    const asSession = await call(provider, 'GET', '/user-details', { bearer: step.token });
    expect(normaliseProviderError(asSession.status, asSession.body).kind).toBe('token-invalid');
    const session = await signIn(provider, mobile);
    const asRecovery = await reset(session.token, mobile);
    expect(normaliseProviderError(asRecovery.status, asRecovery.body).kind).toBe('token-invalid');
  });

  it('a recovery token lasts 15 minutes', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const step = await recover({ mobile_number: mobile }, mobile);
    provider.clock.advanceSeconds(15 * 60 + 1);
    const late = await reset(step.token, mobile);
    expect(late).toMatchObject({ status: 401, body: { message: 'Token has expired' } });
    expect(normaliseProviderError(late.status, late.body).kind).toBe('session-expired');
  });

  it('the reset checks the §5 password rule, the confirmation and the account it names', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const step = await recover({ mobile_number: mobile }, mobile);
    const weak = await reset(step.token, mobile, 'weakpassword');
    expect(weak.body.error.errors.password).toBeDefined();
    const mismatch = await post(
      '/auth/reset',
      { mobile_number: mobile, password: NEW_PASSWORD, password_confirmation: 'Other@9876' },
      step.token,
    );
    expect(mismatch.body.error.errors.password_confirmation).toBeDefined();
    const someoneElse = await reset(step.token, '6999999990');
    expect(someoneElse.body.error.errors.mobile_number).toBeDefined();
    // None of those spent the token.
    expect((await reset(step.token, mobile)).status).toBe(200);
  });

  it('five wrong PANs revoke the recovery token', async () => {
    const user = await createUser(provider.url, { pan_number: PAN });
    const mobile = user.mobile_number as string;
    const step = await recover({ mobile_number: mobile }, mobile);
    const tryPan = (pan_number: string) =>
      post(
        '/auth/recovery/verify/security-answers',
        { mobile_number: mobile, answers: [], type: 'skip', pan_number },
        step.token,
      );
    for (let i = 0; i < 5; i++) expect((await tryPan('ZZZZZ9999Z')).status).toBe(422);
    expect((await tryPan(PAN)).status).toBe(429);
    expect((await tryPan(PAN)).body).toEqual({ message: TOKEN_BLACKLISTED });
  });
});
