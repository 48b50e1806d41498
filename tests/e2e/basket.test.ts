// Crypto baskets in Chromium: a verified person sees the baskets with their composition and past, is refused under
// the minimum on the amount field (§8), buys Top 3 after the §4 confirmation with every component's lines, sees the
// holding with its value, starts a daily buying plan and sees its first run in the plan's history.
import { toMinorUnits } from '@sikka/shared/money/amount';
import { describe, expect, it } from 'vitest';
import { closeScratchCard, journeyForFile } from '../support/journey.ts';
import { fundUser } from '../support/provider.ts';

const journey = journeyForFile({ name: 'basket', viewport: { width: 1280, height: 900 } });

describe('crypto baskets and buying plans', () => {
  it('buys a basket, sees the holding, starts a daily plan and sees its first run', async () => {
    const page = await journey.openPage('basket');
    const person = await journey.signInNewUser(page, { state: 'verified' });
    await fundUser(journey.provider.url, person.id, 'INR', '10000');

    await page.goto('/in/crypto-basket');
    await page.getByRole('heading', { name: 'Crypto Basket', level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: 'Baskets' });
    const top3 = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Top 3' }) });
    await top3.getByRole('list', { name: 'Top 3 composition' }).getByText('50%').waitFor();
    await top3.getByText(/unregulated/).waitFor();
    await page.getByText('No baskets yet').waitFor();

    const form = page.getByRole('form', { name: 'Buy a basket' });
    await form.getByRole('radio', { name: 'Top 3' }).check();
    await form.getByLabel('Amount').fill('500');
    await form.getByRole('button', { name: 'Review purchase' }).click();
    await form.getByText('The minimum basket amount is ₹1,000.00').waitFor();

    await form.getByLabel('Amount').fill('2000');
    await form.getByRole('button', { name: 'Review purchase' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirm purchase' });
    await confirmation.waitFor();
    for (const coin of ['BTC', 'ETH', 'USDT'])
      await confirmation.getByRole('heading', { name: `Buy ${coin}` }).waitFor();
    await confirmation.getByText('GST').first().waitFor();
    await confirmation.getByRole('button', { name: 'Confirm' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await closeScratchCard(page);

    const holding = page.getByRole('article', { name: 'Top 3 holding' });
    await holding.getByText('Current value').waitFor();
    expect(await holding.getByRole('row').count()).toBe(4);

    const plan = page.getByRole('form', { name: 'Start a buying plan' });
    await plan.getByLabel('What to buy').selectOption('BTC');
    await plan.getByLabel('Amount each time').fill('500');
    await plan.getByRole('radio', { name: 'Daily' }).check();
    await plan.getByRole('button', { name: 'Review plan' }).click();
    const planConfirmation = page.getByRole('dialog', { name: 'Confirm buying plan' });
    await planConfirmation.getByRole('button', { name: 'Confirm' }).click();
    const row = page.getByRole('listitem', { name: 'Plan: BTC' });
    await row.getByText('Active').waitFor();
    // The first run is due at once: the provider's job queue buys within a poll or two, and the list refreshes.
    await row.getByRole('table', { name: 'History' }).getByText('Bought').waitFor({ timeout: 20_000 });
    // The run's record says what was paid: at most ₹500.00, fee and GST included.
    const paid =
      (await row.getByRole('table', { name: 'History' }).getByRole('cell').nth(1).textContent()) ?? '';
    const paise = toMinorUnits(paid.replace(/[₹,]/g, ''), 'INR');
    expect(paise).toBeGreaterThan(490_00n);
    expect(paise).toBeLessThanOrEqual(500_00n);

    // §4: cancelling asks first; keeping it changes nothing.
    await row.getByRole('button', { name: 'Cancel plan' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this buying plan?' });
    await cancel.getByRole('button', { name: 'Keep plan' }).click();
    await cancel.waitFor({ state: 'detached' });
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: 'Cancel plan' }).click();
    await cancel.getByRole('button', { name: 'Cancel plan' }).click();
    await cancel.waitFor({ state: 'detached' });
    await row.getByText('Cancelled', { exact: true }).waitFor();
  }, 90_000);
});
