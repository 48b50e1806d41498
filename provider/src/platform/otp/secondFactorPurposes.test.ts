// docs/requirements.md §6 the second factor (docs/auth.md "The second factor"), beyond secondFactorDoors.test.ts's
// table: the few §9 purposes whose code proves something besides the person, and what turning the authenticator on
// voids.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { key, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';
import { secondFactorKit, secondFactorProvider } from './secondFactorKit.ts';
import { totpCode } from './totp.ts';

const provider = providerForFile(secondFactorProvider());
const { person, post, requestOtp, sent, smsCode, authenticatorOnAtRest } = secondFactorKit(provider);

async function captcha(): Promise<string> {
  return solveCaptcha((await call(provider, 'GET', '/captcha/challenge')).body);
}

describe('§9 the purposes whose code proves more than the person', () => {
  it('forgot password (2): the code proves the phone for both; an authenticator user then gives the app’s code', async () => {
    const recover = async (who: MoneyUser, otp: string, otp_flow: unknown) =>
      call(provider, 'POST', '/auth/recovery/verify/otp', {
        body: { mobile_number: who.mobile, otp, otp_flow },
      });
    const start = async (who: MoneyUser) => {
      provider.clock.advanceSeconds(91);
      const started = await call(provider, 'POST', '/auth/recovery', {
        body: { mobile_number: who.mobile, recaptcha_code: await captcha() },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      return { flow: started.body.otp_flow, code: (await sent(who.mobile, OTP_PURPOSE.forgotPassword)).code };
    };

    const smsUser = await person();
    const plain = await start(smsUser);
    expect((await recover(smsUser, plain.code as string, plain.flow)).body.token).toEqual(expect.any(String));

    const appUser = await person();
    const secret = await authenticatorOnAtRest(appUser);
    const first = await start(appUser);
    const asked = await recover(appUser, first.code as string, first.flow);
    expect(asked.body).toMatchObject({ required: '2FA' });
    expect(asked.body.token).toBeUndefined();
    // The SMS code does not stand in for the app's.
    expect((await recover(appUser, first.code as string, asked.body.otp_flow)).status).toBe(422);
    const done = await recover(appUser, totpCode(secret, provider.clock.now()), asked.body.otp_flow);
    expect(done.body.token, JSON.stringify(done.body)).toEqual(expect.any(String));
  });

  it('sign-up (3): a visitor, with no account and no authenticator yet, confirms the number by SMS', async () => {
    const mobile = `7${String(Date.now()).slice(-9)}`;
    const started = await call(provider, 'POST', '/auth/signup', {
      body: {
        mobile_number: mobile,
        tnc_accepted: 1,
        password: 'Demo@1234',
        recaptcha_code: await captcha(),
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { code } = await sent(mobile, OTP_PURPOSE.signUp);
    const done = await call(provider, 'POST', '/auth/verify-otp', {
      body: { mobile_number: mobile, type: OTP_PURPOSE.signUp, otp: code },
    });
    expect(done.body.token, JSON.stringify(done.body)).toEqual(expect.any(String));
  });

  it('enable 2FA (5): turning it on takes the SMS code and the new app’s; turning it off, the SMS code and the app’s', async () => {
    const who = await person();
    const onSms = await smsCode(who, OTP_PURPOSE.enable2fa);
    const setup = await post(who, '/2fa/setup');
    const secret = setup.body.secret as string;
    const on = await post(who, '/2fa/enable', {
      otp: totpCode(secret, provider.clock.now()),
      sms_otp: onSms,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const signedIn = { ...who, token: on.body.token as string };

    // Still an SMS for this purpose, for an authenticator user too: the answer does not say '2FA'.
    const asked = await requestOtp(signedIn, OTP_PURPOSE.enable2fa);
    expect(asked.body.required ?? null).toBeNull();
    const offSms = (await sent(who.mobile, OTP_PURPOSE.enable2fa)).code as string;
    expect(offSms).not.toBe(onSms);
    provider.clock.advanceSeconds(30);
    const appCode = totpCode(secret, provider.clock.now());
    const noSms = await post(signedIn, '/2fa/disable', { otp: appCode, sms_otp: onSms });
    expect(noSms.status).toBe(422);
    const off = await post(signedIn, '/2fa/disable', { otp: appCode, sms_otp: offSms });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
  });

  it('change e-mail (6): the e-mailed code proves the address; an authenticator user also gives the app’s code', async () => {
    const change = (who: MoneyUser, body: Record<string, unknown>) => post(who, '/user/email', body);
    const ask = async (who: MoneyUser, email: string) => {
      provider.clock.advanceSeconds(91);
      const before = await sent(who.mobile, OTP_PURPOSE.changeEmail);
      const asked = await post(who, '/user/email/otp', { email });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      expect((await sent(who.mobile, OTP_PURPOSE.changeEmail)).count).toBe(before.count);
      return { asked, code: (await sent(email, OTP_PURPOSE.changeEmail)).code as string };
    };

    const smsUser = await person();
    const plainEmail = `sms${smsUser.id}@example.com`;
    const plain = await ask(smsUser, plainEmail);
    expect(plain.asked.body.required ?? null).toBeNull();
    expect((await change(smsUser, { email: plainEmail, otp: plain.code })).status).toBe(200);

    const appUser = await person();
    // A document-unlock SMS code (also purpose 6) asked for before the authenticator was on.
    const standing = await smsCode(appUser, OTP_PURPOSE.uploadDocs);
    const secret = await authenticatorOnAtRest(appUser);
    const email = `app${appUser.id}@example.com`;
    const { asked, code } = await ask(appUser, email);
    expect(asked.body.required).toBe('2FA');
    const without = await change(appUser, { email, otp: code });
    expect(Object.keys(without.body.error.errors)).toEqual(['authenticator_otp']);
    const withSms = await change(appUser, { email, otp: code, authenticator_otp: standing });
    expect(Object.keys(withSms.body.error.errors)).toEqual(['authenticator_otp']);
    const done = await change(appUser, {
      email,
      otp: code,
      authenticator_otp: totpCode(secret, provider.clock.now()),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });

  it('the Aadhaar check (6): the OTP comes from UIDAI by SMS, for an authenticator user too', async () => {
    for (const app of [false, true]) {
      const who = await moneyUser(provider, { spec: { state: 'unverified' } });
      if (app) await authenticatorOnAtRest(who);
      const asked = await post(who, '/kyc/aadhaar/otp', { aadhaar_number: '987654321234' });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const { code } = await sent(who.mobile, OTP_PURPOSE.uploadDocs);
      expect((await post(who, '/kyc/aadhaar/verify', { otp: code })).status).toBe(200);
    }
  });
});

describe('§6 turning the authenticator on', () => {
  it('voids every SMS step standing for the person: their codes, and a login begun before', async () => {
    const who = await person();
    const umaCode = await smsCode(who, OTP_PURPOSE.transaction);
    await smsCode(who, OTP_PURPOSE.changePassword);
    const login = await call(provider, 'POST', '/auth/login', {
      body: { mobile_number: who.mobile, password: 'Demo@1234' },
    });
    expect(login.status).toBe(200);
    const onSms = await smsCode(who, OTP_PURPOSE.enable2fa);
    const secret = (await post(who, '/2fa/setup')).body.secret as string;
    const on = await post(who, '/2fa/enable', {
      otp: totpCode(secret, provider.clock.now()),
      sms_otp: onSms,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);

    const standing = await provider.db
      .selectFrom('otps')
      .select(['purpose', 'channel'])
      .where('user_id', '=', who.id)
      .where('consumed_at', 'is', null)
      .execute();
    expect(standing).toEqual([]);
    // The login begun by SMS cannot be revived by a resend: no SMS reaches an authenticator user for it.
    provider.clock.advanceSeconds(91);
    const before = await sent(who.mobile, OTP_PURPOSE.login);
    const resend = await call(provider, 'POST', '/otp-resend', {
      body: { type: OTP_PURPOSE.login, mobile_number: who.mobile },
    });
    expect(resend.status).toBe(422);
    expect((await sent(who.mobile, OTP_PURPOSE.login)).count).toBe(before.count);
    const recipient = await person();
    const refused = await post({ token: on.body.token }, '/uma/transfers', {
      to: recipient.mobile,
      asset: 'INR',
      amount: '100',
      otp: umaCode,
      idempotency_key: key(),
    });
    expect(refused.status).toBe(422);
  });
});
