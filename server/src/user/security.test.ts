// Account security through the BFF against the real provider: the §5 password change (a code for purpose 4, a new
// session cookie for this browser, the fresh token never in a body, another browser signed out, no password in a
// log) and Google Authenticator on and off with the §9 code of purpose 5 and a recovery code, the codes asked for
// in between being the app's (§6).
import { PASSWORD_CHANGED } from '@sikka/shared/user/password';
import { bffForFile } from '@sikka/tests/support/bff';
import { failure } from '@sikka/tests/support/bffClient';
import { latestOtp, readOutbox } from '@sikka/tests/support/provider';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';

const stack = bffForFile({ env: { LOG_LEVEL: 'info' } });

describe('user.changePassword', () => {
  it('changes the password: this browser stays signed in with a new cookie, the other is signed out', async () => {
    const { user, mobile, bff: here } = await stack.signedIn();
    // The same person in another browser, a little later (past the login code's resend wait).
    stack.provider.clock.advanceSeconds(91);
    const elsewhere = stack.browser();
    await elsewhere.trpc.auth.login.mutate({ mobile_number: mobile, password: user.password });
    await elsewhere.trpc.auth.verifyOtp.mutate({
      mobile_number: mobile,
      type: 1,
      otp: await latestOtp(stack.provider.url, mobile),
    });
    stack.provider.clock.advanceSeconds(2);
    const cookieBefore = here.cookies.get('sikka_session');

    await here.trpc.user.requestOtp.mutate({ type: 4 });
    const answer = await here.trpc.user.changePassword.mutate({
      old_password: user.password,
      password: 'Newer@1234',
      password_confirmation: 'Newer@1234',
      otp: await latestOtp(stack.provider.url, mobile),
    });
    expect(answer).toEqual({ message: PASSWORD_CHANGED });

    expect(here.cookies.get('sikka_session')).toBeDefined();
    expect(here.cookies.get('sikka_session')).not.toBe(cookieBefore);
    await expect(here.trpc.user.details.query()).resolves.toMatchObject({ id: user.id });
    const signedOut = await failure(elsewhere.trpc.user.details.query());
    expect(signedOut.code).toBe('UNAUTHORIZED');

    // The provider's token stayed in the BFF; no password reached a log line.
    expect(here.bodies.join('\n')).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    const log = stack.logLines.join('\n');
    expect(log).not.toContain('Newer@1234');
    expect(log).not.toContain(user.password);
  });

  it('a wrong old password lands on old_password (§8)', async () => {
    const { user, mobile, bff } = await stack.signedIn();
    await bff.trpc.user.requestOtp.mutate({ type: 4 });
    const refused = await failure(
      bff.trpc.user.changePassword.mutate({
        old_password: `${user.password}x`,
        password: 'Newer@1234',
        password_confirmation: 'Newer@1234',
        otp: await latestOtp(stack.provider.url, mobile),
      }),
    );
    expect(refused.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'old_password' } });
  });
});

describe('user.twoFactorSetup, twoFactorEnable, twoFactorDisable', () => {
  it('turns Google Authenticator on (recovery codes shown once) and off with a recovery code', async () => {
    const { mobile, bff } = await stack.signedIn();
    const setup = await bff.trpc.user.twoFactorSetup.mutate();
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    const app = new TOTP({ secret: Secret.fromBase32(setup.secret) });

    stack.provider.clock.advanceSeconds(91);
    await bff.trpc.user.requestOtp.mutate({ type: 5 });
    const smsOn = await latestOtp(stack.provider.url, mobile);
    const on = await bff.trpc.user.twoFactorEnable.mutate({
      otp: app.generate({ timestamp: stack.provider.clock.now().getTime() }),
      sms_otp: smsOn,
    });
    expect(on.recovery_codes).toHaveLength(8);
    expect(await bff.trpc.user.details.query()).toMatchObject({ ga_enabled: 1 });
    // §6 from now on a code is the app's: the answer says '2FA' (the page asks for it), and no SMS is sent.
    const codesSent = async () =>
      (await readOutbox(stack.provider.url, mobile)).filter((entry) => entry.code !== '');
    const sentBefore = await codesSent();
    expect(await bff.trpc.user.requestOtp.mutate({ type: 8 })).toMatchObject({ required: '2FA' });
    expect(await codesSent()).toEqual(sentBefore);

    stack.provider.clock.advanceSeconds(91);
    // Turning it off still takes the SMS code besides the app's (or a recovery code).
    expect(await bff.trpc.user.requestOtp.mutate({ type: 5 })).toMatchObject({ required: null });
    const off = await bff.trpc.user.twoFactorDisable.mutate({
      recovery_code: on.recovery_codes[0] as string,
      sms_otp: await latestOtp(stack.provider.url, mobile),
    });
    expect(off.message).toBeTruthy();
    expect(await bff.trpc.user.details.query()).toMatchObject({ ga_enabled: 0 });
  });
});

