// The shop and the paper wallet in Chromium. A verified person buys an Amazon Pay ₹500 voucher with rupees (the §4
// confirmation, then the transaction code in 'Secondary Password (OTP)') and finds its code in My orders. Then, on
// the same signed-in page with every request and websocket frame recorded, they make a BTC and an ETH paper wallet
// (the second offline) and print it: only the wallet prints, and nothing sent carries the key or the address.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { fundUser, newestCode } from '../support/provider.ts';

const journey = journeyForFile({ name: 'shop' });
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now (pagesFit checks the pages as they open; these are later states). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe, document } = globalThis as unknown as {
      axe: {
        run(
          context: unknown,
        ): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }>;
      };
      document: unknown;
    };
    const result = await axe.run(document);
    return result.violations.map(
      (v) => `${v.id}: ${JSON.stringify(v.nodes.slice(0, 2).map((n) => n.target))}`,
    );
  });
}

/** Everything the page sent or received: request URLs, headers and bodies, and websocket frames both ways. */
function recordTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(request.url(), JSON.stringify(request.headers()), request.postData() ?? '');
  });
  page.on('websocket', (socket) => {
    seen.push(socket.url());
    socket.on('framesent', (frame) => seen.push(String(frame.payload)));
    socket.on('framereceived', (frame) => seen.push(String(frame.payload)));
  });
  return seen;
}

interface PrintGlobals {
  print: () => void;
  __prints: number;
  localStorage: { length: number; key(i: number): string | null; getItem(k: string): string | null };
  sessionStorage: { length: number; key(i: number): string | null; getItem(k: string): string | null };
}

