// The BFF session, end to end against a real provider on PostgreSQL: every flow through tRPC, the cookie
// that holds the token (and only it does), token errors ending the session, cross-site refusal, rate limits, logs.
import { LOGOUT_SUCCESS_MESSAGE } from '@sikka/shared/errors/messages';
import { CAPTCHA_REQUIRED_MESSAGE } from '@sikka/shared/validation/captcha';
import { bffForFile, ORIGIN, startTestBff } from '@sikka/tests/support/bff';
import { bffClient, failure } from '@sikka/tests/support/bffClient';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { createUser, latestOtp } from '@sikka/tests/support/provider';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { RECOVERY_ENDED_MESSAGE } from '../errors/appErrors.ts';

// The auth limits as configured by default, and request log lines to read.
const stack = bffForFile({
  provider: { env: { AUTH_ATTEMPTS_PER_IP: '100' } },
  env: { LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_IP: '60' },
});
const startBff = (env: Record<string, string>) => stack.startAnother(env);

const client = () => bffClient(stack.url, { origin: ORIGIN });
type Client = ReturnType<typeof client>;

/** Login → OTP from the outbox → verifyOtp: the §4 path to a session. */
async function signIn(bff: Client, mobile: string, password: string) {
  const step = await bff.trpc.auth.login.mutate({ mobile_number: mobile, password });
  expect(step).toMatchObject({ signedIn: false, required: null });
  const otp = await latestOtp(stack.provider.url, mobile);
  return bff.trpc.auth.verifyOtp.mutate({ mobile_number: mobile, type: 1, otp });
}

/** A JWT or JWE anywhere in a body would be a leaked credential. */
const JWT_LIKE = /eyJ[\w-]{10,}\.[\w-]{10,}/;

describe('§4 sign-up → OTP → signed in, the token only in an httpOnly cookie', () => {
  it('creates the account, sets the session cookie with the right flags, and never answers a token', async () => {
    const bff = client();
    const challenge = await bff.trpc.auth.captcha.query();
    const mobile = '9876500001';
    const step = await bff.trpc.auth.signup.mutate({
      mobile_number: mobile,
      password: 'Sikka@2026',
      tnc_accepted: 1,
      recaptcha_code: solveCaptcha(challenge),
    });
    expect(step.signedIn).toBe(false);
    const otp = await latestOtp(stack.provider.url, mobile);
    const done = await bff.trpc.auth.verifyOtp.mutate({ mobile_number: mobile, type: 3, otp });
    expect(done).toMatchObject({ signedIn: true, userId: expect.any(Number) });

    const sessionCookie = bff.setCookies.find((c) => c.startsWith('sikka_session='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).toMatch(/; SameSite=Strict/i);
    expect(sessionCookie).toMatch(/; Path=\//);
    expect(sessionCookie).not.toMatch(/Domain=/i);
    expect(await bff.trpc.auth.session.query()).toEqual({ signedIn: true, userId: done.userId });
    const me = await bff.trpc.user.details.query();
    expect(me.mobile_number).toBe(mobile);
    for (const body of bff.bodies) expect(body).not.toMatch(JWT_LIKE);
  });

  it('§8 a wrong captcha answers on the recaptcha_code field', async () => {
    const result = await failure(
      client().trpc.auth.signup.mutate({
        mobile_number: '9876500002',
        password: 'Sikka@2026',
        tnc_accepted: 1,
        recaptcha_code: Buffer.from('{"number":1}').toString('base64'),
      }),
    );
    expect(result.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'recaptcha_code' } });
  });
});

