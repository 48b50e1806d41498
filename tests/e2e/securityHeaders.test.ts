// The built client under the BFF's Content-Security-Policy in a real Chromium: the main pages, the captcha, the
// fonts, the charts, a live websocket, a dialog and a toast run with no violation; and no other origin can frame
// the app (clickjacking of a withdrawal).
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';
import { freePort } from '../support/processes.ts';

const journey = journeyForFile({
  name: 'security-headers',
  provider: { MARKET_TICK_MS: '300' },
  viewport: { width: 1366, height: 900 },
});
let attacker: Server | undefined;

afterAll(() => {
  attacker?.close();
});

// The few browser globals the checks use (tests/ compiles without the DOM library).
interface BrowserGlobals {
  addEventListener(type: string, listener: (event: Record<string, string>) => void): void;
  reportCspViolation(text: string): void;
  document: {
    body: unknown;
    fonts: { ready: Promise<unknown> } & Iterable<{ family: string; status: string }>;
  };
  getComputedStyle(element: unknown): { overflow: string; position: string };
}

interface Watched {
  page: Page;
  /** Every `securitypolicyviolation` event and console CSP error so far, across navigations. */
  violations: string[];
}

/** A page that reports CSP violations from its first script on (bindings and init scripts are outside the policy). */
async function watchedPage(name: string): Promise<Watched> {
  const page = await journey.openPage(name);
  const context = page.context();
  context.setDefaultTimeout(15_000);
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    const web = globalThis as unknown as BrowserGlobals;
    web.addEventListener('securitypolicyviolation', (event) => {
      const { violatedDirective, blockedURI, sourceFile, lineNumber } = event;
      web.reportCspViolation(`${violatedDirective} blocked ${blockedURI} (${sourceFile}:${lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
}

describe('the built client under its Content-Security-Policy', () => {
  it('runs the main pages, captcha, fonts, charts, websocket, a dialog and a toast with no violation', async () => {
    const { page, violations } = await watchedPage('csp');
    const checked: string[] = [];
    const check = async (what: string) => {
      checked.push(what);
      // Reports travel from the page asynchronously: give the last ones a moment.
      await page.waitForTimeout(200);
      expect(violations, `after ${checked.join(', ')}`).toEqual([]);
    };

    // A visitor's sign-up form: the ALTCHA widget solves its proof of work in its workers (files of ours).
    const response = await page.goto('/in/home?type=sign-up');
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "script-src 'self';",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await page.getByRole('group', { name: 'Captcha' }).getByText('Verified').waitFor();
    // The font is ours, from /assets, and in use.
    const fonts = await page.evaluate(async () => {
      const { document } = globalThis as unknown as BrowserGlobals;
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
    });
    expect(fonts.some((family) => family.includes('Inter'))).toBe(true);
    await check('sign-up');

    // Signed in: the dashboard's live prices arrive over the websocket, and its charts draw.
    const frames: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => void frames.push(String(payload))),
    );
    await journey.signIn(page);
    await page.goto('/in/home');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // Drawn: a line with a path (a flat one, the price of one moment, has no height to be 'visible').
    const line = page.locator('.price-card__chart .price-chart__line').first();
    await expect.poll(() => line.getAttribute('d')).toMatch(/^M\d/);
    await expect.poll(() => frames.filter((frame) => frame.includes('"data"')).length).toBeGreaterThan(1);
    await check('dashboard');

    // Each page once it is usable (a user could act on it).
    const usable = {
      '/in/bitcoin': () => page.getByRole('button', { name: 'Buy BTC' }),
      '/in/wallet': () => page.getByRole('heading', { name: 'Your balances' }),
      '/in/wallet/deposit': () => page.getByRole('button', { name: 'Continue to payment' }),
      '/in/wallet/withdraw': () => page.getByRole('button', { name: 'Withdraw', exact: true }),
    };
    for (const [path, locate] of Object.entries(usable)) {
      await page.goto(path);
      await locate().waitFor();
      await check(path);
    }

    // A Radix dialog locks the page's scroll with a <style> element of its own (it carries the page's nonce) …
    await page.goto('/in/home');
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('dialog', { name: 'Profile menu' }).getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await confirm.waitFor();
    const bodyOverflow = await page.evaluate(() => {
      const web = globalThis as unknown as BrowserGlobals;
      return web.getComputedStyle(web.document.body).overflow;
    });
    expect(bodyOverflow).toBe('hidden');
    await check('dialog');
    // … and a toast is styled by sonner's stylesheet, served as a file of ours.
    await confirm.getByRole('button', { name: 'Logout' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Logout successful' });
    await toast.waitFor();
    const position = await toast.evaluate(
      (element) => (globalThis as unknown as BrowserGlobals).getComputedStyle(element).position,
    );
    expect(position).toBe('absolute');
    await check('toast');
  });
});

describe('framing', () => {
  it('another origin cannot frame /in/wallet/withdraw of a signed-in user', async () => {
    const { page } = await watchedPage('framing');
    await journey.signIn(page);
    const target = `${journey.bff.url}/in/wallet/withdraw`;
    const port = await freePort();
    attacker = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<!doctype html><title>Win a prize</title><iframe src="${target}" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => attacker?.listen(port, '127.0.0.1', resolve));
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });

    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('iframe').waitFor();
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    // The frame holds the browser's error page, never the app: nothing of the withdrawal form to click.
    expect(framed?.url()).not.toBe(target);
    expect(await framed?.getByRole('heading', { name: /Withdraw/ }).count()).toBe(0);
  });
});