describe('the shop and the paper wallet', () => {
  it('buys a voucher and finds its code; makes and prints paper wallets that never leave the page', async () => {
    const page = await journey.openPage('shop');
    const traffic = recordTraffic(page);
    // window.print stubbed to count its calls (a real print dialog would block the page).
    await page.addInitScript(() => {
      const w = globalThis as unknown as PrintGlobals;
      w.__prints = 0;
      w.print = () => {
        w.__prints += 1;
      };
    });
    const user = await journey.signInNewUser(page, { state: 'verified' });
    await fundUser(journey.provider.url, user.id, 'INR', '2000');

    // The shop: the catalogue with stock, then a voucher bought with rupees.
    await page.goto('/in/shop');
    await page.getByRole('heading', { name: 'Shop', exact: true }).waitFor();
    const catalogue = page.getByRole('list', { name: 'Catalogue' });
    await catalogue.getByRole('heading', { name: 'Amazon Pay' }).waitFor();
    const form = page.getByRole('form', { name: 'Buy a voucher' });
    await form.getByLabel('Brand').selectOption('amazon-pay');
    await form.getByRole('radio', { name: /^₹500\.00 · \d+ left$/ }).check();
    await form.getByRole('radio', { name: 'Rupees' }).check();
    await form.getByRole('button', { name: 'Review purchase' }).click();
    const review = page.getByRole('dialog', { name: 'Confirm purchase' });
    await review.getByText('You pay').waitFor();
    expect(await review.textContent()).toContain('₹500.00');
    await review.getByRole('button', { name: 'Confirm' }).click();
    const otp = page.getByRole('dialog', { name: 'Secondary Password (OTP)' });
    await otp.waitFor();
    let code = '';
    await expect
      .poll(async () => {
        code = await newestCode(journey.provider.url, user.mobile_number as string, OTP_PURPOSE.transaction);
        return code;
      })
      .toMatch(/^\d{6}$/);
    await otp.getByLabel('Enter OTP').fill(code);
    await otp.getByRole('button', { name: 'Continue' }).click();
    await otp.waitFor({ state: 'detached' });

    // My orders: the voucher, its code shown on demand.
    const orders = page.getByRole('list', { name: 'Orders' });
    await orders.getByText('Amazon Pay ₹500.00').waitFor();
    // The purchase's message, in /in/messages, leads to My orders.
    await page.goto('/in/messages');
    await page.getByText('See its code in Shop › My orders.', { exact: false }).first().waitFor();
    await page.getByRole('link', { name: 'Open My orders' }).first().click();
    await page.waitForURL(/\/in\/shop\?tab=orders$/);
    await orders.getByText('Amazon Pay ₹500.00').waitFor();
    await orders.getByRole('button', { name: 'Show code of Amazon Pay ₹500.00' }).click();
    const voucher = orders.getByText(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    await voucher.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await voucher.textContent()).toMatch(/^[A-Z2-9]{4}-/);

    // The paper wallet, on the same signed-in page (its live websocket open and recorded).
    const recordedBefore = traffic.length;
    await page.goto('/in/more/paper-wallet');
    await page.getByRole('heading', { name: 'Paper wallet' }).waitFor();
    await page
      .getByText('Anyone who sees or copies the private key owns the coins', { exact: false })
      .waitFor();
    await page.getByRole('radio', { name: 'Bitcoin (BTC)' }).check();
    await page.getByRole('button', { name: 'Generate wallet' }).click();
    const sheet = page.getByRole('article', { name: 'Bitcoin (BTC) paper wallet' });
    await sheet.getByRole('img', { name: 'Address QR code' }).waitFor();
    await sheet.getByRole('img', { name: 'Private key QR code' }).waitFor();
    const btcAddress = (await sheet.getByTestId('paper-wallet-address').textContent()) ?? '';
    const btcKey = (await sheet.getByTestId('paper-wallet-key').textContent()) ?? '';
    expect(btcAddress).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(btcKey).toMatch(/^[KL][1-9A-HJ-NP-Za-km-z]{51}$/);
    await sheet.getByRole('button', { name: 'Show private key' }).click();
    expect(await axeViolations(page)).toEqual([]);

    // Print: window.print called once; under print media only the sheet is visible.
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (globalThis as unknown as PrintGlobals).__prints)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const visibility = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate(
          (el) =>
            (
              globalThis as unknown as { getComputedStyle(e: unknown): { visibility: string } }
            ).getComputedStyle(el).visibility,
        );
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Paper wallet' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    // Nothing else takes room: the printed document is about the sheet's height, not the page's.
    const heights = await page.evaluate(() => {
      type Box = { getBoundingClientRect(): { height: number } };
      const w = globalThis as unknown as {
        innerHeight: number;
        document: { documentElement: { scrollHeight: number }; querySelector(s: string): Box };
      };
      return {
        document: w.document.documentElement.scrollHeight,
        viewport: w.innerHeight,
        sheet: w.document.querySelector('.paper-wallet__sheet').getBoundingClientRect().height,
      };
    });
    // At most one screen, or the sheet and a margin where it is taller: never the whole page's height.
    expect(heights.document, JSON.stringify(heights)).toBeLessThanOrEqual(
      Math.max(heights.viewport, heights.sheet + 100),
    );
    expect(await visibility('.paper-wallet__sheet')).toBe('visible');
    expect(await visibility('[data-testid="paper-wallet-key"]')).toBe('visible');
    expect(await page.getByRole('button', { name: 'Hide private key' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Offline once loaded: an Ether wallet is made with the network cut.
    await page.context().setOffline(true);
    await page.getByRole('radio', { name: 'Ether (ETH)' }).check();
    await page.getByRole('button', { name: 'Generate wallet' }).click();
    const ethSheet = page.getByRole('article', { name: 'Ether (ETH) paper wallet' });
    const ethAddress = (await ethSheet.getByTestId('paper-wallet-address').textContent()) ?? '';
    const ethKey = (await ethSheet.getByTestId('paper-wallet-key').textContent()) ?? '';
    expect(ethAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(ethKey).toMatch(/^0x[0-9a-f]{64}$/);
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (globalThis as unknown as PrintGlobals).__prints)).toBe(2);
    await page.context().setOffline(false);
    // Let anything the app would send on reconnecting go out (and be recorded) before the check.
    await page.waitForTimeout(1_500);

    // Nothing sent or received carried a key or an address, in any spelling; none is in the URL or storage.
    expect(traffic.length).toBeGreaterThan(recordedBefore);
    const everything = traffic.join('\n').toLowerCase();
    for (const secret of [btcAddress, btcKey, ethAddress, ethKey, ethKey.slice(2), ethAddress.slice(2)]) {
      expect(secret.length).toBeGreaterThan(30);
      expect(everything).not.toContain(secret.toLowerCase());
      expect(everything).not.toContain(encodeURIComponent(secret).toLowerCase());
    }
    expect(page.url()).toMatch(/\/in\/more\/paper-wallet$/);
    const stored = await page.evaluate(() => {
      const w = globalThis as unknown as PrintGlobals;
      const all: string[] = [];
      for (const store of [w.localStorage, w.sessionStorage])
        for (let i = 0; i < store.length; i += 1) {
          const name = store.key(i) ?? '';
          all.push(name, store.getItem(name) ?? '');
        }
      return all.join('\n');
    });
    for (const secret of [btcKey, ethKey, btcAddress, ethAddress]) expect(stored).not.toContain(secret);
  });
});