describe('§4 login, logout and the token messages of §8', () => {
  it('logs in with the SMS OTP, logs out with the server message, and the old cookie is then refused', async () => {
    const user = await createUser(stack.provider.url);
    const bff = client();
    await signIn(bff, user.mobile_number as string, user.password);
    const stolen = new Map(bff.cookies);

    expect(await bff.trpc.auth.logout.mutate()).toEqual({ message: LOGOUT_SUCCESS_MESSAGE });
    expect(bff.cookies.has('sikka_session')).toBe(false);
    expect(await bff.trpc.auth.session.query()).toEqual({ signedIn: false });

    // The same cookie again: the provider has blacklisted the token, so the session has ended.
    const replay = client();
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    expect(await replay.trpc.auth.session.query()).toEqual({ signedIn: false, ended: 'expired' });
    expect(replay.cookies.has('sikka_session')).toBe(false);
  });

  it('§8 wrong password is a field error, saying nothing about whether the account exists', async () => {
    const user = await createUser(stack.provider.url);
    const wrong = await failure(
      client().trpc.auth.login.mutate({
        mobile_number: user.mobile_number as string,
        password: 'Wrong@1234',
      }),
    );
    const nobody = await failure(
      client().trpc.auth.login.mutate({ mobile_number: '9000000001', password: 'Wrong@1234' }),
    );
    expect(wrong.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'password' } });
    expect(nobody.appError).toEqual(wrong.appError);
  });

  it('§8 an expired token ends the session: the check says expired and the cookie goes', async () => {
    const user = await createUser(stack.provider.url);
    const bff = client();
    await signIn(bff, user.mobile_number as string, user.password);
    stack.provider.clock.advance((stack.provider.config.SESSION_TTL_S + 1) * 1000);
    const result = await failure(bff.trpc.user.details.query());
    expect(result.appError).toMatchObject({ kind: 'session-expired', message: null });
    expect(bff.cookies.has('sikka_session')).toBe(false);
  });

  it('§8 a cookie the BFF cannot open is an invalid session, cleared', async () => {
    const bff = client();
    bff.cookies.set('sikka_session', 'not-a-sealed-value');
    expect(await bff.trpc.auth.session.query()).toEqual({ signedIn: false, ended: 'invalid' });
    const result = await failure(bff.trpc.user.details.query());
    expect(result.appError?.kind).toBe('token-invalid');
  });

  it('§6 2FA: required 2FA, then the Google Authenticator code completes the login', async () => {
    const user = await createUser(stack.provider.url, { totp_secret: true });
    const bff = client();
    const step = await bff.trpc.auth.login.mutate({
      mobile_number: user.mobile_number as string,
      password: user.password,
    });
    expect(step).toMatchObject({ signedIn: false, required: '2FA' });
    const otp = new TOTP({ secret: user.totp_secret as string }).generate({
      timestamp: stack.provider.clock.now().getTime(),
    });
    const done = await bff.trpc.auth.verifyOtp.mutate({
      mobile_number: user.mobile_number as string,
      type: 1,
      otp,
    });
    expect(done.signedIn).toBe(true);
  });

  it('§4 e-mail login answers required mobile_number with the masked number', async () => {
    const user = await createUser(stack.provider.url, { email: 'asha@sikka.example' });
    const step = await client().trpc.auth.login.mutate({
      mobile_number: 'asha@sikka.example',
      password: user.password,
    });
    expect(step).toMatchObject({
      signedIn: false,
      required: 'mobile_number',
      mobile_number: expect.any(String),
    });
  });
});

