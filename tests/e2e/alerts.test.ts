// Price alerts in Chromium against the real stack: a person opens the alerts page from the instant page on its coin,
// sets an alert above the price, the simulated price is moved across it, and the alert goes off once — the toast, the
// list showing it went off, and the message at /in/messages. The page fits every width from 360 to 1440 px with no
// axe-core violation.
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { checkFit } from '../support/pageFit.ts';

const journey = journeyForFile({ name: 'alerts', viewport: { width: 1280, height: 900 } });

/** Holds BTC's mid price (paise; null lets it go back to the market), as the development fixtures allow. */
async function holdBtc(mid: string | null): Promise<void> {
  const held = await fetch(`${journey.provider.url}/dev/loans/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin: 'BTC', mid }),
  });
  expect(held.status).toBe(200);
}

describe('price alerts', () => {
  it('a person sets an alert on BTC, the price crosses it, and they are told once', async () => {
    const page = await journey.openPage('alerts');
    await journey.signInNewUser(page);
    await holdBtc('900000000');
    try {
      await page.goto('/in/bitcoin');
      await page.getByRole('link', { name: 'Set a price alert on BTC' }).click();
      await page.getByRole('heading', { name: 'Price Alerts', level: 1 }).waitFor();
      expect(new URL(page.url()).search).toBe('?coin=BTC');
      await page.getByText('BTC is ₹90,00,000.00 now').waitFor();

      // Under the price now: refused on the field, nothing set.
      await page.getByLabel('Price (₹)').fill('8900000');
      await page.getByRole('button', { name: 'Set alert' }).click();
      await page.getByText('BTC is ₹90,00,000.00 now: choose a price above it.').waitFor();
      await page.getByLabel('Price (₹)').fill('9100000');
      await page.getByRole('button', { name: 'Set alert' }).click();
      const alert = page.getByRole('listitem', { name: 'BTC above ₹91,00,000.00' });
      await alert.getByText('Active', { exact: true }).waitFor();
      await page.getByText('1 of 20 set').waitFor();
      expect(await checkFit(page)).toEqual([]);

      await holdBtc('915000000');
      await page.getByText('Your BTC price alert').first().waitFor({ timeout: 15_000 });
      await alert.getByText('Went off', { exact: true }).waitFor();
      await alert.getByText(/last went off .* at ₹91,50,000\.00/).waitFor();

      await page.goto('/in/messages');
      await page
        .getByText("BTC is at ₹91,50,000.00, above your alert's ₹91,00,000.00. The alert is now off.")
        .waitFor();
      // Once: moving back and across again tells nothing more.
      await holdBtc('900000000');
      await holdBtc('916000000');
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await page.reload();
      await page.getByText("above your alert's ₹91,00,000.00").first().waitFor();
      expect(await page.getByText("above your alert's ₹91,00,000.00").count()).toBe(1);
    } finally {
      await holdBtc(null);
    }
  });
});
