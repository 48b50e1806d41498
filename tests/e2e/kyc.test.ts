// The newcomer's journey in Chromium (SPEC.md §2 /in/profile-setup reached by Get Verified, §4 derivation, §6
// messages): sign up with a fresh number, get verified step by step (PAN, Aadhaar OTP, details, address, bank by
// penny drop, PAN card and selfie), submitted is Pending with the support-phone message, the auto-reviewer approves, then deposit by
// UPI and buy BTC. And the refusal path: a name mismatch is refused with a clear reason, fixed, and approved.
import { randomInt } from 'node:crypto';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { permissionMessages } from '@sikka/shared/user/verification';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { SAMPLE_PDF, SAMPLE_PNG } from '../support/kycDocuments.ts';
import { createUser, latestOtp, newestCode } from '../support/provider.ts';

const PASSWORD = 'Asha@1234';

const journey = journeyForFile({
  name: 'kyc',
  provider: { KYC_AUTO_REVIEW: 'on', KYC_AUTO_REVIEW_DELAY_S: '1' },
  viewport: { width: 1366, height: 900 },
});

/** A fresh ordinary test PAN (docs/kyc.md: digits other than 0000, 7777, 8888, 9999 are valid). */
const freshPan = () => `ABCPE${String(randomInt(1000, 7000))}K`;
const freshMobile = () => `7${String(randomInt(0, 1e9)).padStart(9, '0')}`;

const newestOtp = (to: string, purpose: number) => newestCode(journey.provider.url, to, purpose);

const step = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function fieldError(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true });
  await expect.poll(() => input.getAttribute('aria-describedby')).toMatch(/-error/);
  const id = await input.getAttribute('aria-describedby');
  const errorId = id?.split(' ').find((part) => part.endsWith('-error'));
  await page.locator(`[id="${errorId}"]`).waitFor();
  return (await page.locator(`[id="${errorId}"]`).textContent()) ?? '';
}

async function panStep(page: Page, pan: string, name: string) {
  const pans = step(page, 'PAN');
  await pans.getByLabel('PAN', { exact: true }).fill(pan);
  await pans.getByLabel('Name as on PAN card').fill(name);
  await pans.getByLabel('Date of birth as on PAN card').fill('1990-01-31');
  await pans.getByRole('button', { name: 'Save and continue' }).click();
}

async function aadhaarStep(page: Page, mobile: string) {
  const aadhaar = step(page, 'Aadhaar');
  await aadhaar.getByLabel('Aadhaar number').fill('234567891234');
  await aadhaar.getByRole('button', { name: 'Send OTP' }).click();
  // UIDAI (simulated) sends the code to the dev outbox, purpose 6.
  await aadhaar
    .getByLabel('OTP sent to your Aadhaar-linked mobile')
    .fill(await newestOtp(mobile, OTP_PURPOSE.uploadDocs));
  await aadhaar.getByRole('button', { name: 'Verify Aadhaar' }).click();
  // Done once the stepper opens the next step (a reload before the answer would race the verification).
  await step(page, 'Personal details').getByLabel('Gender').waitFor();
}

async function detailsAndAddress(page: Page) {
  const personal = step(page, 'Personal details');
  await personal.getByLabel('Gender').selectOption('Female');
  await personal.getByLabel('Occupation').selectOption('Salaried');
  await personal.getByLabel('Annual income').selectOption('₹5–10 lakh');
  await personal.getByRole('button', { name: 'Save and continue' }).click();
  const address = step(page, 'Address');
  await address.getByLabel('Address line 1').fill('12 MG Road');
  await address.getByLabel('City').fill('Bengaluru');
  await address.getByLabel('PIN code').fill('560001');
  await address.getByLabel('State or union territory').selectOption('Karnataka');
  await address.getByRole('button', { name: 'Save and continue' }).click();
}

async function bankStep(page: Page, account: string) {
  const bank = step(page, 'Bank account');
  await bank.getByLabel('Account number').fill(account);
  await bank.getByLabel('IFSC').fill('HDFC0000123');
  await bank.getByText('HDFC Bank · HDFC0000123').waitFor();
  await bank.getByRole('button', { name: 'Verify with ₹1' }).click();
}

/** The documents step: files chosen in the file inputs, each sent as soon as it is chosen. */
async function documentsStep(page: Page) {
  const documents = step(page, 'Documents');
  // Text named like a picture is refused by its bytes, under its input.
  await documents
    .getByLabel('Selfie')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  expect(await fieldError(page, 'Selfie')).toBe('Upload your selfie as a PNG, JPEG or WebP picture');
  await documents
    .getByLabel('PAN card')
    .setInputFiles({ name: 'pan.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await documents.getByText(/^Uploaded .* Choose another file to replace it\.$/).waitFor();
  await documents
    .getByLabel('Selfie')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: SAMPLE_PNG });
  // Both on file: the stepper moves on to the review.
  await step(page, 'Review and submit').getByRole('button', { name: 'Submit for verification' }).waitFor();
}

