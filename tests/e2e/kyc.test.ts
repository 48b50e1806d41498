// The newcomer's journey in Chromium (docs/requirements.md §2 /in/profile-setup reached by Get Verified, §4 derivation, §6
// messages): sign up with a fresh number, get verified step by step (PAN, Aadhaar OTP, details, address, bank by
// penny drop, PAN card and selfie), submitted is Pending with the support-phone message, the auto-reviewer approves, then deposit by
// UPI and buy BTC. And the refusal path: a name mismatch is refused with a clear reason, fixed, and approved.
// Then the §4 prompts an operator raises on a verified person: Re-KYC and profile completion.
import { randomInt } from 'node:crypto';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import { permissionMessages } from '@sikka/shared/user/verification';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeScratchCard, journeyForFile } from '../support/journey.ts';
import { completeKycSteps, SAMPLE_PDF, SAMPLE_PNG } from '../support/kycDocuments.ts';
import { createUser, latestOtp, newestCode, readOutbox } from '../support/provider.ts';

const PASSWORD = 'Asha@1234';
/** The operator's token (docs/kyc.md "Review"). */
const ADMIN_TOKEN = 'kyc-journey-admin-token-5c1f0e9a7b3d2468';

const journey = journeyForFile({
  name: 'kyc',
  provider: { KYC_AUTO_REVIEW: 'on', KYC_AUTO_REVIEW_DELAY_S: '1', ADMIN_TOKEN },
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
async function documentsStep(page: Page, mobile: string) {
  const documents = step(page, 'Documents');
  // §9 'upload docs 6': the inputs open once the code sent by SMS is confirmed.
  expect(await documents.getByLabel('Selfie').isDisabled()).toBe(true);
  await documents.getByRole('button', { name: 'Send OTP' }).click();
  const otpDialog = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
  await otpDialog.waitFor();
  // The Aadhaar step's code had the same purpose: it is refused here, under the input.
  const aadhaarCode =
    (await readOutbox(journey.provider.url, mobile)).filter((entry) => entry.code !== '')[1]?.code ?? '';
  await otpDialog.getByLabel('Enter OTP').fill(aadhaarCode);
  await otpDialog.getByRole('button', { name: 'Continue' }).click();
  await otpDialog.getByText('The OTP you entered is incorrect').waitFor();
  await otpDialog.getByLabel('Enter OTP').fill(await newestOtp(mobile, OTP_PURPOSE.uploadDocs));
  await otpDialog.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => documents.getByLabel('Selfie').isEnabled()).toBe(true);
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
  // The embedded auto-reviewer approves about a second later, and the page moves on by itself (the decision's
  // live event), without a reload.
  await page.getByText('You are verified').waitFor({ timeout: 10_000 });
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
    await documentsStep(page, mobile);
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
    // A first deposit earns a scratch card, whose pop-up opens (tests/e2e/notifications.test.ts reveals one).
    await closeScratchCard(page);

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
    await documentsStep(page, mobile);
    await submitAndAwaitApproval(page);
  });
});

/** One provider call over HTTP: a person's session (`bearer`) or the operator's (`admin`). */
async function api(
  path: string,
  options: { body?: unknown; bearer?: string; admin?: boolean } = {},
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the provider answered.
): Promise<any> {
  const authorization = options.admin ? ADMIN_TOKEN : options.bearer;
  const response = await fetch(`${journey.provider.url}${path}`, {
    method: options.body === undefined && !options.admin ? 'GET' : 'POST',
    headers: {
      ...(authorization ? { authorization: `Bearer ${authorization}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A person verified the real way, through the provider's KYC calls and the auto-reviewer, signed in in `page`. */
async function verifiedThroughKyc(page: Page) {
  const user = await createUser(journey.provider.url, { password: PASSWORD });
  const mobile = user.mobile_number ?? '';
  await api('/auth/login', { body: { mobile_number: mobile, password: PASSWORD } });
  const { token } = await api('/auth/verify-otp', {
    body: { mobile_number: mobile, type: OTP_PURPOSE.login, otp: await newestOtp(mobile, OTP_PURPOSE.login) },
  });
  const as = (path: string, body: unknown) => api(path, { bearer: token, body });
  await completeKycSteps(journey.provider.url, { token, mobile }, { pan: freshPan() });
  await as('/kyc/submit', {});
  await expect
    .poll(async () => (await api('/kyc', { bearer: token })).state, { timeout: 20_000, interval: 250 })
    .toBe('approved');
  await journey.signIn(page, { mobile_number: mobile, password: PASSWORD });
  return { ...user, token };
}

describe('§4 the prompts an operator raises, from real data', () => {
  it('Re-KYC: the mandatory modal, OK to /in/profile-setup, the named part redone, verified again', async () => {
    const page = await journey.openPage('re-kyc');
    const person = await verifiedThroughKyc(page);
    await api(`/admin/kyc/${person.id}/re-kyc`, {
      admin: true,
      body: { reason: 'Your address proof has expired', steps: ['address'] },
    });

    await page.goto('/in/wallet');
    const modal = page.getByRole('dialog', { name: 'Re-KYC required' });
    await modal.getByText(/^Your KYC documents need to be verified again\./).waitFor();
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/in/profile-setup');
    // The reason and the part to redo; the prompt stays away on /in/profile-setup.
    await page.getByText('Your address proof has expired').waitFor();
    expect(await page.getByRole('dialog', { name: 'Re-KYC required' }).count()).toBe(0);
    // §2 the dropdown says so.
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('dialog').getByText('Re-KYC Needed', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    const address = step(page, 'Address');
    await address.getByLabel('Address line 1').fill('14 Residency Road');
    await address.getByRole('button', { name: 'Save and continue' }).click();
    await submitAndAwaitApproval(page);
    await page.goto('/in/wallet');
    await page.getByRole('heading', { name: 'Wallet', exact: true }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Re-KYC required' }).count()).toBe(0);
  });

  it("profile completion: 'Please update your address details!' leads to /in/profile/address until it is saved", async () => {
    const page = await journey.openPage('profile-completion');
    const person = await verifiedThroughKyc(page);
    await api(`/admin/kyc/${person.id}/require`, { admin: true, body: { kyc_doc_type: 'ADDRESS_DETAIL' } });

    await page.goto('/in/wallet');
    const modal = page.getByRole('dialog', { name: 'Complete your profile' });
    await modal.getByText('Please update your address details!').waitFor();
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/in/profile/address');
    await page.getByLabel('Address line 1').fill('9 Brigade Road');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved').waitFor();

    // Still verified throughout, and asked no more.
    expect((await api('/user-details', { bearer: person.token })).users[0]).toMatchObject({
      kyc_required: [],
      verification_status: 21,
      status: 1,
    });
    await page.goto('/in/wallet');
    await page.getByRole('heading', { name: 'Wallet', exact: true }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Complete your profile' }).count()).toBe(0);
  });
});