describe('user.nominee and user.saveNominee', () => {
  it('saves the nominee through the BFF, answers the PAN masked, and refuses a bad field on its name', async () => {
    const { bff } = await stack.signedIn();
    expect(await bff.trpc.user.nominee.query()).toEqual({ nominee: null });
    const nominee = {
      nominee_name: 'Ravi Verma',
      dob: '1985-05-01',
      relationship: 'Spouse',
      gender: 'Male',
      contact_number: '9876543210',
      pan_no: 'ABCPE4321K',
      address: '12 MG Road, Bengaluru 560001',
    } as const;
    const saved = await bff.trpc.user.saveNominee.mutate(nominee);
    expect(saved.nominee).toMatchObject({ nominee_name: 'Ravi Verma', pan_masked: 'ABCPE****K' });
    expect(bff.bodies.join('\n')).not.toContain('ABCPE4321K');
    const refused = await failure(bff.trpc.user.saveNominee.mutate({ ...nominee, contact_number: '12345' }));
    expect(refused.appError).toMatchObject({ kind: 'field', firstFieldError: { field: 'contact_number' } });
  });
});

describe('user.requestEmailCode and user.changeEmail', () => {
  it('changes the e-mail with the code sent to the new address (purpose 6)', async () => {
    const { bff } = await stack.signedIn();
    await bff.trpc.user.requestEmailCode.mutate({ email: 'asha.bff@example.com' });
    const otp = await latestOtp(stack.provider.url, 'asha.bff@example.com');
    const changed = await bff.trpc.user.changeEmail.mutate({ email: 'asha.bff@example.com', otp });
    expect(changed.email).toBe('asha.bff@example.com');
    expect(await bff.trpc.user.details.query()).toMatchObject({ email: 'asha.bff@example.com' });
  });
});

describe('POST /media/profile-image', () => {
  const PNG = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
  ]);
  const upload = (
    cookie: string,
    bytes: Buffer,
    headers: Record<string, string> = { 'x-sikka-client': 'web' },
  ) =>
    fetch(`${stack.url}/media/profile-image`, {
      method: 'POST',
      headers: {
        cookie,
        origin: 'http://localhost:3000',
        'content-type': 'application/octet-stream',
        ...headers,
      },
      body: bytes,
    });

  it('uploads a picture with the session cookie, which GET then serves', async () => {
    const { cookie } = await stack.signedIn();
    const saved = await upload(cookie, PNG);
    expect(saved.status).toBe(200);
    const served = await fetch(`${stack.url}/media/profile-image`, { headers: { cookie } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a cross-site upload, a visitor, and a PDF sent as a picture (on image)', async () => {
    const { cookie } = await stack.signedIn();
    expect((await upload(cookie, PNG, {})).status).toBe(403);
    expect((await upload('', PNG)).status).toBe(401);
    const pdf = await upload(cookie, Buffer.from('%PDF-1.7\n'));
    expect(pdf.status).toBe(422);
    expect(
      ((await pdf.json()) as { appError: { firstFieldError: { field: string } } }).appError,
    ).toMatchObject({
      kind: 'field',
      firstFieldError: { field: 'image' },
    });
  });
});