describe('§4 forgot password → OTP → PAN → reset, the recovery token held like the session token', () => {
  it('resets the password and the new one logs in', async () => {
    const user = await createUser(stack.provider.url, { pan_number: 'ABCDE1234F' });
    const mobile = user.mobile_number as string;
    const bff = client();
    const challenge = await bff.trpc.auth.captcha.query();
    await bff.trpc.auth.recovery.mutate({ mobile_number: mobile, recaptcha_code: solveCaptcha(challenge) });
    const otp = await latestOtp(stack.provider.url, mobile);
    const verified = await bff.trpc.auth.recoveryVerifyOtp.mutate({ mobile_number: mobile, otp });
    expect(verified.required).toBe('pan_number');
    const recoveryCookie = bff.setCookies.find((c) => c.startsWith('sikka_recovery='));
    expect(recoveryCookie).toMatch(/; HttpOnly/i);

    const wrongPan = await failure(
      bff.trpc.auth.recoveryVerifyPan.mutate({
        mobile_number: mobile,
        answers: [],
        type: 'skip',
        pan_number: 'ZZZZZ9999Z',
      }),
    );
    expect(wrongPan.appError?.message).toBeTruthy();
    await bff.trpc.auth.recoveryVerifyPan.mutate({
      mobile_number: mobile,
      answers: [],
      type: 'skip',
      pan_number: 'ABCDE1234F',
    });
    const reset = await bff.trpc.auth.reset.mutate({
      mobile_number: mobile,
      password: 'Fresh@2026',
      password_confirmation: 'Fresh@2026',
    });
    expect(reset.message).toBeTruthy();
    expect(bff.cookies.has('sikka_recovery')).toBe(false);
    for (const body of bff.bodies) expect(body).not.toMatch(JWT_LIKE);

    const after = client();
    expect((await signIn(after, mobile, 'Fresh@2026')).signedIn).toBe(true);
  });

  it('an expired recovery token says the reset timed out, and leaves any session alone', async () => {
    const user = await createUser(stack.provider.url);
    const mobile = user.mobile_number as string;
    const bff = client();
    await signIn(bff, mobile, user.password);
    const challenge = await bff.trpc.auth.captcha.query();
    await bff.trpc.auth.recovery.mutate({ mobile_number: mobile, recaptcha_code: solveCaptcha(challenge) });
    const otp = await latestOtp(stack.provider.url, mobile);
    await bff.trpc.auth.recoveryVerifyOtp.mutate({ mobile_number: mobile, otp });
    stack.provider.clock.advance((stack.provider.config.RECOVERY_TTL_S + 1) * 1000);
    const result = await failure(
      bff.trpc.auth.reset.mutate({
        mobile_number: mobile,
        password: 'Fresh@2026',
        password_confirmation: 'Fresh@2026',
      }),
    );
    expect(result.appError).toMatchObject({ kind: 'message', message: RECOVERY_ENDED_MESSAGE });
    expect(bff.cookies.has('sikka_recovery')).toBe(false);
    expect(bff.cookies.has('sikka_session')).toBe(true);
  });

  it('a reset without a verified recovery says it has timed out', async () => {
    const result = await failure(
      client().trpc.auth.reset.mutate({
        mobile_number: '9000000002',
        password: 'Fresh@2026',
        password_confirmation: 'Fresh@2026',
      }),
    );
    expect(result.appError).toMatchObject({ kind: 'message', status: 401 });
  });
});

describe('cross-site requests are refused', () => {
  it('refuses a call without the client header, and one from a foreign Origin', async () => {
    const noHeader = await failure(
      bffClient(stack.url, { origin: ORIGIN, withoutClientHeader: true }).trpc.auth.session.query(),
    );
    expect(noHeader.httpStatus ?? 403).toBe(403);
    const foreign = await failure(
      bffClient(stack.url, { origin: 'https://evil.example' }).trpc.auth.session.query(),
    );
    expect(foreign.code).toBe('FORBIDDEN');
  });

  it('answers bad input with a field error naming the field, never a 500', async () => {
    const result = await failure(
      client().trpc.auth.login.mutate({ mobile_number: '', password: 'x' } as never),
    );
    expect(result.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'mobile_number' } });
  });
});

