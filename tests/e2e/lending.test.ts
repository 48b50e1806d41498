// Lending in Chromium: a verified person takes a loan against BTC at /in/lending, sees every term before committing
// (fee with GST, payout, interest, schedule, margin-call and liquidation prices), confirms (§4) and enters the lending
// code (§9, 7), sees the loan, gets a margin call when BTC falls, repays in full and gets the collateral back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { checkWidths } from '../support/pageFit.ts';
import { fundUser, newestCode } from '../support/provider.ts';

const journey = journeyForFile({ name: 'lending', viewport: { width: 1280, height: 900 } });

/** A definition list's figure by its label, inside a container. */
async function figure(scope: ReturnType<Page['locator']>, label: string): Promise<string> {
  const row = scope
    .locator('.data-list__row')
    .filter({ has: scope.page().getByRole('term').filter({ hasText: label }) });
  return ((await row.first().getByRole('definition').textContent()) ?? '').trim();
}

/** Holds a coin's mid price in paise (null: back to the market) and runs the loans' checks (a dev fixture). */
async function holdPrice(coin: string, mid: string | null): Promise<void> {
  const held = await fetch(`${journey.provider.url}/dev/loans/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin, mid }),
  });
  expect(held.status).toBe(200);
}

describe('lending against crypto', () => {
  it('takes a loan with its terms shown, gets a margin call, repays in full and gets the BTC back', async () => {
    const page = await journey.openPage('borrower');
    const person = await journey.signInNewUser(page, { state: 'verified' });
    await fundUser(journey.provider.url, person.id, 'BTC', '0.05');
    await fundUser(journey.provider.url, person.id, 'INR', '1000');
    const funded = await fetch(`${journey.provider.url}/dev/loans/fund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '100000000' }),
    });
    expect(funded.status).toBe(201);

    await page.goto('/in/lending');
    await page.getByRole('heading', { name: 'Lending', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Loan plans' }).getByText('30 days').waitFor();
    await page.getByText('No loans yet').waitFor();

    const form = page.getByRole('form', { name: 'Borrow against crypto' });
    await form.getByRole('radio', { name: '30 days' }).check();
    await form.getByLabel('Collateral', { exact: true }).fill('0.02');
    await form.getByLabel('Loan amount').fill('10000');
    // Review without the terms ticked: refused on the checkbox.
    await form.getByRole('button', { name: 'Review loan' }).click();
    await form.getByText('Accept the terms of the loan to continue').waitFor();

    // Every term shows before committing.
    const terms = form.locator('.lending__terms');
    expect(await figure(terms, 'Processing fee')).toBe('₹50.00');
    expect(await figure(terms, 'GST on the fee (18%)')).toBe('₹9.00');
    expect(await figure(terms, 'Paid to your wallet')).toBe('₹9,941.00');
    expect(await figure(terms, 'Margin call if BTC falls to')).toMatch(/^₹7,14,285\.\d\d$/);
    expect(await figure(terms, 'Collateral sold if BTC falls to')).toBe('₹6,25,000.00');
    expect(await terms.getByRole('table', { name: 'Repayment schedule' }).getByRole('row').count()).toBe(2);
    // The terms and their schedule fit every width, and no figure breaks across lines.
    expect(await checkWidths(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await form.getByLabel(/^I accept the loan terms/).check();
    await form.getByRole('button', { name: 'Review loan' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirm your loan' });
    await confirmation.waitFor();
    expect(await figure(confirmation.locator('.lending__terms'), 'Loan amount')).toBe('₹10,000.00');
    expect(await checkWidths(page, [360, 390])).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await confirmation.getByRole('button', { name: 'Confirm' }).click();

    const otpDialog = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await otpDialog.waitFor();
    await otpDialog
      .getByLabel('Enter OTP')
      .fill(await newestCode(journey.provider.url, person.mobile_number as string, 7));
    await otpDialog.getByRole('button', { name: 'Continue' }).click();
    await otpDialog.waitFor({ state: 'hidden' });

    const loans = page.getByRole('list', { name: 'Your loans' });
    const loan = loans.getByRole('listitem').filter({ hasText: 'Loan of ₹10,000.00' });
    await loan.waitFor();
    expect(await figure(loan, 'Owed')).toBe('₹10,000.00');

    // BTC falls under the margin-call price (held there by the dev fixture): the margin call reaches the person.
    await holdPrice('BTC', '70000000');
    await page.reload();
    await loan.waitFor();
    expect(await figure(loan, 'Loan-to-value')).toMatch(/^7\d\.\d\d%$/);
    await page.goto('/in/messages');
    await page.getByText('Margin call on your loan').first().waitFor();
    await holdPrice('BTC', null);
    await page.goto('/in/lending');
    await loan.waitFor();

    // Repay all of it: the loan closes and the collateral comes home.
    await loan.getByRole('button', { name: 'Repay all' }).click();
    await loan.getByRole('button', { name: 'Review repayment' }).click();
    // §4: nothing moves on one click; the confirmation says the collateral comes back and nothing is left owed.
    const confirm = page.getByRole('dialog', { name: 'Confirm repayment' });
    expect(await figure(confirm, 'Still owed after this')).toBe('₹0.00');
    expect(await figure(confirm, 'Collateral back to your wallet')).toBe('0.02 BTC');
    expect(await checkWidths(page, [360, 390])).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await loan.getByText('Repaid', { exact: true }).waitFor();
    expect(await figure(loan, 'Collateral held')).toBe('0 BTC');
    await loan.getByRole('button', { name: 'Statement' }).click();
    const statement = loan.getByRole('table', { name: /^Statement of loan/ });
    await statement.getByText('Collateral returned to your wallet').waitFor();
    expect(await statement.getByText('0.02 BTC', { exact: true }).count()).toBe(1);
    expect(await checkWidths(page)).toEqual([]);
    await page.goto('/in/wallet');
    await page.getByText('0.05', { exact: false }).first().waitFor();
  });
});
