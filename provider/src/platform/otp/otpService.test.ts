// docs/requirements.md §9 OTP rules (6 digits, resend wait 90 s) and the limits of docs/auth.md: 5 minutes, 5 wrong tries,
// 10 sends an hour, attempts per address; codes stored as HMACs bound to purpose and identifier.
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { resendCountdownMessage } from '@sikka/shared/validation/messages';
import { call, createUser, providerForFile, signIn, startTestProvider } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import {
  OTP_EXPIRED,
  OTP_INCORRECT,
  OTP_SEND_LIMIT,
  OTP_VOID,
  TOO_MANY_ATTEMPTS,
} from '../identity/authMessages.ts';
import { userOtpIdentifier } from './otpSteps.ts';

const provider = providerForFile();

const outbox = async (to: string) => (await call(provider, 'GET', `/dev/outbox?to=${to}`)).body;
const login = (mobile: string, password = 'Demo@1234') =>
  call(provider, 'POST', '/auth/login', { body: { mobile_number: mobile, password } });
const verify = (mobile: string, otp: string, type = 1) =>
  call(provider, 'POST', '/auth/verify-otp', { body: { mobile_number: mobile, type, otp } });
const resend = (mobile: string, type = 1) =>
  call(provider, 'POST', '/otp-resend', { body: { type, mobile_number: mobile } });

