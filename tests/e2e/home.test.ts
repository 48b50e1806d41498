// Journey: a visitor opens the platform in a real Chromium against the real provider and BFF.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { buildClient } from '../support/clientBuild.ts';
import { type RunningProcess, startBff, startProvider } from '../support/processes.ts';

let provider: RunningProcess;
let bff: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  const clientDist = buildClient();
  provider = await startProvider();
  bff = await startBff(provider.url, { CLIENT_DIST: clientDist });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await bff?.stop();
  await provider?.stop();
});

describe('the platform in a browser', () => {
  it('serves /in/home with the Sikka page and the default title', async () => {
    const page = await browser.newPage();
    await page.goto(`${bff.url}/in/home`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sikka' }).count()).toBe(1);
    expect(await page.title()).toContain('a crypto investment app trusted by millions');
    await page.close();
  });
});
