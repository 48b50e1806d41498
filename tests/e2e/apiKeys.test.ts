// Integrators in Chromium: a person makes an API key on /in/profile/api-keys with the §9 transaction code (the secret
// shown once), revokes it the same way, and reads the API documentation rendered from the OpenAPI document — under
// the page's Content-Security-Policy, and fitting a phone.
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { newestCode } from '../support/provider.ts';

const journey = journeyForFile({ name: 'api-keys', viewport: { width: 1280, height: 900 } });

describe('API keys, the API documentation and the partner page', () => {
  it('makes a key with the OTP (its secret shown once), lists it, and revokes it', async () => {
    const page = await journey.openPage('api-keys');
    const user = await journey.signInNewUser(page, { state: 'verified' });
    const mobile = user.mobile_number as string;
    await page.goto('/in/profile/api-keys');
    await page.getByRole('heading', { name: 'API Keys', level: 1 }).waitFor();
    await page.getByText('No API keys yet.').waitFor();

    const form = page.getByRole('form', { name: 'New key' });
    await form.getByLabel('Label').fill('Tax tool');
    await form.getByLabel('Trade: place and cancel orders').check();
    await form.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await dialog
      .getByLabel('Enter OTP')
      .fill(await newestCode(journey.provider.url, mobile, OTP_PURPOSE.transaction));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Copy your secret now').waitFor();
    const secret = await page.locator('.api-keys__secret dd code').nth(1).textContent();
    expect(secret?.length ?? 0).toBeGreaterThanOrEqual(32);
    const keys = page.getByRole('list', { name: 'Your API keys' });
    await keys.getByText('Tax tool', { exact: true }).waitFor();
    await expect.poll(() => keys.getByText('Scopes: read, trade').count()).toBe(1);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.getByText(secret as string).count()).toBe(0);

    await keys.getByRole('button', { name: 'Revoke Tax tool' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this key?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    const revoke = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await revoke.waitFor();
    await revoke
      .getByLabel('Enter OTP')
      .fill(await newestCode(journey.provider.url, mobile, OTP_PURPOSE.transaction));
    await revoke.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('No API keys yet.').waitFor();
  });

  it('renders the API reference from the OpenAPI document, with no policy violation, fitting a phone', async () => {
    const page = await journey.openPage('api-docs', { viewport: { width: 390, height: 844 } });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/in/support/api-documentation');
    await page.getByRole('heading', { name: 'API Documentation', level: 1 }).waitFor();
    await page.getByText('/api/v1/orders/cancel-all').first().waitFor({ timeout: 20_000 });
    await page.getByText('/api/v1/account/balances').first().waitFor();
    expect(violations).toEqual([]);
    const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('the partner page /in/integrate calls the public API live and leads to the reference and the keys', async () => {
    const page = await journey.openPage('integrate', { viewport: { width: 390, height: 844 } });
    await page.goto('/in/integrate');
    await page.getByRole('heading', { name: 'Integrate with Sikka', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Try it' }).click();
    const answer = page.getByRole('status', { name: "The API's answer" });
    await answer.getByText(/^HTTP 200 · ETag /).waitFor();
    expect(await answer.locator('code').textContent()).toContain('"pair": "BTC-INR"');
    expect(await page.getByRole('link', { name: 'Make an API key' }).getAttribute('href')).toBe(
      '/in/profile/api-keys',
    );
    await page.getByRole('link', { name: 'Read the API reference' }).click();
    await page.getByRole('heading', { name: 'API Documentation', level: 1 }).waitFor();
  });
});
