// A merchant's checkout in Chromium: the merchant makes a vendor order over /api/v1 with a signed trade key; a visitor
// opens its address (no header, menus or dock, no shell loader), sees the items and the total, signs in on the page
// (login form and its OTP), pays in rupees with the §4 confirmation and the transaction code, and sees the receipt;
// the merchant's API read says paid. Signed in and paid, the page passes axe-core and fits every width.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { type VendorOrder, vendorOrderSchema } from '@sikka/shared/vendorOrder/schemas';
import { describe, expect, it } from 'vitest';
import { makeApiKey, signedFetch } from '../support/apiKeys.ts';
import { journeyForFile } from '../support/journey.ts';
import { checkFit } from '../support/pageFit.ts';
import { createUser, fundUser, newestCode } from '../support/provider.ts';

const journey = journeyForFile({ name: 'vendor-order', viewport: { width: 360, height: 800 } });

/** The newest code of a purpose sent to `mobile` once it differs from `before`. */
async function nextCode(mobile: string, purpose: number, before: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = await newestCode(journey.provider.url, mobile, purpose).catch(() => '');
      return code !== '' && code !== before;
    })
    .toBe(true);
  return code;
}

describe('vendor orders', () => {
  it('a visitor pays a vendor order', async () => {
    const merchant = await createUser(journey.provider.url, { state: 'verified' });
    const apiKey = await makeApiKey(
      journey.provider.url,
      { mobile: merchant.mobile_number as string },
      ['read', 'trade'],
      { displayName: 'Banaras Weaves' },
    );
    const made = await signedFetch(journey.bff.url, apiKey, {
      method: 'POST',
      target: '/api/v1/vendor-orders',
      body: {
        reference: 'INV-2041',
        items: [
          { name: 'Cotton kurta', quantity: 2, unit_price: '799.50' },
          { name: 'Gift wrap', quantity: 1, unit_price: '49' },
        ],
      },
    });
    expect(made.status).toBe(200);
    const order: VendorOrder = vendorOrderSchema.parse(await made.json());
    const payer = await createUser(journey.provider.url, { state: 'verified' });
    const mobile = payer.mobile_number as string;
    await fundUser(journey.provider.url, payer.id, 'INR', '5000');

    const page = await journey.openPage('vendor-order');
    await page.goto(order.checkout_path);
    await page.getByRole('heading', { name: 'Pay Banaras Weaves' }).waitFor();
    const items = page.getByRole('table', { name: 'Items' });
    expect(await items.textContent()).toContain('2 × ₹799.50');
    expect(await items.textContent()).toContain('₹1,599.00');
    expect(await items.getByRole('row', { name: /Total/ }).textContent()).toContain('₹1,648.00');
    // §2: no header, footer or dock on a checkout.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    // A visitor's checkout is in the pages-fit survey; this payer goes on on a phone.
    await page.setViewportSize({ width: 360, height: 800 });

    // Sign in on the page: the login form, then its OTP.
    await page.getByRole('heading', { name: 'Log in to pay' }).waitFor();
    await page.getByLabel('Mobile Number or Email').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(payer.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    const login = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await login.waitFor();
    await login.getByLabel('Enter OTP').fill(await nextCode(mobile, OTP_PURPOSE.login, ''));
    await login.getByRole('button', { name: 'Continue' }).click();
    await login.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(order.checkout_path);

    // The signed-in checkout passes axe-core and fits every width; then, on the phone, pay in rupees: the
    // confirmation with every line, then the transaction code.
    const form = page.getByRole('form', { name: 'Pay' });
    await form.waitFor();
    expect(await checkFit(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await form.getByRole('radio', { name: 'Rupees' }).check();
    await form.getByRole('button', { name: 'Pay ₹1,648.00' }).click();
    const review = page.getByRole('dialog', { name: 'Confirm payment' });
    await review.getByText('You pay').waitFor();
    expect(await review.textContent()).toContain('₹1,648.00');
    await review.getByRole('button', { name: 'Confirm' }).click();
    const otp = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await otp.waitFor();
    await otp.getByLabel('Enter OTP').fill(await nextCode(mobile, OTP_PURPOSE.transaction, ''));
    await otp.getByRole('button', { name: 'Continue' }).click();
    await otp.waitFor({ state: 'detached' });

    const receipt = page.getByRole('status').filter({ hasText: 'Receipt' });
    await receipt.getByText('Payment successful').waitFor();
    expect(await receipt.textContent()).toContain('₹1,648.00');
    expect(await checkFit(page)).toEqual([]);

    const read = await signedFetch(journey.bff.url, apiKey, {
      method: 'GET',
      target: `/api/v1/vendor-orders/${order.id}`,
    });
    expect(vendorOrderSchema.parse(await read.json()).status).toBe('paid');
  }, 40_000);
});
