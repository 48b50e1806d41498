// Journeys of the application shell (docs/requirements.md §2, §4, §6, §9), in a real Chromium against the real
// provider and two BFFs serving the built client: one reads the maintenance flag from a local file, the other
// from a Firebase Realtime Database (firebase-server, offline). Not found, chrome per page kind and device,
// the exchange's dark theme, maintenance switched live, the visitor's links and the profile dropdown.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TDS_MESSAGE } from '@sikka/shared/user/tdsMessage';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningFirebase, startFirebase } from '../support/firebase.ts';
import { journeyForFile } from '../support/journey.ts';
import { type RunningProcess, startBff } from '../support/processes.ts';

// The quoted texts the journeys look for (docs/requirements.md §2, §4).
const NOT_FOUND = 'Page Not Found!';
const countdown = (seconds: number) => `Rerouting to Dashboard in ${seconds} seconds...`;
const MAINTENANCE_TITLE = "We're Upgrading to Serve You Better!";
const MAINTENANCE_SUBTITLE = 'Our crypto platform is currently undergoing maintenance.';
const MAINTENANCE_NODE = 'system-configuration/health-check';

// Accessible names of the chrome (client/src/lib/i18n/en.ts).
const LEFT_MENU = 'Quick menu';
const DOCK = 'Quick links';
const PROFILE_MENU = 'Profile menu';
const THEME_SWITCH = 'Dark theme';

const LAPTOP = { width: 1366, height: 800 };
const MOBILE = { width: 390, height: 844 };
// The first BFF reads the maintenance flag from this file; a second one, started below, from Firebase.
const maintenanceFile = join(mkdtempSync(join(tmpdir(), 'sikka-maintenance-')), 'maintenance.json');
writeFileSync(maintenanceFile, '');
const journey = journeyForFile({
  name: 'shell',
  screenshots: process.env.SHELL_SCREENSHOTS,
  viewport: LAPTOP,
  bff: { MAINTENANCE_FILE: maintenanceFile },
});

let firebase: RunningFirebase;
let firebaseBff: RunningProcess;

beforeAll(async () => {
  firebase = await startFirebase();
  firebaseBff = await startBff(journey.provider.url, {
    CLIENT_DIST: journey.clientDist,
    FIREBASE_DATABASE_EMULATOR_HOST: firebase.host,
  });
});

afterAll(async () => {
  await firebaseBff?.stop();
  await firebase?.stop();
});

/** A value the page keeps only until it reloads: proof that a change came without a reload. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as { shellMark?: number }).shellMark = 1;
  });
}
async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (globalThis as { shellMark?: number }).shellMark === 1);
}

const themeOf = (page: Page) => page.locator('html').getAttribute('data-theme');

describe('§2 Page Not Found', () => {
  it("any first segment other than 'in': 'Page Not Found!', counting down from 5, then home", async () => {
    const page = await journey.openPage('not-found');
    await page.goto('/xx/home');
    await expect.poll(() => page.getByRole('heading', { name: NOT_FOUND }).count()).toBe(1);
    await page.getByText(countdown(5)).waitFor();
    await page.getByText(countdown(4)).waitFor();
    await page.waitForURL('**/in/home', { timeout: 6_000 });
    expect(new URL(page.url()).pathname).toBe('/in/home');
    await expect.poll(() => page.getByRole('heading', { name: NOT_FOUND }).count()).toBe(0);
  });

  it('a path under /in that no route matches, or an info page that does not exist, gets the same screen', async () => {
    const page = await journey.openPage('not-found-in');
    await page.goto('/in/no-such-page');
    await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
    await page.getByText(countdown(5)).waitFor();
    await page.goto('/in/info/feature-nothing/intro/');
    await page.getByRole('heading', { name: NOT_FOUND }).waitFor();
  });
});