async function submitAndAwaitApproval(page: Page) {
  await step(page, 'Review and submit').getByRole('button', { name: 'Submit for verification' }).click();
  // §4 Pending, with §6's support-phone message.
  await page.getByText('Submitted: under verification').waitFor();
  expect(await page.getByText(permissionMessages.pending(SUPPORT_CONTACT.phone)).count()).toBe(1);
  // The embedded auto-reviewer approves about a second later.
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Profile Setup' }).waitFor();
        return page.getByText('You are verified').count();
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBe(1);
}

describe("the newcomer's journey", () => {
  it('signs up, gets verified through /in/profile-setup, deposits by UPI and buys BTC', async () => {
    const page = await journey.openPage('newcomer');
    const mobile = freshMobile();
    await page.goto('/in/home?type=sign-up');
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await page.getByLabel('Mobile Number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('group', { name: 'Captcha' }).getByText('Verified').waitFor({ timeout: 15_000 });
    await page.getByRole('checkbox', { name: /^I confirm that I am 18 years of age or older/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const otpDialog = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await otpDialog.waitFor();
    await otpDialog.getByLabel('Enter OTP').fill(await latestOtp(journey.provider.url, mobile));
    await otpDialog.getByLabel('Enter OTP').press('Enter');
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).waitFor();

    // §6: an unverified user is told so in place of Buy, with Get Verified?.
    await page.goto('/in/bitcoin');
    await page.getByText(permissionMessages.unverified).waitFor();
    // §2 Get Verified? in the profile dropdown leads to 'Profile Setup'.
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Get Verified?' }).click();
    await page.waitForURL('**/in/profile-setup');
    await page.getByRole('heading', { name: 'Profile Setup' }).waitFor();

    await panStep(page, freshPan(), 'Asha Verma');
    await aadhaarStep(page, mobile);
    // Resumes where the person left off: a reload opens on the next step to do.
    await page.reload();
    await step(page, 'Personal details').getByLabel('Gender').waitFor();
    expect(await step(page, 'Personal details').getByLabel('Full name (as on PAN)').inputValue()).toBe(
      'Asha Verma',
    );
    await detailsAndAddress(page);
    await bankStep(page, '50100012345678');
    await documentsStep(page);
    await submitAndAwaitApproval(page);

    // §2 Verification Status in the dropdown from real data.
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('dialog').getByText('Verified', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // Deposit ₹10,000 by UPI through the simulated gateway.
    await page.goto('/in/wallet/deposit');
    await page.getByLabel('Amount (INR)').fill('10000');
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Pay ₹10,000.00' }).click();
    await page.getByRole('heading', { name: 'Deposit complete' }).waitFor();

    // Buy BTC for ₹5,000.
    await page.goto('/in/bitcoin');
    await page.getByRole('tab', { name: 'Buy' }).click();
    await page.getByRole('radio', { name: 'INR' }).check();
    await page.getByLabel('Amount', { exact: true }).fill('5000');
    await page.getByRole('button', { name: 'Buy BTC' }).click();
    const confirm = page.getByRole('dialog', { name: 'Order Confirmation' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Purchase complete' }).waitFor();

    // The profile tabs show the real data.
    await page.goto('/in/profile/bank');
    await page.getByText('XXXXXXXXXX5678 · HDFC0000123').waitFor();
    await page.goto('/in/profile/personal');
    await page.getByText('XXXX XXXX 1234').waitFor();
  });

  it('refuses a name mismatch with a clear reason, and approves once it is fixed', async () => {
    const page = await journey.openPage('mismatch', { viewport: { width: 390, height: 900 } });
    const user = await createUser(journey.provider.url, { password: PASSWORD });
    const mobile = user.mobile_number ?? '';
    await journey.signIn(page, { mobile_number: mobile, password: PASSWORD });
    await page.goto('/in/profile-setup');

    // docs/kyc.md: the 9999 test PAN is held by RAVI KUMAR SHARMA.
    const pan = 'ABCPS9999K';
    await panStep(page, pan, 'Asha Verma');
    expect(await fieldError(page, 'Name as on PAN card')).toMatch(
      /^The name does not match the PAN records \(\d+% alike, 80% needed\)\. Enter your name exactly as printed on your PAN card$/,
    );
    await panStep(page, pan, 'Ravi Kumar Sharma');
    await aadhaarStep(page, mobile);
    await detailsAndAddress(page);
    // An account held by someone else (ends 9999) is refused by the penny drop's name match.
    await bankStep(page, '501000129999');
    expect(await fieldError(page, 'Account number')).toMatch(
      /^The name at your bank \(SUNITA DEVI\) does not match the name on your PAN/,
    );
    await bankStep(page, '501000125555');
    await documentsStep(page);
    await submitAndAwaitApproval(page);
  });
});
