// Journeys of sign-up and sign-in (docs/requirements.md §2, §4, §5, §8): sign-up, login with SMS OTP and with Google Authenticator,
// logout, forgot password with PAN, the OTP dialog, wrong credentials and the auth query — in a real
// Chromium against the real provider (fresh database) and the BFF serving the built client.
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { createUser, readOutbox } from '../support/provider.ts';

// §9 OTP purposes.
const PURPOSE = { login: 1, forgotPassword: 2, signUp: 3 } as const;

// The quoted texts the journeys look for (docs/requirements.md §2, §5, §8).
const OTP_DIALOG = 'Secondary Password (OTP)';
const TWO_FACTOR_DIALOG = 'Secondary Password (Google Authenticator)';
const LOGIN_FAILED = 'The mobile number, e-mail or password you entered is incorrect';
const OTP_INCORRECT = 'The OTP you entered is incorrect';
const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the captcha';
const RESEND_WAIT = 'Wait for the resend Button to get Enabled';
const RESET_DONE = 'The Password reset is successful, Please Login again!';
const COUNTDOWN = /^The Resend OTP button will be enabled in (\d+) seconds$/;

// §5: 8–15 characters, a capital letter and one of ! @ % & *.
const PASSWORD = 'Sikka@2024';
const NEW_PASSWORD = 'Rupee!Coin9';

// The few browser globals the storage scan reads (tests/ compiles without the DOM library).
interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}
interface BrowserGlobals {
  document: { cookie: string };
  localStorage: StorageLike;
  sessionStorage: StorageLike;
}

const journey = journeyForFile({ name: 'auth' });

/** A 10-digit number no fixture uses (createUser's fresh ones start with 6). */
function freshMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** A PAN of the AAAAA0000A form that no other test's user has. */
function freshPan(): string {
  return `QWERT${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}Z`;
}

/** How many codes of a purpose the dev outbox holds for a recipient, to wait for the next one. */
async function sentCount(to: string, purpose: number): Promise<number> {
  return (await readOutbox(journey.provider.url, to)).filter((entry) => entry.purpose === purpose).length;
}

/** Waits for the code of a purpose sent after `before` codes of it (newest first in the outbox). */
async function nextOtp(to: string, purpose: number, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const sent = (await readOutbox(journey.provider.url, to)).filter(
          (entry) => entry.purpose === purpose,
        );
        code = sent[0]?.code ?? '';
        return sent.length;
      },
      { timeout: 5_000 },
    )
    .toBeGreaterThan(before);
  return code;
}

