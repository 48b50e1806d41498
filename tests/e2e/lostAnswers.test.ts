// A buy whose answer is lost between the BFF and the provider (a fault proxy answers 502 after forwarding, or holds
// the answer while the person reloads) in a real Chromium: the page says it is checking, then shows the purchase —
// once — never 'Something went wrong', and no second buy happens. The key waits in local storage meanwhile.
// (Its own stack, not journeyForFile: a fault proxy stands between the BFF and the provider.)
import { GENERIC_ERROR_MESSAGE } from '@sikka/shared/errors/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { bffQuery, signInThroughBff } from '../support/browserSession.ts';
import { builtClient } from '../support/clientBuild.ts';
import { type FaultProxy, startFaultProxy } from '../support/faultProxy.ts';
import { type RunningProcess, startBff, startProvider } from '../support/processes.ts';
import { createUser, fundUser } from '../support/provider.ts';

// The few browser globals the checks read (tests/ compiles without the DOM library).
interface BrowserGlobals {
  reportText(text: string): void;
  document: {
    body: { innerText: string } | null;
    addEventListener(type: string, listener: () => void): void;
  };
  MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void };
  localStorage: { getItem(key: string): string | null };
}

const PROVIDER_TIMEOUT_MS = 4_000;
let provider: RunningProcess;
let proxy: FaultProxy;
let bff: RunningProcess;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  const clientDist = builtClient();
  provider = await startProvider();
  proxy = await startFaultProxy(provider.url);
  bff = await startBff(proxy.url, {
    CLIENT_DIST: clientDist,
    PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
    PROVIDER_STREAM_URL: `${provider.url.replace('http', 'ws')}/stream`,
  });
  browser = await launchBrowser();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await bff?.stop();
  await proxy?.close();
  await provider?.stop();
});

/** A verified, funded user's page, signed in; every text the page ever shows is recorded (toasts come and go). */
async function buyerPage(): Promise<{ page: Page; seen: string[] }> {
  const user = await createUser(provider.url, { state: 'verified' });
  await fundUser(provider.url, user.id, 'INR', '50000');
  context = await browser.newContext({ baseURL: bff.url, viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(20_000);
  const seen: string[] = [];
  await context.exposeBinding('reportText', (_source, text: string) => void seen.push(text));
  await context.addInitScript(() => {
    const web = globalThis as unknown as BrowserGlobals;
    const report = () => web.reportText(web.document.body?.innerText ?? '');
    web.document.addEventListener('DOMContentLoaded', () => {
      new web.MutationObserver(report).observe(web.document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
  });
  const page = await context.newPage();
  await signInThroughBff(page, provider.url, user.mobile_number as string, user.password);
  return { page, seen };
}

async function orderIds(page: Page): Promise<number[]> {
  const history = await bffQuery<{ data: Array<{ id: number }> }>(page, 'wallet.orderHistory', {
    days: 1,
    page: 1,
  });
  return history.data.map((order) => order.id);
}

/** Up to the §4 confirmation of a ₹1,000 BTC buy. */
async function confirmationOfBuy(page: Page) {
  await page.goto('/in/bitcoin');
  await page.getByRole('tab', { name: 'Buy' }).click();
  await page.getByRole('radio', { name: 'INR' }).check();
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Confirmation' });
  await dialog.waitFor();
  return dialog;
}

const pendingAttempts = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as BrowserGlobals).localStorage.getItem('sikka_pending_attempts'),
  );

describe('a buy whose answer was lost', () => {
  it("a proxy's 502 after the provider bought: 'checking…', then the purchase, once", async () => {
    const { page, seen } = await buyerPage();
    const dialog = await confirmationOfBuy(page);
    proxy.inject('POST', '/instant/orders', { kind: 'status-after', status: 502 });
    // The first question about it is slow, so the checking state can be seen.
    proxy.inject('POST', '/instant/orders/outcome', { kind: 'delay', ms: 1_500 });
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await dialog.getByText('Checking whether your order went through…').waitFor();
    expect(await pendingAttempts(page)).toMatch(/"kind":"instant_order"/);
    await page.getByRole('heading', { name: 'Purchase complete' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Purchase complete' }).count()).toBe(1);
    expect(await orderIds(page)).toHaveLength(1);
    expect(await pendingAttempts(page)).toBeNull();
    expect(seen.filter((text) => text.includes(GENERIC_ERROR_MESSAGE))).toEqual([]);
    expect(seen.filter((text) => text.includes('could not be placed'))).toEqual([]);
    expect(proxy.faulted).toContain('POST /instant/orders status-after');
  });

  it('the answer held while the person reloads: the reloaded page checks, shows the purchase, and nothing is bought twice', async () => {
    const { page, seen } = await buyerPage();
    const dialog = await confirmationOfBuy(page);
    proxy.inject('POST', '/instant/orders', { kind: 'hang-after' });
    proxy.inject('POST', '/instant/orders/outcome', { kind: 'delay', ms: 1_500 });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // The provider has bought; its answer is held by the proxy. The person gives up waiting and reloads.
    await expect.poll(() => proxy.faulted.includes('POST /instant/orders hang-after')).toBe(true);
    expect(await pendingAttempts(page)).toMatch(/"kind":"instant_order"/);
    await page.reload();

    await page.getByText('Checking whether your last order went through…').waitFor();
    await page.getByRole('heading', { name: 'Purchase complete' }).waitFor();
    expect(await orderIds(page)).toHaveLength(1);
    expect(await pendingAttempts(page)).toBeNull();
    // Past the BFF's own timeout of the held call, still one order, and a reload asks nothing more.
    await page.waitForTimeout(PROVIDER_TIMEOUT_MS);
    await page.reload();
    await page.getByRole('button', { name: 'Buy BTC' }).waitFor();
    expect(await page.getByText('Checking whether your last order went through…').count()).toBe(0);
    expect(await orderIds(page)).toHaveLength(1);
    expect(seen.filter((text) => text.includes(GENERIC_ERROR_MESSAGE))).toEqual([]);
  });
});