describe('§2 chrome by page kind and §9 device class', () => {
  // path, header, footer, left menu (laptop), dock (mobile), no-gap layout
  const KINDS: ReadonlyArray<readonly [string, boolean, boolean, boolean, boolean, boolean]> = [
    ['/in/home', true, true, true, true, false],
    ['/in/exchange/inr/btc', true, true, true, true, false],
    ['/in/sub-broker', false, true, true, true, false],
    ['/in/integrate/partner', true, true, true, true, false],
    ['/in/info/feature-sbp/intro/', true, true, true, true, true],
    ['/in/marketing/diwali', false, false, false, true, true],
    ['/in/invoice/7', false, false, false, false, true],
    ['/in/into-the-block/btc', false, false, false, false, true],
    ['/in/vendor-order/3', false, false, false, false, true],
  ];

  async function chromeOf(page: Page) {
    const count = (locator: ReturnType<Page['getByRole']>) => locator.count();
    return {
      header: (await count(page.getByRole('banner'))) === 1,
      footer: (await count(page.getByRole('contentinfo'))) === 1,
      leftMenu: (await count(page.getByRole('navigation', { name: LEFT_MENU }))) === 1,
      dock: (await count(page.getByRole('navigation', { name: DOCK }))) === 1,
      noGap: ((await page.locator('main').getAttribute('class')) ?? '').includes('app__main--no-gap'),
    };
  }

  it('at 1366 px (laptop): header, footer and left menu as §2 says; never the dock', async () => {
    const page = await journey.openPage('chrome-laptop');
    for (const [path, header, footer, leftMenu, , noGap] of KINDS) {
      await page.goto(path);
      await page.locator('main').waitFor();
      expect({ path, ...(await chromeOf(page)) }).toEqual({
        path,
        header,
        footer,
        leftMenu,
        dock: false,
        noGap,
      });
    }
  });

  it('at 390 px (mobile): header, footer and dock as §2 says; never the left menu', async () => {
    const page = await journey.openPage('chrome-mobile', { viewport: MOBILE });
    for (const [path, header, footer, , dock, noGap] of KINDS) {
      await page.goto(path);
      await page.locator('main').waitFor();
      expect({ path, ...(await chromeOf(page)) }).toEqual({
        path,
        header,
        footer,
        leftMenu: false,
        dock,
        noGap,
      });
    }
  });

  it('§2 the dock’s coin item shows the coin of the page and links /in/bitcoin by default', async () => {
    const page = await journey.openPage('dock-coin', { viewport: MOBILE });
    await page.goto('/in/home');
    const dock = page.getByRole('navigation', { name: DOCK });
    expect(await dock.getByRole('link', { name: 'Instant' }).getAttribute('href')).toBe('/in/bitcoin');
    await dock.getByRole('link', { name: 'Exchange' }).click();
    await page.waitForURL('**/in/exchange/inr/btc');
    await page.goto('/in/usdt');
    expect(await dock.getByRole('link', { name: 'Instant' }).getAttribute('href')).toBe('/in/usdt');
    expect(await dock.getByRole('link', { name: 'Instant' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('§2 theme: dark only on the exchange, the choice in the theme cookie', () => {
  it('is dark on the exchange by default, keeps a light choice across a reload, and resets to light on leaving', async () => {
    const page = await journey.openPage('theme');
    await page.goto('/in/home');
    await page.getByRole('heading', { name: 'Sikka', exact: true }).waitFor();
    expect(await themeOf(page)).toBe('light');
    expect(await page.getByRole('switch', { name: THEME_SWITCH }).count()).toBe(0);

    await page.goto('/in/exchange/inr/btc');
    await expect.poll(() => themeOf(page)).toBe('dark');
    expect(await page.getByRole('switch', { name: THEME_SWITCH }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('switch', { name: THEME_SWITCH }).click();
    await expect.poll(() => themeOf(page)).toBe('light');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'theme');
    expect(cookie).toMatchObject({ value: 'light', httpOnly: false, path: '/' });

    await page.reload();
    await expect.poll(() => themeOf(page)).toBe('light');
    expect(await page.getByRole('switch', { name: THEME_SWITCH }).getAttribute('aria-checked')).toBe('false');
    await page.getByRole('switch', { name: THEME_SWITCH }).click();
    await expect.poll(() => themeOf(page)).toBe('dark');

    // Leaving the exchange by a link (no reload) resets to light; the switch goes with the exchange.
    await page.getByRole('navigation', { name: LEFT_MENU }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/in/home');
    await expect.poll(() => themeOf(page)).toBe('light');
    expect(await page.getByRole('switch', { name: THEME_SWITCH }).count()).toBe(0);
  });
});

describe('§2/§4 maintenance, switched while the browser is open', () => {
  async function expectMaintenanceScreen(page: Page, title: string): Promise<void> {
    await page.getByRole('heading', { name: title, level: 1 }).waitFor({ timeout: 5_000 });
    await page.getByRole('heading', { name: 'Need Help?' }).waitFor();
    expect(await page.getByRole('link', { name: 'support@sikka.in' }).getAttribute('href')).toBe(
      'mailto:support@sikka.in',
    );
    expect(await page.getByRole('link', { name: '+91 80 4718 0000' }).getAttribute('href')).toBe(
      'tel:+918047180000',
    );
    expect(await page.getByRole('link', { name: 'Follow @sikka_in' }).getAttribute('href')).toContain(
      'x.com',
    );
    // instead of the app, not on top of it
    expect(await page.getByRole('banner').count()).toBe(0);
  }

  async function expectApp(page: Page): Promise<void> {
    await page.getByRole('link', { name: 'Log In' }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('heading', { name: 'Need Help?' }).count()).toBe(0);
  }

  it('the local maintenance file: the screen appears with its texts and goes, without a reload', async () => {
    const page = await journey.openPage('maintenance-file');
    await page.goto('/in/home');
    await expectApp(page);
    await markPage(page);

    writeFileSync(
      maintenanceFile,
      JSON.stringify({
        is_site_under_maintenance: 1,
        data: { title: 'Back by 6 pm', content: 'Orders placed before 4 pm are safe.' },
      }),
    );
    await expectMaintenanceScreen(page, 'Back by 6 pm');
    await page.getByText(MAINTENANCE_SUBTITLE).waitFor();
    await page.getByText('Orders placed before 4 pm are safe.').waitFor();
    expect(await page.getByRole('img', { name: /upgrading/i }).count()).toBe(1);

    writeFileSync(maintenanceFile, JSON.stringify({ is_site_under_maintenance: '0' }));
    await expectApp(page);

    writeFileSync(maintenanceFile, JSON.stringify({ is_site_under_maintenance: '1' }));
    await expectMaintenanceScreen(page, MAINTENANCE_TITLE);
    writeFileSync(maintenanceFile, '');
    await expectApp(page);
    expect(await stillSamePage(page)).toBe(true);
  });

  it('Firebase Realtime Database: a REST write to the health-check node shows and hides the screen live', async () => {
    const page = await journey.openPage('maintenance-firebase', { on: firebaseBff });
    await page.goto('/in/home');
    await expectApp(page);
    await markPage(page);

    await firebase.put(MAINTENANCE_NODE, {
      is_site_under_maintenance: 1,
      data: { sub_title: 'Upgrading the order book', image_url: 'https://cdn.invalid/m.png' },
    });
    await expectMaintenanceScreen(page, MAINTENANCE_TITLE);
    await page.getByText('Upgrading the order book').waitFor();

    await firebase.put(MAINTENANCE_NODE, { is_site_under_maintenance: 0 });
    await expectApp(page);
    expect(await stillSamePage(page)).toBe(true);
  });

  it("§4 the check's 503 with the maintenance flag shows the screen with the server's message", async () => {
    const setProviderMaintenance = (setting: object) =>
      fetch(`${journey.provider.url}/dev/maintenance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(setting),
      });
    const page = await journey.openPage('maintenance-503');
    // A visitor's check never reaches the provider; a signed-in person's does.
    await journey.signInNewUser(page, { state: 'verified' });
    try {
      expect((await setProviderMaintenance({ on: true, message: 'Ledger upgrade until 14:00 IST' })).ok).toBe(
        true,
      );
      await page.goto('/in/wallet');
      await expectMaintenanceScreen(page, MAINTENANCE_TITLE);
      await page.getByText('Ledger upgrade until 14:00 IST').waitFor();
      // vendor-order pages skip the check and the gate: the checkout itself shows (an address naming no order)
      await page.goto('/in/vendor-order/5');
      await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    } finally {
      await setProviderMaintenance({ on: false });
    }
  });
});

describe('§2/§6 header for visitors and signed-in users', () => {
  it('a visitor gets Log In and Get Started to the auth page', async () => {
    const page = await journey.openPage('visitor');
    await page.goto('/in/wallet');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/in/home?type=login',
    );
    expect(await header.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/in/home?type=sign-up',
    );
    expect(await page.getByRole('button', { name: PROFILE_MENU }).count()).toBe(0);
    await header.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/in/home?type=sign-up');
  });

  it("a signed-in unverified user: first name, the profile dropdown's facts and 'Get Verified?' to profile setup", async () => {
    const page = await journey.openPage('unverified');
    const user = await journey.signInNewUser(page, {
      state: 'unverified',
      name: 'Meera Iyer',
      email: 'meera.shell@example.in',
    });
    await page.goto('/in/home');
    const trigger = page.getByRole('button', { name: PROFILE_MENU });
    await expect.poll(() => trigger.textContent()).toContain('Meera');
    expect(await page.getByRole('link', { name: 'Log In' }).count()).toBe(0);

    await trigger.click();
    const panel = page.getByRole('dialog', { name: PROFILE_MENU });
    await panel.waitFor();
    expect(await panel.textContent()).toContain(`User ID${user.id}`);
    expect(await panel.textContent()).toContain('Emailmeera.shell@example.in');
    expect(await panel.textContent()).toContain('Verification StatusUnverified');
    await panel.getByRole('button', { name: 'Get Verified?' }).click();
    await page.waitForURL('**/in/profile-setup');
    await page.getByRole('heading', { name: 'Profile Setup' }).waitFor();
  });

  it("a verified user has no 'Get Verified?'; Logout from the left menu asks first", async () => {
    const page = await journey.openPage('verified');
    await journey.signInNewUser(page, { state: 'verified', name: 'Kabir' });
    await page.goto('/in/home');
    await page.getByRole('button', { name: PROFILE_MENU }).click();
    const panel = page.getByRole('dialog', { name: PROFILE_MENU });
    await panel.getByText('Verified', { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: 'Get Verified?' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: LEFT_MENU }).getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Logout' });
    await confirm.getByText('Are you sure you want to log out?').waitFor();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
  });

  it("§4 the user's notices: the banner carousel steps through them, 'Important!' offers 'Verify Now?', §3 TDS where one sells", async () => {
    const page = await journey.openPage('notices');
    const user = await journey.signInNewUser(page, { state: 'unverified' });
    const notices = await fetch(`${journey.provider.url}/dev/users/${user.id}/notices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        banners: ['UPI deposits are back', 'USDT fees halved'],
        interrupt_message: 'KYC by 31 March',
        tds_message: true,
      }),
    });
    expect(notices.ok).toBe(true);
    await page.goto('/in/wallet');

    const important = page.getByRole('dialog', { name: 'Important!' });
    await important.getByText('KYC by 31 March').waitFor();
    await important.getByRole('button', { name: 'Verify Now?' }).click();
    await page.waitForURL('**/in/profile-setup');

    const carousel = page.getByRole('region', { name: 'Messages for you' });
    await carousel.getByText('UPI deposits are back').waitFor();
    await carousel.getByRole('button', { name: 'Next message' }).click();
    await carousel.getByText('USDT fees halved').waitFor();
    await carousel.getByRole('button', { name: 'Next message' }).click();
    await carousel.getByText('UPI deposits are back').waitFor();
    const tds = page.getByRole('status').filter({ hasText: 'TDS on crypto sales' });
    expect(await tds.count()).toBe(0);
    // §2 hidden on exchange pages
    await page.getByRole('navigation', { name: LEFT_MENU }).getByRole('link', { name: 'Exchange' }).click();
    await page.waitForURL('**/in/exchange/**');
    await expect.poll(() => carousel.count()).toBe(0);
    // §3 the TDS message flag: its message where one sells, until closed.
    await tds.getByText(TDS_MESSAGE).waitFor();
    await tds.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => tds.count()).toBe(0);
  });
});

describe('§8 a 432 from a call that is not a reset opens the further-details flow', () => {
  it('the PAN variant checks the PAN on the account; the other leads to the details', async () => {
    const page = await journey.openPage('further-details');
    await journey.signInNewUser(page, { state: 'verified', pan_number: 'FRCEB1234R' });
    // The provider answers 432 only to the resets (docs/auth.md); here the 2FA set-up call answers it, as any may.
    let required = 'pan_number';
    const message = () =>
      required === 'pan_number' ? 'Please verify your PAN to continue' : 'Add your address';
    await page.route(
      (url) => url.pathname.endsWith('/trpc/user.twoFactorSetup'),
      (route) =>
        route.fulfill({
          status: 428,
          json: [
            {
              error: {
                message: message(),
                code: -32603,
                data: {
                  code: 'PRECONDITION_REQUIRED',
                  httpStatus: 428,
                  path: 'user.twoFactorSetup',
                  appError: {
                    kind: 'further-details',
                    message: message(),
                    fieldErrors: {},
                    status: 432,
                    required,
                  },
                },
              },
            },
          ],
        }),
    );
    await page.goto('/in/profile/personal');
    const setUp = page.getByRole('button', { name: 'Set up Google Authenticator' });
    await setUp.click();
    const pan = page.getByRole('dialog', { name: 'PAN Details' });
    await pan.getByText('Please verify your PAN to continue').waitFor();
    await pan.getByLabel('PAN Number').fill('FRCEB9999R');
    await pan.getByRole('button', { name: 'Verify PAN' }).click();
    await pan.getByText('The PAN does not match our records').waitFor();
    await pan.getByLabel('PAN Number').fill('FRCEB1234R');
    await pan.getByRole('button', { name: 'Verify PAN' }).click();
    await page.getByText('PAN verified. Please try again.').waitFor();
    await pan.waitFor({ state: 'detached' });

    required = 'address';
    await setUp.click();
    const other = page.getByRole('dialog', { name: 'Further details needed' });
    await other.getByText('Add your address').waitFor();
    await other.getByRole('button', { name: 'Add details' }).click();
    await page.waitForURL('**/in/profile-setup');
  });
});

describe('§2 the forced reset-password screen with its PAN gate', () => {
  it('replaces the app, checks the PAN, resets, and sends the person to log in again', async () => {
    const page = await journey.openPage('forced-reset');
    await journey.signInNewUser(page, { pan_number: 'FRCEA1234R', force_password_reset: true });
    await page.goto('/in/wallet');
    await page.getByRole('heading', { name: 'Confirm your PAN' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);

    await page.getByLabel('PAN Number').fill('FRCEA1234R');
    await page.getByRole('button', { name: 'Verify PAN' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Rupee!Coin9');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Rupee!Coin9');
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await page.getByText('The Password reset is successful, Please Login again!').waitFor();
    await page.waitForURL('**/in/home?type=login');
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
  });
});
