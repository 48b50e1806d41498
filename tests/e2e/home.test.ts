// Journey: a visitor opens the platform in a real Chromium against the real provider and BFF.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../../server/src/clientPreloads.ts';
import { journeyForFile } from '../support/journey.ts';

const ADMIN_TOKEN = 'home-journey-admin-token-7d2c9e4b1a6f3058';
const journey = journeyForFile({ name: 'home', provider: { ADMIN_TOKEN } });

describe('the platform in a browser', () => {
  it('serves /in/home with the Sikka page and the default title', async () => {
    const page = await journey.openPage('home');
    await page.goto('/in/home');
    await expect.poll(() => page.getByRole('heading', { name: 'Sikka', exact: true }).count()).toBe(1);
    expect(await page.title()).toContain('a crypto investment app trusted by millions');
  });
});

describe('a first load fetches its page’s code beside the entry', () => {
  /** The scripts a page's HTML preloads and the scripts the page went on to load, once the network is quiet. */
  async function preloadsAndLoads(page: Page, path: string) {
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') loaded.add(new URL(request.url()).pathname);
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    return { preloads, loaded };
  }

  it('the built client has every page module the BFF names', () => {
    const manifest = JSON.parse(readFileSync(join(journey.clientDist, '.vite', 'manifest.json'), 'utf8'));
    for (const module of Object.values(PAGE_MODULES).flat()) expect(manifest).toHaveProperty([module]);
  });

  it.each([
    ['/in/home', /\/DashboardRoute-[\w-]+\.js$/],
    ['/in/home?type=login', /\/AuthPage-[\w-]+\.js$/],
    ['/in/bitcoin', /\/InstantRoute-[\w-]+\.js$/],
    ['/in/exchange/inr/btc', /\/ExchangeRoute-[\w-]+\.js$/],
  ])('%s preloads its page chunk, and only scripts the page then runs', async (path, pageChunk) => {
    const page = await journey.openPage('preloads');
    const { preloads, loaded } = await preloadsAndLoads(page, path);
    expect(preloads.some((href) => pageChunk.test(href ?? ''))).toBe(true);
    for (const href of preloads) expect(loaded).toContain(href);
  });
});

describe('a first load fetches only the fonts its characters need', () => {
  it('/in/home shows ₹ from its own small file, not Inter’s 85 KB latin-ext one', async () => {
    const page = await journey.openPage('fonts');
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/in/home', { waitUntil: 'networkidle' });
    await page.getByText('₹').first().waitFor();
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    expect(fonts.some((path) => /\/inter-rupee-wght-normal-[\w-]+\.woff2$/.test(path))).toBe(true);
    expect(fonts.filter((path) => path.includes('latin-ext'))).toEqual([]);
  });
});

describe('a first load renders without waiting for the §2 authentication check', () => {
  /** The auth.session calls a page makes until the network is quiet. */
  function sessionCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/trpc/') && request.url().includes('auth.session'))
        calls.push(request.url());
    });
    return calls;
  }

  it('a visitor: the page says signed out, and the auth page opens with no check call', async () => {
    const page = await journey.openPage('visitor-session');
    const calls = sessionCalls(page);
    await page.goto('/in/home?type=login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    expect(calls).toEqual([]);
  });

  it('a signed-in user: the page carries their session, the dashboard opens with no check call', async () => {
    const page = await journey.openPage('signed-in-session');
    const user = await journey.signInNewUser(page);
    const calls = sessionCalls(page);
    const response = await page.goto('/in/home', { waitUntil: 'networkidle' });
    const block = /<script type="application\/json" id="sikka-session">([^<]*)<\/script>/.exec(
      (await response?.text()) ?? '',
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({ signedIn: true, userId: user.id });
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(calls).toEqual([]);
  });
});

describe('campaign landing pages (/in/marketing)', () => {
  it("shows the built-in campaign, then an operator's own, and says when it has ended; no site chrome", async () => {
    const page = await journey.openPage('marketing', { viewport: { width: 390, height: 844 } });
    await page.goto('/in/marketing');
    await page.getByRole('heading', { name: 'Start your crypto journey with ₹100', level: 1 }).waitFor();
    expect(await page.locator('.app-header, footer.footer, .left-menu').count()).toBe(0);

    const put = (body: unknown) =>
      fetch(`${journey.provider.url}/admin/marketing/diwali-2026`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
        body: JSON.stringify(body),
      });
    const diwali = {
      title: 'Diwali on Sikka',
      subtitle: 'Light up your portfolio.',
      paragraphs: ['Buy Bitcoin in rupees in seconds.'],
      points: [{ title: 'Instant', text: 'A locked price for every quote.' }],
      cta: { label: 'Buy Bitcoin', path: '/in/bitcoin' },
    };
    expect((await put(diwali)).status).toBe(200);
    await page.goto('/in/marketing/diwali-2026');
    await page.getByRole('heading', { name: 'Diwali on Sikka', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Instant', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Buy Bitcoin' }).click();
    await page.waitForURL('**/in/bitcoin');

    expect((await put({ ...diwali, active: false })).status).toBe(200);
    await page.goto('/in/marketing/diwali-2026');
    await page.getByRole('heading', { name: 'This campaign has ended', level: 1 }).waitFor();
  });
});