/** A code that is not the one sent. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function loginStarted(): Promise<{ mobile: string; code: string }> {
  const user = await createUser(provider.url);
  const mobile = user.mobile_number as string;
  await login(mobile);
  return { mobile, code: (await outbox(mobile))[0].code };
}

describe('§9 codes: 6 digits, stored hashed, bound to purpose and identifier', () => {
  it('keeps only an HMAC of the code in the database', async () => {
    const { mobile, code } = await loginStarted();
    expect(code).toMatch(/^\d{6}$/);
    const row = await provider.db
      .selectFrom('otps')
      .selectAll()
      .where('identifier', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it("a login code does not complete another purpose's step (sign-up, 3)", async () => {
    const { mobile, code } = await loginStarted();
    const other = await verify(mobile, code, 3);
    expect(other.status).toBe(422);
    expect((await verify(mobile, code)).status).toBe(200);
  });

  it('a code works once', async () => {
    const { mobile, code } = await loginStarted();
    expect((await verify(mobile, code)).status).toBe(200);
    const again = await verify(mobile, code);
    expect(again.body.error.errors.otp).toEqual([OTP_EXPIRED]);
  });
});

describe('wrong tries and expiry', () => {
  it('five wrong tries void the code: even the right one is refused after', async () => {
    const { mobile, code } = await loginStarted();
    for (let i = 1; i <= 4; i++) {
      const wrong = await verify(mobile, wrongFor(code));
      expect(normaliseProviderError(wrong.status, wrong.body)).toMatchObject({
        kind: 'field',
        firstFieldError: { field: 'otp', message: OTP_INCORRECT },
      });
    }
    expect((await verify(mobile, wrongFor(code))).body.error.errors.otp).toEqual([OTP_VOID]);
    expect((await verify(mobile, code)).body.error.errors.otp).toEqual([OTP_VOID]);
  });

  it('concurrent wrong guesses cannot exceed five', async () => {
    const { mobile, code } = await loginStarted();
    await Promise.all(Array.from({ length: 12 }, () => verify(mobile, wrongFor(code))));
    const row = await provider.db
      .selectFrom('otps')
      .select(['attempts', 'unbound_attempts'])
      .where('identifier', '=', mobile)
      .executeTakeFirstOrThrow();
    // Sent without the login's otp_flow: counted apart from the owner's tries.
    expect(row).toEqual({ attempts: 0, unbound_attempts: 5 });
    expect((await verify(mobile, code)).status).toBe(422);
  });

  it('a code is valid for 5 minutes', async () => {
    const { mobile, code } = await loginStarted();
    provider.clock.advanceSeconds(5 * 60 + 1);
    expect((await verify(mobile, code)).body.error.errors.otp).toEqual([OTP_EXPIRED]);
  });
});

describe('a login code is bound to the login that passed the password', () => {
  it("a stranger's guesses without that login neither void the owner's code nor use up its tries", async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const started = await login(mobile);
    expect(started.body.otp_flow).toEqual(expect.any(String));
    const code = (await outbox(mobile))[0].code;
    for (let guess = 0; guess < 6; guess++) {
      const stranger = await verify(mobile, wrongFor(code));
      expect(stranger.status).toBe(422);
    }
    // Logging in again points to the same code, which still works for the owner.
    const again = await login(mobile);
    expect(again.body.otp_flow).toBe(started.body.otp_flow);
    const owner = await call(provider, 'POST', '/auth/verify-otp', {
      body: { mobile_number: mobile, type: 1, otp: code, otp_flow: again.body.otp_flow },
    });
    expect(owner.status).toBe(200);
  });

  it("the owner's own wrong tries still count: five void the code", async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const flow = (await login(mobile)).body.otp_flow;
    const code = (await outbox(mobile))[0].code;
    const tryCode = (otp: string) =>
      call(provider, 'POST', '/auth/verify-otp', {
        body: { mobile_number: mobile, type: 1, otp, otp_flow: flow },
      });
    for (let guess = 0; guess < 5; guess++) expect((await tryCode(wrongFor(code))).status).toBe(422);
    expect((await tryCode(code)).body.error.errors.otp).toEqual([OTP_VOID]);
  });
});

describe('§9 resend wait 90 seconds (POST /otp-resend)', () => {
  it('refuses a resend before 90 s with a 429 that says how long to wait', async () => {
    const { mobile } = await loginStarted();
    provider.clock.advanceSeconds(30);
    const early = await resend(mobile);
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ message: resendCountdownMessage(60) });
    expect(early.headers['retry-after']).toBe('60');
    expect(normaliseProviderError(early.status, early.body)).toMatchObject({ kind: 'message' });
  });

  it('after 90 s sends a new code and the old one stops working', async () => {
    const { mobile, code } = await loginStarted();
    provider.clock.advanceSeconds(90);
    const again = await resend(mobile);
    expect(again.status).toBe(200);
    const messages = await outbox(mobile);
    expect(messages).toHaveLength(2);
    const fresh = messages[0].code as string;
    if (fresh !== code) expect((await verify(mobile, code)).status).toBe(422);
    expect((await verify(mobile, fresh)).status).toBe(200);
  });

  it('has nothing to resend for a flow never begun (the mobile_number error §8 shows)', async () => {
    const nothing = await resend('6000000777');
    expect(normaliseProviderError(nothing.status, nothing.body)).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'mobile_number' },
    });
  });

  it('at most 10 sends per identifier an hour', async () => {
    const { mobile } = await loginStarted();
    for (let sent = 1; sent < 10; sent++) {
      provider.clock.advanceSeconds(91);
      expect((await resend(mobile)).status).toBe(200);
    }
    provider.clock.advanceSeconds(91);
    const capped = await resend(mobile);
    expect(capped).toMatchObject({ status: 429, body: { message: OTP_SEND_LIMIT } });
    expect(await outbox(mobile)).toHaveLength(10);
    provider.clock.advanceSeconds(3600);
    // The flow itself is older than a resend may revive, so a new login starts over.
    expect((await login(mobile)).status).toBe(200);
    expect(await outbox(mobile)).toHaveLength(11);
  });
});

describe('the hourly cap counts each purpose on its own', () => {
  it('signing in leaves ten withdrawal codes for the hour, and the eleventh is refused', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const { token } = await signIn(provider, mobile);
    const request = () => call(provider, 'POST', '/request-otp', { bearer: token, body: { type: 7 } });
    for (let sent = 1; sent <= 10; sent++) {
      provider.clock.advanceSeconds(91);
      expect((await request()).status, `withdrawal code ${sent}`).toBe(200);
    }
    provider.clock.advanceSeconds(91);
    expect(await request()).toMatchObject({ status: 429, body: { message: OTP_SEND_LIMIT } });
    // The login code and ten withdrawal codes reached the phone.
    expect(await outbox(mobile)).toHaveLength(11);
  });

  it('all purposes together send a phone at most 30 codes an hour', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const { token } = await signIn(provider, mobile);
    let sent = 1;
    for (const type of [7, 8, 4]) {
      for (let i = 0; i < 10 && sent < 30; i++, sent++) {
        provider.clock.advanceSeconds(91);
        expect((await call(provider, 'POST', '/request-otp', { bearer: token, body: { type } })).status).toBe(
          200,
        );
      }
    }
    provider.clock.advanceSeconds(91);
    const capped = await call(provider, 'POST', '/request-otp', { bearer: token, body: { type: 6 } });
    expect(capped).toMatchObject({ status: 429, body: { message: OTP_SEND_LIMIT } });
    expect(await outbox(mobile)).toHaveLength(30);
  });
});

describe('POST /request-otp (signed-in purposes)', () => {
  it('sends to the mobile on the account under the user, and refuses a second request inside 90 s', async () => {
    const user = await createUser(provider.url);
    const mobile = user.mobile_number as string;
    const { token } = await signIn(provider, mobile);
    const sent = await call(provider, 'POST', '/request-otp', { bearer: token, body: { type: 7 } });
    expect(sent.status).toBe(200);
    const [sms] = await outbox(mobile);
    expect(sms.purpose).toBe(7);
    const row = await provider.db
      .selectFrom('otps')
      .selectAll()
      .where('identifier', '=', userOtpIdentifier(user.id))
      .where('purpose', '=', 7)
      .executeTakeFirst();
    expect(row?.destination).toBe(mobile);
    expect((await call(provider, 'POST', '/request-otp', { bearer: token, body: { type: 7 } })).status).toBe(
      429,
    );
    const noSession = await call(provider, 'POST', '/request-otp', { body: { type: 7 } });
    expect(normaliseProviderError(noSession.status, noSession.body).kind).toBe('token-invalid');
  });
});

describe('attempts per address (login and recovery)', () => {
  it('answers 429 past the limit, for every identifier', async () => {
    const limited = await startTestProvider({ env: { AUTH_ATTEMPTS_PER_IP: '3', AUTH_IP_WINDOW_S: '60' } });
    try {
      const attempt = () =>
        call(limited, 'POST', '/auth/login', {
          body: { mobile_number: '6000000001', password: 'Wrong@1234' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(422);
      const refused = await attempt();
      expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY_ATTEMPTS } });
      const other = await call(limited, 'POST', '/auth/recovery', {
        body: { mobile_number: '6000000002', recaptcha_code: 'x' },
      });
      expect(other.status).toBe(429);
      limited.clock.advanceSeconds(60);
      expect((await attempt()).status).toBe(422);
    } finally {
      await limited.close();
    }
  });
});
