// §5 password change against a real provider: the old password, the §9 OTP of purpose 4, the §5 rule for the new
// one; the change ends every other session and gives this browser a new token; refusals land on their fields.
import { OLD_PASSWORD_WRONG, PASSWORD_CHANGED, PASSWORD_UNCHANGED } from '@sikka/shared/user/password';
import { SIGN_UP_PASSWORD_HINT } from '@sikka/shared/validation/messages';
import { call, createUser, latestOtp, providerForFile, signIn } from '@sikka/tests/support/provider';
import { describe, expect, it } from 'vitest';

const provider = providerForFile();

/** A user signed in on two devices, the second a second later than the first. */
async function userOnTwoDevices() {
  const user = await createUser(provider.url);
  const mobile = user.mobile_number as string;
  const here = await signIn(provider, mobile);
  provider.clock.advanceSeconds(91); // past the login OTP's resend wait
  const elsewhere = await signIn(provider, mobile);
  // The change happens in a later second than both sign-ins (tokens carry whole seconds).
  provider.clock.advanceSeconds(2);
  return { user, mobile, here: here.token, elsewhere: elsewhere.token };
}

async function passwordOtp(token: string, mobile: string): Promise<string> {
  const asked = await call(provider, 'POST', '/request-otp', { bearer: token, body: { type: 4 } });
  expect(asked.status).toBe(200);
  return latestOtp(provider.url, mobile);
}

const change = (token: string, body: Record<string, string>) =>
  call(provider, 'POST', '/user/password', { bearer: token, body });

const details = (token: string) => call(provider, 'GET', '/user-details', { bearer: token });

describe('§5 change password (OTP purpose 4)', () => {
  it('changes it: every other session ends, this browser goes on with the new token, the new password signs in', async () => {
    const { user, mobile, here, elsewhere } = await userOnTwoDevices();
    const otp = await passwordOtp(here, mobile);
    const changed = await change(here, {
      old_password: user.password,
      password: 'Newer@1234',
      password_confirmation: 'Newer@1234',
      otp,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(PASSWORD_CHANGED);
    expect((await details(changed.body.token)).status).toBe(200);
    expect((await details(elsewhere)).status).toBe(401);
    expect((await details(here)).status).toBe(401);
    const oldLogin = await call(provider, 'POST', '/auth/login', {
      body: { mobile_number: mobile, password: user.password },
    });
    expect(oldLogin.status).toBe(422);
    provider.clock.advanceSeconds(91);
    await expect(signIn(provider, mobile, 'Newer@1234')).resolves.toMatchObject({ id: user.id });
  });

  it('a wrong old password is refused on old_password and leaves the OTP unspent', async () => {
    const { user, mobile, here } = await userOnTwoDevices();
    const otp = await passwordOtp(here, mobile);
    const body = { password: 'Newer@1234', password_confirmation: 'Newer@1234', otp };
    const wrong = await change(here, { ...body, old_password: 'Wrong@1234' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.errors.old_password).toEqual([OLD_PASSWORD_WRONG]);
    expect((await change(here, { ...body, old_password: user.password })).status).toBe(200);
  });

  it('§5 the new password follows the sign-up rule, differs from the old one, and the OTP must be right', async () => {
    const { user, mobile, here } = await userOnTwoDevices();
    const otp = await passwordOtp(here, mobile);
    const weak = await change(here, {
      old_password: user.password,
      password: 'weakpassword',
      password_confirmation: 'weakpassword',
      otp,
    });
    expect(weak.body.error.errors.password).toEqual([SIGN_UP_PASSWORD_HINT]);
    const same = await change(here, {
      old_password: user.password,
      password: user.password,
      password_confirmation: user.password,
      otp,
    });
    expect(same.body.error.errors.password).toEqual([PASSWORD_UNCHANGED]);
    const wrongOtp = await change(here, {
      old_password: user.password,
      password: 'Newer@1234',
      password_confirmation: 'Newer@1234',
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrongOtp.status).toBe(422);
    expect(Object.keys(wrongOtp.body.error.errors)).toEqual(['otp']);
    // Nothing changed: the old password still signs in elsewhere.
    expect((await details(here)).status).toBe(200);
  });

  it('guessing the old password stops after five wrong tries', async () => {
    const { mobile, here } = await userOnTwoDevices();
    const otp = await passwordOtp(here, mobile);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push(
        (
          await change(here, {
            old_password: `Guess@${attempt}000`,
            password: 'Newer@1234',
            password_confirmation: 'Newer@1234',
            otp,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('needs a session', async () => {
    const refused = await call(provider, 'POST', '/user/password', {
      body: { old_password: 'x', password: 'Newer@1234', password_confirmation: 'Newer@1234', otp: '123456' },
    });
    expect(refused.status).toBe(401);
  });
});