describe('nobody can lock an account out: twenty wrong passwords from twenty addresses', () => {
  it("leave the owner's right password working, behind a captcha the login form is asked for", async () => {
    const behindBalancer = await startTestBff({
      env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IDENTIFIER: '20' },
    });
    try {
      const user = await createUser(behindBalancer.provider.url);
      const mobile = user.mobile_number as string;
      const from = (ip: string) =>
        bffClient(behindBalancer.url, { origin: ORIGIN, headers: { 'x-forwarded-for': ip } });
      for (let attempt = 0; attempt < 20; attempt++) {
        const refused = await failure(
          from(`203.0.113.${attempt + 1}`).trpc.auth.login.mutate({
            mobile_number: mobile,
            password: 'Wrong@1234',
          }),
        );
        expect(refused.code).not.toBe('TOO_MANY_REQUESTS');
      }
      const owner = from('198.51.100.20');
      const asked = await failure(
        owner.trpc.auth.login.mutate({ mobile_number: mobile, password: user.password }),
      );
      expect(asked.code).not.toBe('TOO_MANY_REQUESTS');
      expect(asked.appError).toMatchObject({
        kind: 'field',
        fieldErrors: { recaptcha_code: [CAPTCHA_REQUIRED_MESSAGE] },
      });
      // The challenge for this account carries the work its next attempt needs.
      const challenge = await owner.trpc.auth.captcha.query({ login: mobile });
      const step = await owner.trpc.auth.login.mutate({
        mobile_number: mobile,
        password: user.password,
        recaptcha_code: solveCaptcha(challenge),
      });
      expect(step).toMatchObject({ signedIn: false, required: null });
      const otp = await latestOtp(behindBalancer.provider.url, mobile);
      expect(await owner.trpc.auth.verifyOtp.mutate({ mobile_number: mobile, type: 1, otp })).toMatchObject({
        signedIn: true,
        userId: user.id,
      });
    } finally {
      await behindBalancer.close();
    }
  });

  it('other auth mutations are still limited per identifier, and every one per address', async () => {
    const limited = await startBff({ AUTH_RATE_LIMIT_PER_IDENTIFIER: '3' });
    try {
      const bff = bffClient(limited.url, { origin: ORIGIN });
      const resend = () => failure(bff.trpc.auth.resendOtp.mutate({ type: 1, mobile_number: '9000000003' }));
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await resend()).code).not.toBe('TOO_MANY_REQUESTS');
      const refused = await resend();
      expect(refused.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.appError?.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      // Another identifier is not held back by the first one's attempts.
      const other = await failure(bff.trpc.auth.resendOtp.mutate({ type: 1, mobile_number: '9000000004' }));
      expect(other.code).not.toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.app.close();
    }
  });
});

