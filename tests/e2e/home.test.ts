// Journey: a visitor opens the platform in a real Chromium against the real provider and BFF.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from '../../server/src/clientPreloads.ts';
import { journeyForFile } from '../support/journey.ts';

const journey = journeyForFile({ name: 'home' });

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
    ['/in/home', /\/DashboardPage-[\w-]+\.js$/],
    ['/in/home?type=login', /\/AuthPage-[\w-]+\.js$/],
    ['/in/bitcoin', /\/InstantRoute-[\w-]+\.js$/],
    ['/in/exchange/inr/btc', /\/ExchangePage-[\w-]+\.js$/],
  ])('%s preloads its page chunk, and only scripts the page then runs', async (path, pageChunk) => {
    const page = await journey.openPage('preloads');
    const { preloads, loaded } = await preloadsAndLoads(page, path);
    expect(preloads.some((href) => pageChunk.test(href ?? ''))).toBe(true);
    for (const href of preloads) expect(loaded).toContain(href);
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
