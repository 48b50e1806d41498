// Account security in Chromium (docs/requirements.md §5 password change, §9 OTP purpose 4): a person changes their password on
// the profile's overview with the code from the dev outbox; this browser stays signed in, their other browser is
// signed out, and the new password is the one that signs in.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { PASSWORD_CHANGED } from '@sikka/shared/user/password';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { newestCode, readOutbox } from '../support/provider.ts';

const journey = journeyForFile({ name: 'account', viewport: { width: 1366, height: 900 } });

const newestOtp = (to: string, purpose: number) => newestCode(journey.provider.url, to, purpose);

describe('change password', () => {
  it('with the OTP: this browser stays signed in, the other is signed out, the new password signs in', async () => {
    const here = await journey.openPage('change-password');
    const user = await journey.signInNewUser(here, { state: 'verified' });
    const mobile = user.mobile_number as string;
    const elsewhere = await journey.openPage('other-browser');
    await journey.signIn(elsewhere, { mobile_number: mobile, password: user.password });

    await here.goto('/in/profile/personal');
    const card = here.getByRole('region', { name: 'Change password' });
    await card.getByLabel('Old Password', { exact: true }).fill(user.password);
    await card.getByLabel('New Password', { exact: true }).fill('Newer@1234');
    await card.getByLabel('Confirm Password', { exact: true }).fill('Newer@1234');
    await card.getByRole('button', { name: 'Change Password' }).click();
    const dialog = here.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await dialog.getByLabel('Enter OTP').fill(await newestOtp(mobile, OTP_PURPOSE.changePassword));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await here.getByText(PASSWORD_CHANGED).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // This browser goes on; the other one's next call finds its session ended.
    await here.goto('/in/wallet');
    await here.getByRole('heading', { name: 'Your balances' }).waitFor();
    await elsewhere.goto('/in/wallet');
    await elsewhere.getByRole('link', { name: 'Log In' }).first().waitFor();

    const login = (password: string) =>
      fetch(`${journey.provider.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile_number: mobile, password }),
      });
    expect((await login(user.password)).status).toBe(422);
    expect((await login('Newer@1234')).status).toBe(200);
  });
});

describe('Google Authenticator', () => {
  it('turns on with the SMS code, is asked for at another door, shows recovery codes that sign in and turn it off, each once', async () => {
    const page = await journey.openPage('two-factor');
    const user = await journey.signInNewUser(page, { state: 'verified' });
    const mobile = user.mobile_number as string;
    await page.goto('/in/profile/personal');
    const card = page.getByRole('region', { name: 'Google Authenticator' });
    await card.getByRole('button', { name: 'Set up Google Authenticator' }).click();
    await card.getByRole('img', { name: 'QR code for Google Authenticator' }).waitFor();
    const key = ((await card.locator('.two-factor__setup code').textContent()) ?? '').trim();
    const app = new TOTP({ secret: Secret.fromBase32(key) });
    await card.getByLabel('Code from Google Authenticator').fill(app.generate());
    await card.getByRole('button', { name: 'Turn on' }).click();
    const dialog = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await dialog.getByLabel('Enter OTP').fill(await newestOtp(mobile, OTP_PURPOSE.enable2fa));
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const codes = card.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(8);
    const first = ((await codes.first().textContent()) ?? '').trim();
    const second = ((await codes.nth(1).textContent()) ?? '').trim();
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('Google Authenticator is on').waitFor();

    // §6 from now on every door asks for the app's code in §2's 2FA dialog, with nothing to resend: a UPI id here.
    await page.goto('/in/profile/bank');
    const upi = page.getByRole('region', { name: 'UPI ids' });
    await upi.getByLabel('UPI id').fill('asha.app@okhdfc');
    await upi.getByRole('button', { name: 'Add UPI id' }).click();
    const appDialog = page.getByRole('dialog', { name: 'Secondary Password (Google Authenticator)' });
    await appDialog.getByText('Google Authenticator app to confirm this change to your UPI ids').waitFor();
    expect(await appDialog.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    // The code of the next 30-second step: the one that turned it on was spent.
    await appDialog
      .getByLabel('Enter Google Authenticator Code')
      .fill(app.generate({ timestamp: Date.now() + 30_000 }));
    await appDialog.getByRole('button', { name: 'Continue' }).click();
    await upi.getByRole('list', { name: 'UPI ids' }).getByText('asha.app@okhdfc').waitFor();
    await page.goto('/in/profile/personal');

    // Another browser signs in with a recovery code in place of the app's code.
    const elsewhere = await journey.openPage('recovery-login');
    await elsewhere.goto('/in/home?type=login');
    await elsewhere.getByLabel('Mobile Number or Email').fill(mobile);
    await elsewhere.getByLabel('Password', { exact: true }).fill(user.password);
    await elsewhere.getByRole('button', { name: 'Log In' }).click();
    const twoFactor = elsewhere.getByRole('dialog', { name: 'Secondary Password (Google Authenticator)' });
    await twoFactor.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await twoFactor.getByLabel('Enter a recovery code').fill(second.toUpperCase());
    await twoFactor.getByRole('button', { name: 'Continue' }).click();
    await elsewhere.getByRole('banner').getByRole('button', { name: 'Profile menu' }).waitFor();

    // Off with a recovery code and a new SMS code (the first one was spent, so there is no resend wait).
    await card.getByLabel('Google Authenticator code or a recovery code').fill(first);
    await card.getByRole('button', { name: 'Turn off' }).click();
    await dialog.waitFor();
    await expect
      .poll(
        async () =>
          (await readOutbox(journey.provider.url, mobile)).filter(
            (entry) => entry.purpose === OTP_PURPOSE.enable2fa,
          ).length,
      )
      .toBe(2);
    await dialog.getByLabel('Enter OTP').fill(await newestOtp(mobile, OTP_PURPOSE.enable2fa));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await card.getByText(/Add a second step/).waitFor();
  });
});

describe('nominee', () => {
  it('is saved from the profile, refused on its field when wrong, and shown again after a reload', async () => {
    const page = await journey.openPage('nominee');
    await journey.signInNewUser(page, { state: 'verified' });
    await page.goto('/in/profile/personal');
    const card = page.getByRole('region', { name: 'Nominee' });
    await card.getByLabel('Nominee name').fill('Ravi Verma');
    await card.getByLabel('Date of birth').fill('1985-05-01');
    await card.getByLabel('Relationship').selectOption('Spouse');
    await card.getByLabel('Gender').selectOption('Male');
    await card.getByLabel('Contact number').fill('98765');
    await card.getByLabel('PAN (optional for a minor)').fill('ABCPE4321K');
    await card.getByLabel('Address').fill('12 MG Road, Bengaluru 560001');
    await card.getByRole('button', { name: 'Save nominee' }).click();
    await card.getByText('Enter a 10-digit mobile number').waitFor();

    await card.getByLabel('Contact number').fill('9876543210');
    await card.getByRole('button', { name: 'Save nominee' }).click();
    await page.getByText('Nominee saved').waitFor();
    await page.reload();
    await expect.poll(() => card.getByLabel('Nominee name').inputValue()).toBe('Ravi Verma');
    await card.getByText('PAN on file: ABCPE****K. Enter it again to keep it.').waitFor();
  });
});

describe('UPI ids', () => {
  it('adds one and deletes it from the bank tab, each with the SMS code of purpose 3', async () => {
    const page = await journey.openPage('upi');
    const user = await journey.signInNewUser(page, { state: 'verified' });
    const mobile = user.mobile_number as string;
    await page.goto('/in/profile/bank');
    const card = page.getByRole('region', { name: 'UPI ids' });
    await card.getByText('No UPI id yet.').waitFor();
    await card.getByLabel('UPI id').fill('asha');
    await card.getByRole('button', { name: 'Add UPI id' }).click();
    await card.getByText('Enter a UPI id like name@bank').waitFor();

    await card.getByLabel('UPI id').fill('Asha.Verma@okhdfc');
    await card.getByRole('button', { name: 'Add UPI id' }).click();
    const dialog = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await dialog.getByLabel('Enter OTP').fill(await newestOtp(mobile, OTP_PURPOSE.addDeleteUpi));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await card.getByRole('list', { name: 'UPI ids' }).getByText('asha.verma@okhdfc').waitFor();

    await card.getByRole('button', { name: 'Delete asha.verma@okhdfc' }).click();
    await dialog.waitFor();
    await expect
      .poll(
        async () =>
          (await readOutbox(journey.provider.url, mobile)).filter((entry) => entry.purpose === 3).length,
      )
      .toBe(2);
    await dialog.getByLabel('Enter OTP').fill(await newestOtp(mobile, OTP_PURPOSE.addDeleteUpi));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await card.getByText('No UPI id yet.').waitFor();
  });
});

describe('e-mail address', () => {
  it('is changed with the code sent to the new address', async () => {
    const page = await journey.openPage('email');
    await journey.signInNewUser(page, { state: 'verified' });
    await page.goto('/in/profile/personal');
    const card = page.getByRole('region', { name: 'E-mail address' });
    await card.getByText('No e-mail address yet.').waitFor();
    const address = `asha.${Date.now()}@example.com`;
    await card.getByLabel('New e-mail address').fill(address);
    await card.getByRole('button', { name: 'Send code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await dialog.getByLabel('Enter OTP').fill(await newestOtp(address, OTP_PURPOSE.changeEmail));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await card.getByText(`Now: ${address}`).waitFor();
  });
});

describe('profile picture', () => {
  const PNG_1PX = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

  it('refuses a PDF named .png by its bytes, then shows an uploaded PNG', async () => {
    const page = await journey.openPage('picture');
    await journey.signInNewUser(page, { state: 'verified' });
    await page.goto('/in/profile/personal');
    const card = page.getByRole('region', { name: 'Profile picture' });
    const input = card.getByLabel('Choose a picture');
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7\n') });
    await card.getByRole('alert').getByText('Choose a PNG, JPEG or WebP picture').waitFor();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByText('Your profile picture has been updated').waitFor();
    await expect
      .poll(() =>
        card
          .getByRole('img', { name: 'Your profile picture' })
          .evaluate((img) => (img as { naturalWidth: number }).naturalWidth),
      )
      .toBe(1);
  });
});