async function fillLogin(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
  await page.getByLabel('Mobile Number or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Logs in through the login form and the SMS OTP dialog, ending on the dashboard. */
async function logInWithSmsOtp(page: Page, mobile: string, password: string): Promise<void> {
  await fillLogin(page, mobile, password);
  const before = await sentCount(mobile, PURPOSE.login);
  await page.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog', { name: OTP_DIALOG });
  await dialog.waitFor();
  await dialog.getByLabel('Enter OTP').fill(await nextOtp(mobile, PURPOSE.login, before));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(page);
}

/** §2 after successful auth: the dashboard on /in/home with the query removed. */
async function expectSignedIn(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  expect(page.url()).toBe(`${journey.bff.url}/in/home`);
  await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).waitFor();
}

/** Waits for the captcha widget inside the group 'Captcha' to have solved its proof of work. */
async function captchaVerified(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Captcha' }).getByText('Verified').waitFor({ timeout: 15_000 });
}

describe('sign-up and sign-in journeys in a browser', () => {
  it('signs up with an SMS OTP and keeps the session only in an httpOnly cookie', async () => {
    const page = await journey.openPage('sign-up');
    const mobile = freshMobile();
    await page.goto('/in/home?type=sign-up');
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await page.getByLabel('Mobile Number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await captchaVerified(page);
    await page.getByRole('checkbox', { name: /^I confirm that I am 18 years of age or older/ }).check();
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    expect(await signUp.isEnabled()).toBe(true);
    await signUp.click();

    const dialog = page.getByRole('dialog', { name: OTP_DIALOG });
    await dialog.waitFor();
    await expect.poll(() => page.title()).toContain('Sign in Process');
    const code = await nextOtp(mobile, PURPOSE.signUp, 0);
    const otp = dialog.getByLabel('Enter OTP');
    await otp.fill(code);
    await otp.press('Enter');
    await expectSignedIn(page);

    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith('sikka_session'));
    expect(session, JSON.stringify(cookies.map((cookie) => cookie.name))).toBeDefined();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Strict');
    // What page scripts can read: document.cookie and both storages (a JWT starts with 'eyJ').
    const exposed = await page.evaluate(() => {
      const web = globalThis as unknown as BrowserGlobals;
      const values = (storage: StorageLike) =>
        Array.from({ length: storage.length }, (_, index) => {
          const key = storage.key(index) ?? '';
          return `${key}=${storage.getItem(key) ?? ''}`;
        });
      return {
        documentCookie: web.document.cookie,
        stored: [...values(web.localStorage), ...values(web.sessionStorage)],
      };
    });
    expect(exposed.documentCookie).not.toContain('sikka_session');
    expect(exposed.documentCookie).not.toContain('eyJ');
    expect(exposed.stored.filter((entry) => entry.includes('eyJ'))).toEqual([]);

    // The cookie alone carries the session: a reload stays signed in.
    await page.reload();
    await expectSignedIn(page);
  });

  it('logs out after confirming (another tab is told its session ended), then logs in again', async () => {
    const page = await journey.openPage('logout');
    const user = await createUser(journey.provider.url, { name: 'Asha Verma', password: PASSWORD });
    const mobile = user.mobile_number ?? '';
    await page.goto('/in/home?type=login');
    await logInWithSmsOtp(page, mobile, PASSWORD);
    const header = page.getByRole('banner');
    const profile = header.getByRole('button', { name: 'Profile menu' });
    // §3 the header shows only the first word of the name.
    await profile.getByText('Asha', { exact: true }).waitFor();
    // The same person in a second tab of the browser.
    const other = await page.context().newPage();
    await other.goto('/in/wallet');
    await other.getByRole('banner').getByRole('button', { name: 'Profile menu' }).waitFor();

    await profile.click();
    await page.getByRole('dialog', { name: 'Profile menu' }).getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logout successful').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => page.url()).toBe(`${journey.bff.url}/in/home?type=login`);
    await header.getByRole('link', { name: 'Log In' }).waitFor();
    expect(
      (await page.context().cookies()).filter((cookie) => cookie.name.endsWith('sikka_session')),
    ).toEqual([]);
    // §8 the other tab says so at once, and is signed out when the toast goes.
    const expired = other.getByText('Session has expired! Please, login again.');
    await expired.waitFor();
    // Top right, but under the sticky header: never over the bell or the profile button (once it has slid in).
    const bar = await other.getByRole('banner').first().boundingBox();
    await expect
      .poll(async () => (await expired.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    await other.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor({ timeout: 15_000 });
    await other.close();

    await page.goto('/in/home?type=login');
    await logInWithSmsOtp(page, mobile, PASSWORD);
  });

  it('logs a Google Authenticator user in with the authenticator code', async () => {
    const page = await journey.openPage('two-factor');
    const user = await createUser(journey.provider.url, { totp_secret: true, password: PASSWORD });
    const mobile = user.mobile_number ?? '';
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(user.totp_secret ?? '') });
    const smsBefore = await sentCount(mobile, PURPOSE.login);
    await page.goto('/in/home?type=login');
    await fillLogin(page, mobile, PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();

    const dialog = page.getByRole('dialog', { name: TWO_FACTOR_DIALOG });
    await dialog.waitFor();
    // The authenticator variant: no SMS, so nothing to resend.
    expect(await dialog.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    await dialog.getByLabel('Enter Google Authenticator Code').fill(totp.generate());
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectSignedIn(page);
    expect(await sentCount(mobile, PURPOSE.login)).toBe(smsBefore);
  });

  it('resets a forgotten password through OTP, the authenticator and PAN, then logs in with the new one', async () => {
    const page = await journey.openPage('forgot-password');
    const pan = freshPan();
    // An account with Google Authenticator: the request answers as for any account, and the app's code is asked
    // for only after the SMS code.
    const user = await createUser(journey.provider.url, {
      pan_number: pan,
      password: PASSWORD,
      totp_secret: true,
    });
    const mobile = user.mobile_number ?? '';
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(user.totp_secret ?? '') });
    await page.goto('/in/home?type=reset');
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Mobile Number or Email').fill(mobile);
    await captchaVerified(page);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    const dialog = page.getByRole('dialog', { name: OTP_DIALOG });
    await dialog.waitFor();
    await dialog.getByLabel('Enter OTP').fill(await nextOtp(mobile, PURPOSE.forgotPassword, 0));
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const authenticator = page.getByRole('dialog', { name: TWO_FACTOR_DIALOG });
    await authenticator.waitFor();
    await authenticator.getByLabel('Enter Google Authenticator Code').fill(totp.generate());
    await authenticator.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'PAN Details' }).waitFor();
    await page.getByLabel('PAN Number').fill(pan);
    await page.getByRole('button', { name: 'Verify PAN' }).click();

    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(RESET_DONE).waitFor();
    await expect.poll(() => page.url()).toBe(`${journey.bff.url}/in/home?type=login`);

    // The old password no longer works; the new one does (its second factor is next: the app's code was just
    // spent, and the login journey above signs in with the authenticator).
    await fillLogin(page, mobile, PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').filter({ hasText: LOGIN_FAILED }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('dialog', { name: TWO_FACTOR_DIALOG }).waitFor();
  });

  it('shows a wrong password under Password without a toast, asks for the captcha after a few, and a wrong OTP under its input', async () => {
    const page = await journey.openPage('wrong-credentials');
    const user = await createUser(journey.provider.url, { password: PASSWORD });
    const mobile = user.mobile_number ?? '';
    await page.goto('/in/home?type=login');
    await fillLogin(page, mobile, 'Wrong@Pass1');
    await page.getByRole('button', { name: 'Log In' }).click();

    const password = page.getByLabel('Password', { exact: true });
    await page.getByRole('alert').filter({ hasText: LOGIN_FAILED }).waitFor();
    await expectErrorUnder(page, password, LOGIN_FAILED);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // After a few wrong passwords the account asks for the captcha, never a lockout: the form shows it.
    for (let attempt = 1; attempt < 3; attempt++) await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').filter({ hasText: CAPTCHA_REQUIRED_MESSAGE }).waitFor();

    // The right password: the OTP dialog; a wrong code shows under the input, and the right one still works.
    await password.fill(PASSWORD);
    await captchaVerified(page);
    const before = await sentCount(mobile, PURPOSE.login);
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: OTP_DIALOG });
    await dialog.waitFor();
    const code = await nextOtp(mobile, PURPOSE.login, before);
    const otp = dialog.getByLabel('Enter OTP');
    await otp.fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('alert').filter({ hasText: OTP_INCORRECT }).waitFor();
    await expectErrorUnder(page, otp, OTP_INCORRECT);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    await otp.fill(code);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectSignedIn(page);
  });

  it('counts the resend wait down and refuses an early resend with its message', async () => {
    const page = await journey.openPage('otp-resend');
    const user = await createUser(journey.provider.url, { password: PASSWORD });
    const mobile = user.mobile_number ?? '';
    await page.goto('/in/home?type=login');
    await fillLogin(page, mobile, PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: OTP_DIALOG });
    await dialog.waitFor();

    const countdown = dialog.getByText(COUNTDOWN);
    const secondsLeft = async () => Number(COUNTDOWN.exec((await countdown.textContent()) ?? '')?.[1]);
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(80);
    expect(first).toBeLessThanOrEqual(90);
    await expect.poll(secondsLeft, { timeout: 4_000, interval: 250 }).toBeLessThan(first);

    const sent = await sentCount(mobile, PURPOSE.login);
    const resend = dialog.getByRole('button', { name: 'Resend OTP' });
    expect(await resend.getAttribute('aria-disabled')).toBe('true');
    // aria-disabled keeps the button focusable and clickable (a person can press it); Playwright treats
    // aria-disabled as not actionable, hence force.
    await resend.click({ force: true });
    await dialog.getByRole('status').filter({ hasText: RESEND_WAIT }).waitFor();
    expect(await sentCount(mobile, PURPOSE.login)).toBe(sent);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
  });

  it('prefills the mobile number from the query and shows a visitor the Log In and Get Started links', async () => {
    const page = await journey.openPage('auth-query');
    await page.goto('/in/home?type=login&mobile_number=9876543210');
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    expect(await page.getByLabel('Mobile Number or Email').inputValue()).toBe('9876543210');
    const logIn = page.getByRole('button', { name: 'Log In' });
    expect(await logIn.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    expect(await logIn.isEnabled()).toBe(true);

    await page.goto('/in/home');
    await page.getByRole('heading', { name: 'Sikka', exact: true }).waitFor();
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/in/home?type=login',
    );
    const getStarted = header.getByRole('link', { name: 'Get Started' });
    expect(await getStarted.getAttribute('href')).toBe('/in/home?type=sign-up');
    expect(await header.getByRole('button', { name: 'Profile menu' }).count()).toBe(0);

    await getStarted.click();
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    expect(page.url()).toBe(`${journey.bff.url}/in/home?type=sign-up`);
  });
});

/** The field is marked invalid and its description (aria-describedby) carries the message. */
async function expectErrorUnder(
  page: Page,
  field: ReturnType<Page['getByLabel']>,
  message: string,
): Promise<void> {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const described = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(described).toContain(message);
}