describe("a stranger's guesses at a login code", () => {
  it("neither void the owner's code nor use up the owner's attempts: only the browser that passed the password counts", async () => {
    const limited = await startBff({ AUTH_RATE_LIMIT_PER_IDENTIFIER: '4', AUTH_RATE_LIMIT_PER_IP: '1000' });
    try {
      const user = await createUser(stack.provider.url);
      const mobile = user.mobile_number as string;
      const owner = bffClient(limited.url, { origin: ORIGIN });
      await owner.trpc.auth.login.mutate({ mobile_number: mobile, password: user.password });
      const code = await latestOtp(stack.provider.url, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      const stranger = bffClient(limited.url, { origin: ORIGIN });
      for (let guess = 0; guess < 8; guess++) {
        const refused = await failure(
          stranger.trpc.auth.verifyOtp.mutate({ mobile_number: mobile, type: 1, otp: wrong }),
        );
        expect(refused.code).not.toBe('TOO_MANY_REQUESTS');
      }
      const signedIn = await owner.trpc.auth.verifyOtp.mutate({ mobile_number: mobile, type: 1, otp: code });
      expect(signedIn).toMatchObject({ signedIn: true, userId: user.id });
    } finally {
      await limited.app.close();
    }
  });
});

describe("a stranger's guesses at a forgot-password code", () => {
  it("neither void the owner's code nor use up the owner's attempts: only the browser that asked counts", async () => {
    const limited = await startBff({ AUTH_RATE_LIMIT_PER_IDENTIFIER: '4', AUTH_RATE_LIMIT_PER_IP: '1000' });
    try {
      const user = await createUser(stack.provider.url);
      const mobile = user.mobile_number as string;
      const owner = bffClient(limited.url, { origin: ORIGIN });
      const challenge = await owner.trpc.auth.captcha.query();
      await owner.trpc.auth.recovery.mutate({
        mobile_number: mobile,
        recaptcha_code: solveCaptcha(challenge),
      });
      expect(owner.setCookies.find((c) => c.startsWith('sikka_recovery_flow='))).toMatch(/; HttpOnly/i);
      const code = await latestOtp(stack.provider.url, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      const stranger = bffClient(limited.url, { origin: ORIGIN });
      for (let guess = 0; guess < 8; guess++) {
        const refused = await failure(
          stranger.trpc.auth.recoveryVerifyOtp.mutate({ mobile_number: mobile, otp: wrong }),
        );
        expect(refused.code).not.toBe('TOO_MANY_REQUESTS');
      }
      const verified = await owner.trpc.auth.recoveryVerifyOtp.mutate({ mobile_number: mobile, otp: code });
      expect(verified.message).toBeTruthy();
      expect(owner.cookies.has('sikka_recovery')).toBe(true);
      expect(owner.cookies.has('sikka_recovery_flow')).toBe(false);
    } finally {
      await limited.app.close();
    }
  });
});

describe("the provider's per-address limits count browsers, not the BFF", () => {
  it('forwards the browser address, so one address hitting the limit leaves another alone', async () => {
    const behindBalancer = await startTestBff({
      provider: { env: { AUTH_ATTEMPTS_PER_IP: '2' } },
      env: { TRUST_PROXY: '1' },
    });
    try {
      const from = (ip: string) =>
        bffClient(behindBalancer.url, { origin: ORIGIN, headers: { 'x-forwarded-for': ip } });
      const first = from('203.0.113.7');
      for (let attempt = 0; attempt < 2; attempt++) {
        await failure(first.trpc.auth.login.mutate({ mobile_number: '9000000005', password: 'Wrong@1234' }));
      }
      const refused = await failure(
        first.trpc.auth.login.mutate({ mobile_number: '9000000006', password: 'Wrong@1234' }),
      );
      expect(refused.code).toBe('TOO_MANY_REQUESTS');
      const other = await failure(
        from('203.0.113.8').trpc.auth.login.mutate({ mobile_number: '9000000007', password: 'Wrong@1234' }),
      );
      expect(other.code).not.toBe('TOO_MANY_REQUESTS');
    } finally {
      await behindBalancer.close();
    }
  });
});

describe('logs: one line per request and per provider call, secrets redacted', () => {
  it('names the request id, route, status and duration, and never a password, OTP, token or PAN', async () => {
    const user = await createUser(stack.provider.url, { pan_number: 'PQRST6789K' });
    const mobile = user.mobile_number as string;
    const bff = client();
    stack.logLines.length = 0;
    const { userId } = await signIn(bff, mobile, user.password);
    const otp = await latestOtp(stack.provider.url, mobile);
    await bff.trpc.user.details.query();
    const lines = stack.logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(3);
    for (const line of requests) {
      expect(line).toMatchObject({ reqId: expect.any(String), route: expect.any(String), status: 200 });
      expect(typeof line.durationMs).toBe('number');
    }
    const providerCalls = lines.filter((line) => line.msg === 'provider call');
    expect(providerCalls.map((line) => (line.provider as { path: string }).path)).toEqual(
      expect.arrayContaining(['/auth/login', '/auth/verify-otp', '/user-details']),
    );
    const all = stack.logLines.join('\n');
    expect(all).not.toContain(user.password);
    expect(all).not.toContain(otp);
    expect(all).not.toContain('PQRST6789K');
    expect(all).not.toMatch(JWT_LIKE);
    for (const value of bff.cookies.values()) expect(all).not.toContain(value);
    expect(userId).toBe(user.id);
  });
});
