// Sikka as an installed web app (docs/app.md): Chromium finds it installable, offline it opens the offline page with
// the last known prices marked stale (never a browser error page, never a balance), a new release replaces the
// shell's cache whole, and a signed-in session leaves no private answer in any cache.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launchWithProfile } from '../support/browser.ts';
import { journeyForFile } from '../support/journey.ts';
import { checkFit } from '../support/pageFit.ts';
import { freePort, type RunningProcess, startBff } from '../support/processes.ts';
import { until } from '../support/until.ts';

const journey = journeyForFile({
  name: 'installable-app',
  viewport: { width: 390, height: 844 },
  serviceWorkers: 'allow',
});
const started: RunningProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  await Promise.all(started.map((bff) => bff.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// The few browser globals the checks use (tests/ compiles without the DOM library).
interface CacheLike {
  keys(): Promise<Array<{ url: string }>>;
  match(key: string): Promise<{ text(): Promise<string> } | undefined>;
}
interface BrowserGlobals {
  caches: { keys(): Promise<string[]>; open(name: string): Promise<CacheLike> };
  navigator: {
    serviceWorker: {
      ready: Promise<unknown>;
      controller: { scriptURL: string } | null;
      getRegistration(): Promise<{ update(): Promise<unknown> } | undefined>;
    };
  };
}

/** Every cache of the page's origin with the URLs it holds. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const { caches } = globalThis as unknown as BrowserGlobals;
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      found[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return found;
  });
}

/** Waits until the worker controls the page and has kept the public prices for the offline page. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.ready);
  await until(
    () =>
      page.evaluate(
        () => (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.controller !== null,
      ),
    { what: 'the service worker to control the page' },
  );
  await until(async () => (await cachedUrls(page))['sikka-market']?.includes('/offline/last-prices'), {
    what: 'the last public prices in the market cache',
  });
}

const shellCaches = (caches: Record<string, string[]>) =>
  Object.keys(caches).filter((n) => n.startsWith('sikka-shell-'));

describe('the installable app', () => {
  it('is installable in Chromium: manifest, icons and worker with no installability error', async () => {
    // A profile on disk: Chromium never offers to install from an incognito context, which every journey page is.
    const profile = mkdtempSync(join(tmpdir(), 'sikka-profile-'));
    folders.push(profile);
    const context = await launchWithProfile(profile, journey.bff.url);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/in/home');
      await workerReady(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
      const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
      expect(errors.map((error) => error.message)).toEqual([]);
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest).toMatchObject({
        start_url: '/in/home',
        display: 'standalone',
        theme_color: '#0f766e',
      });
      const worker = await page.request.get('/sw.js');
      expect(worker.headers()['cache-control']).toBe('no-cache');
    } finally {
      await context.close();
    }
  });

  it('offline, opens the offline page with the last known prices marked stale, fitting 360–1440 px', async () => {
    const page = await journey.openPage('offline');
    await page.goto('/in/home');
    await workerReady(page);
    await page.context().setOffline(true);
    const answer = await page.goto('/in/wallet');
    expect(answer?.status()).toBe(503);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    const prices = page.getByRole('heading', { name: /Last known prices/ });
    await expect(prices.innerText()).resolves.toMatch(/Stale/);
    await expect(page.getByText(/Not live: as of \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/).count()).resolves.toBe(
      1,
    );
    await expect(page.getByRole('row', { name: /Bitcoin BTC .*₹[\d,]+\.\d{2}/ }).count()).resolves.toBe(1);
    expect(await page.locator('body').innerText()).not.toMatch(/balance:|portfolio value/i);
    expect(await checkFit(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: join(tmpdir(), 'sikka-offline-360.png'), fullPage: true });
    // Through the DevTools protocol's own offline switch too, on another address.
    await page.context().setOffline(false);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.goto('/in/exchange/inr/btc');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByRole('link', { name: 'Try again' }).waitFor();
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/in/exchange/inr/btc',
    );
  });

  it('after a signed-in session, no cache holds a /trpc answer, a page or anything of the person', async () => {
    const page = await journey.openPage('private');
    await journey.signIn(page);
    for (const path of [
      '/in/home',
      '/in/wallet',
      '/in/wallet/history',
      '/in/messages',
      '/in/exchange/inr/btc',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await workerReady(page);
    const caches = await cachedUrls(page);
    expect(Object.keys(caches).sort()).toEqual(['sikka-market', ...shellCaches(caches)].sort());
    const urls = Object.values(caches).flat();
    expect(urls.filter((url) => url.startsWith('/trpc') || url.startsWith('/in/') || url === '/')).toEqual(
      [],
    );
    const [shell] = shellCaches(caches);
    expect(
      caches[shell ?? '']?.every((url) =>
        /^\/(assets|icons)\/|^\/(offline\.css|manifest\.webmanifest)$/.test(url),
      ),
    ).toBe(true);
    // The market cache's one entry is the public prices: coins and their prices, nothing else.
    const stored = await page.evaluate(async () => {
      const { caches } = globalThis as unknown as BrowserGlobals;
      return (await (await caches.open('sikka-market')).match('/offline/last-prices'))?.text();
    });
    const snapshot = JSON.parse(stored ?? '{}') as {
      at: number;
      prices: Record<string, Record<string, string>>;
    };
    expect(Object.keys(snapshot).sort()).toEqual(['at', 'prices']);
    for (const price of Object.values(snapshot.prices)) {
      expect(Object.keys(price).sort()).toEqual(['buying_price', 'change', 'selling_price']);
    }
  });

  it('a new release replaces the shell cache whole: new name, new files, the old cache gone', async () => {
    // The next release: this build with its offline stylesheet changed, and the worker's precache list saying so.
    const next = mkdtempSync(join(tmpdir(), 'sikka-next-release-'));
    folders.push(next);
    cpSync(journey.clientDist, next, { recursive: true });
    const css = `${readFileSync(join(next, 'offline.css'), 'utf8')}\n/* next release */\n`;
    writeFileSync(join(next, 'offline.css'), css);
    rmSync(join(next, 'offline.css.br'));
    rmSync(join(next, 'offline.css.gz'));
    const revision = createHash('md5').update(css).digest('hex');
    const worker = readFileSync(join(next, 'sw.js'), 'utf8');
    const rewritten = worker.replace(
      /"revision":"[0-9a-f]+","url":"offline\.css"/,
      `"revision":"${revision}","url":"offline.css"`,
    );
    expect(rewritten).not.toBe(worker);
    writeFileSync(join(next, 'sw.js'), rewritten);
    for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(next, copy), { force: true });

    const port = String(await freePort());
    const env = { PORT: port };
    const first = await startBff(journey.provider.url, { ...env, CLIENT_DIST: journey.clientDist });
    started.push(first);
    const page = await journey.openPage('release', { on: first });
    await page.goto('/in/home');
    await workerReady(page);
    const before = shellCaches(await cachedUrls(page));
    expect(before).toHaveLength(1);

    await first.stop();
    const second = await startBff(journey.provider.url, { ...env, CLIENT_DIST: next });
    started.push(second);
    await page.goto('/in/home');
    await page.evaluate(async () => {
      const registration = await (
        globalThis as unknown as BrowserGlobals
      ).navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const after = await until(
      async () => {
        const names = shellCaches(await cachedUrls(page));
        return names.length === 1 && names[0] !== before[0] ? names : undefined;
      },
      { what: 'the next release to replace the shell cache' },
    );
    expect(after).not.toContain(before[0]);
    const served = await page.evaluate(async (name) => {
      const { caches } = globalThis as unknown as BrowserGlobals;
      // Workbox keys a file with a revision by its URL and that revision.
      const cache = await caches.open(name);
      const key = (await cache.keys()).find((request) => new URL(request.url).pathname === '/offline.css');
      return key ? (await cache.match(key.url))?.text() : undefined;
    }, after[0] ?? '');
    expect(served).toContain('/* next release */');
  });
});
