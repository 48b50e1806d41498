// UMA in Chromium: B chooses a handle on the Receive tab and asks for ₹1,000 with its request link; A opens the link
// and sends the ₹1,000, then scans B's QR code (a photo of B's screen) asking for 0.001 BTC and sends that (each with
// the §4 confirmation, then the transaction code in 'Secondary Password (OTP)'); B, on the wallet in a second
// browser, is told of each live and sees both in the balances without a reload, and both in the UMA history.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { fundUser, newestCode } from '../support/provider.ts';

const journey = journeyForFile({ name: 'uma' });

/** Fills the Send tab (unless a request link filled it), then Review, Confirm and the transaction code. */
async function send(
  page: Page,
  mobile: string,
  to: string,
  asset: string,
  amount: string,
  filled = false,
): Promise<void> {
  await page.getByRole('tab', { name: 'Send' }).click();
  const form = page.getByRole('form', { name: 'Send money' });
  const recipient = form.getByLabel('To: mobile number or handle');
  const amountField = form.getByRole('textbox', { name: 'Amount', exact: true });
  const assetChoice = form.getByRole('radio', { name: asset, exact: true });
  if (filled) {
    expect(await recipient.inputValue()).toBe(to.replace(/^@/, ''));
    expect(await amountField.inputValue()).toBe(amount);
    expect(await assetChoice.isChecked()).toBe(true);
  } else {
    await recipient.fill(to);
    await assetChoice.check();
    await amountField.fill(amount);
  }
  await form.getByRole('button', { name: 'Review and send' }).click();
  const review = page.getByRole('dialog', { name: 'Confirm transfer' });
  await review.getByText(to).waitFor();
  await review.getByRole('button', { name: 'Confirm' }).click();
  const otp = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
  await otp.waitFor();
  // This send's own code (the previous one was spent; the outbox may not have the new one yet).
  let code = '';
  await expect
    .poll(async () => {
      code = await newestCode(journey.provider.url, mobile, OTP_PURPOSE.transaction);
      return usedCodes.has(code);
    })
    .toBe(false);
  usedCodes.add(code);
  await otp.getByLabel('Enter OTP').fill(code);
  await otp.getByRole('button', { name: 'Continue' }).click();
  await otp.waitFor({ state: 'detached' });
}

const usedCodes = new Set<string>();

function balanceRow(page: Page, asset: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(asset) }) });
}

describe('UMA: send to a handle, received live', () => {
  it('A sends ₹1,000 and 0.001 BTC to B’s handle; B sees both arrive live and in the balances', async () => {
    const pageA = await journey.openPage('uma-sender');
    const a = await journey.signInNewUser(pageA, { state: 'verified' });
    await fundUser(journey.provider.url, a.id, 'INR', '10000');
    await fundUser(journey.provider.url, a.id, 'BTC', '0.01');
    const pageB = await journey.openPage('uma-recipient');
    await journey.signInNewUser(pageB, { state: 'verified' });

    // B chooses a handle and sees it as a QR code with a request link.
    const handle = `bina${Date.now() % 1_000_000}`;
    await pageB.goto('/in/uma');
    await pageB.getByRole('heading', { name: 'Send, Receive — Anytime, Anywhere.' }).waitFor();
    await pageB.getByRole('tab', { name: 'Receive' }).click();
    await pageB.getByRole('textbox', { name: 'Handle', exact: true }).fill(handle);
    await pageB.getByRole('button', { name: 'Save handle' }).click();
    await pageB.getByRole('img', { name: `Pay @${handle} on Sikka` }).waitFor();
    // B asks for ₹1,000: the request link carries it.
    await pageB.getByRole('textbox', { name: 'Amount to request (optional)' }).fill('1000');
    const link = pageB.getByText(`/in/uma?to=${handle}&amount=1000&asset=INR`, { exact: false });
    const requestUrl = new URL((await link.textContent()) ?? '');
    // And 0.001 BTC: A will scan this one's QR code from a photo of B's screen.
    await pageB.getByRole('group', { name: 'Request' }).getByRole('radio', { name: 'BTC' }).check();
    await pageB.getByRole('textbox', { name: 'Amount to request (optional)' }).fill('0.001');
    await pageB.getByText(`/in/uma?to=${handle}&amount=0.001&asset=BTC`, { exact: false }).waitFor();
    const photo = await pageB.getByRole('img', { name: `Pay @${handle} on Sikka` }).screenshot();

    await pageB.goto('/in/wallet');
    await pageB.getByRole('heading', { name: 'Your balances' }).waitFor();

    // A opens B's request link: the Send tab is filled in.
    await pageA.goto(requestUrl.pathname + requestUrl.search);
    await send(pageA, a.mobile_number as string, `@${handle}`, 'INR', '1000', true);
    await pageA.getByRole('list', { name: 'Transfers' }).getByText(`To @${handle}`).first().waitFor();
    // B, without a reload: told, and the rupees in the balance.
    await pageB.getByTestId('event-toast').filter({ hasText: '₹1,000.00' }).first().waitFor();
    await expect.poll(async () => (await balanceRow(pageB, 'INR').textContent()) ?? '').toContain('1,000.00');

    await pageA.getByRole('tab', { name: 'Send' }).click();
    await pageA.getByRole('button', { name: 'Scan a QR code' }).click();
    await pageA
      .getByRole('dialog', { name: 'Scan a QR code' })
      .getByLabel('Choose a photo of the code')
      .setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: photo });
    await pageA.getByRole('dialog', { name: 'Scan a QR code' }).waitFor({ state: 'detached' });
    await send(pageA, a.mobile_number as string, `@${handle}`, 'BTC', '0.001', true);
    await pageB.getByTestId('event-toast').filter({ hasText: '0.001 BTC' }).first().waitFor();
    await expect.poll(async () => (await balanceRow(pageB, 'BTC').textContent()) ?? '').toContain('0.001');

    // Both in B's history.
    await pageB.goto('/in/uma');
    await pageB.getByRole('tab', { name: 'History' }).click();
    const history = pageB.getByRole('list', { name: 'Transfers' });
    await history.getByText('+₹1,000.00').waitFor();
    await history.getByText('+0.001 BTC').waitFor();
  });
});
