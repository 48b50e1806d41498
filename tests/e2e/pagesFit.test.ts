// Every real page, for a visitor, a verified person and a newcomer half-way through /in/profile-setup: it fits every
// width from a phone to a desktop (no element wider than the viewport, no text clipped in the header or the
// exchange's pair bar) and passes an axe-core scan with no violation at all. Crawlers get a real robots.txt.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { vendorOrderSchema } from '@sikka/shared/vendorOrder/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeApiKey, signedFetch } from '../support/apiKeys.ts';
import { journeyForFile } from '../support/journey.ts';
import { KYC_AADHAAR, KYC_PERSONAL } from '../support/kycDocuments.ts';
import { createUser, fundUser, newestCode } from '../support/provider.ts';

const WIDTHS = [360, 390, 768, 1024, 1280, 1366, 1440] as const;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const journey = journeyForFile({
  name: 'pages-fit',
  provider: { MARKET_MAKERS: 'on', MARKET_HISTORY: 'on' },
});

const VISITOR_PAGES = [
  '/in/home',
  '/in/bitcoin',
  '/in/exchange/inr/btc',
  '/in/lending',
  '/in/into-the-block',
  '/in/integrate',
  '/in/invoice/instant/1',
  '/in/marketing',
  '/in/shop',
  '/in/more/paper-wallet',
  '/in/crypto-basket',
  '/in/info/feature-cryptobasket/intro/',
  '/in/info/feature-sbp/intro/',
  '/in/about/who-we-are/',
  '/in/policy/privacy-policy/',
  '/in/support/api-documentation',
  '/in/vendor-order/vo_000000000000000000000000',
  '/in/no-such-page',
];
const PERSON_PAGES = [
  '/in/home',
  '/in/bitcoin',
  '/in/exchange/inr/btc',
  '/in/wallet',
  '/in/wallet/deposit',
  '/in/wallet/withdraw',
  '/in/wallet/history',
  '/in/messages',
  '/in/profile/notifications',
  '/in/more/rewards',
  '/in/giftings',
  '/in/uma',
  '/in/uma?tab=receive',
  '/in/uma?tab=history',
  '/in/lending',
  '/in/sub-broker',
  '/in/shop',
  '/in/more/paper-wallet',
  '/in/crypto-basket',
  '/in/info/feature-cryptobasket/intro/',
  '/in/info/feature-sbp/intro/',
  '/in/profile-setup',
  '/in/profile/personal',
  '/in/profile/personal-details',
  '/in/profile/address',
  '/in/profile/bank',
  '/in/profile/form',
  '/in/profile/api-keys',
];

/** The little of the DOM the checks read (this package has no DOM types). */
interface El {
  readonly tagName: string;
  readonly parentElement: El | null;
  readonly childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>;
  readonly textContent: string | null;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { left: number; right: number; width: number; height: number };
  closest(selector: string): El | null;
}
interface PageGlobals {
  axe: {
    run(context: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }>;
  };
  document: {
    documentElement: El;
    fonts: { ready: Promise<unknown> };
    querySelectorAll(selector: string): Iterable<El>;
  };
  innerWidth: number;
  getComputedStyle(el: El): {
    overflowX: string;
    visibility: string;
    borderRightStyle: string;
    borderRightWidth: string;
  };
  requestAnimationFrame(callback: () => void): void;
}

/** What does not fit at this width: elements past the viewport's edges, text cut short. */
function misfits(): string[] {
  const { document, innerWidth: width, getComputedStyle: style } = globalThis as unknown as PageGlobals;
  const name = (el: El) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').trim()}`;
  const clips = (el: El) => /(hidden|auto|scroll|clip)/.test(style(el).overflowX);
  const shown = (el: El) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && style(el).visibility !== 'hidden';
  };
  const found: string[] = [];
  if (document.documentElement.scrollWidth > width + 1) {
    found.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - width} px`);
  }
  for (const el of document.querySelectorAll('body *')) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.right <= width + 1 && box.left >= -1) continue;
    // Inside a container that scrolls or clips, itself within the page: the container is what must fit.
    let held = false;
    for (let parent = el.parentElement; parent && !held; parent = parent.parentElement) {
      const outer = parent.getBoundingClientRect();
      held = clips(parent) && outer.right <= width + 1 && outer.left >= -1;
    }
    if (!held) found.push(`${name(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
  }
  // Text cut short: in the header and the pair bar, an element narrower than its text; anywhere, a text holder
  // reaching past a box that hides its overflow (a box that scrolls lets it be reached).
  const hides = (el: El) => /(hidden|clip)/.test(style(el).overflowX);
  for (const el of document.querySelectorAll('body *')) {
    const text = Array.from(el.childNodes).some((node) => node.nodeType === 3 && node.textContent?.trim());
    if (!text || !shown(el) || el.closest('.visually-hidden')) continue;
    const box = el.getBoundingClientRect();
    let cut = el.closest('header, .pair-bar') !== null && clips(el) && el.scrollWidth > el.clientWidth + 1;
    for (let parent = el.parentElement; parent && !cut; parent = parent.parentElement) {
      const outer = parent.getBoundingClientRect();
      cut = hides(parent) && (box.right > outer.right + 1 || box.left < outer.left - 1);
    }
    if (cut) found.push(`text cut: ${name(el)} "${el.textContent?.trim().slice(0, 24)}"`);
    // Spilling over the edge of the bordered box (a panel, a card) it sits in, unless a box between them scrolls.
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const edge = style(parent);
      if (/(auto|scroll)/.test(edge.overflowX)) break;
      if (edge.borderRightStyle === 'none' || Number.parseFloat(edge.borderRightWidth) === 0) continue;
      const outer = parent.getBoundingClientRect();
      if (box.right > outer.right + 1 || box.left < outer.left - 1) {
        found.push(`spills out of ${name(parent)}: ${name(el)} "${el.textContent?.trim().slice(0, 24)}"`);
      }
      break;
    }
  }
  return [...new Set(found)].slice(0, 6);
}

/**
 * The survey on two pages of the same person side by side, each taking every other path: a page mostly waits (its
 * answers, the network going quiet), so two at once take little more than one.
 */
async function surveyInPairs(pages: readonly [Page, Page], paths: readonly string[]) {
  const halves = pages.map((page, half) =>
    survey(
      page,
      paths.filter((_, index) => index % 2 === half),
    ),
  );
  return Object.assign({}, ...(await Promise.all(halves)));
}

/** Opens each page, scans it with axe-core, then narrows and widens it through every width. */
async function survey(page: Page, paths: readonly string[]) {
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
    // Evaluated by the browser's debugging protocol, which the page's script-src policy does not apply to.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const { axe, document } = globalThis as unknown as PageGlobals;
      const result = await axe.run(document);
      return result.violations.map(
        (v) => `axe ${v.id}: ${JSON.stringify(v.nodes.slice(0, 2).map((n) => n.target))}`,
      );
    });
    const found = [...violations];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the resize observers' answers (the header's fold) are laid out.
      await page.evaluate(() => {
        const { requestAnimationFrame: frame } = globalThis as unknown as PageGlobals;
        return new Promise<void>((done) => frame(() => frame(done)));
      });
      found.push(...(await page.evaluate(misfits)).map((misfit) => `${width}: ${misfit}`));
    }
    if (found.length > 0) report[path] = found;
  }
  return report;
}

/** A merchant's open vendor order, made over the public API: its checkout (with the inline sign-in) for a visitor. */
async function openVendorOrder(): Promise<string> {
  const merchant = await createUser(journey.provider.url, { state: 'verified' });
  const key = await makeApiKey(journey.provider.url, { mobile: merchant.mobile_number as string }, ['trade']);
  const made = await signedFetch(journey.bff.url, key, {
    method: 'POST',
    target: '/api/v1/vendor-orders',
    body: {
      reference: 'FIT-1',
      items: [
        { name: 'A hand-woven Banarasi silk saree with a long name', quantity: 1, unit_price: '24999.99' },
        { name: 'Tea', quantity: 12, unit_price: '15' },
      ],
    },
  });
  return vendorOrderSchema.parse(await made.json()).checkout_path;
}

describe('every page fits 360–1440 px and passes axe-core', () => {
  it('for a visitor; robots.txt is a real one', async () => {
    const page = await journey.openPage('visitor');
    const robots = await page.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$/m);
    const second = await journey.openPage('visitor-2');
    expect(await surveyInPairs([page, second], [...VISITOR_PAGES, await openVendorOrder()])).toEqual({});
  });

  it('for a verified person with money and history', async () => {
    const page = await journey.openPage('person');
    const person = await journey.signInNewUser(page, { state: 'verified' });
    await fundUser(journey.provider.url, person.id, 'INR', '250000');
    await fundUser(journey.provider.url, person.id, 'BTC', '0.01');
    const second = await journey.openPage('person-2');
    await journey.signIn(second, {
      mobile_number: person.mobile_number as string,
      password: person.password,
    });
    expect(await surveyInPairs([page, second], PERSON_PAGES)).toEqual({});
    // Every page at seven widths with an axe scan each: about 2 s a page on a shared 2-core machine, two at once.
  }, 120_000);

  it("for a newcomer at /in/profile-setup's address step", async () => {
    const page = await journey.openPage('newcomer');
    const newcomer = await createUser(journey.provider.url);
    const mobile = newcomer.mobile_number ?? '';
    await journey.signIn(page, { mobile_number: mobile, password: newcomer.password });
    await page.goto('/in/profile-setup');
    await fillUpToAddress(page, mobile);
    expect(await survey(page, ['/in/profile-setup'])).toEqual({});
  });
});

/** PAN, Aadhaar and personal details through the page itself, leaving the address step open. */
async function fillUpToAddress(page: Page, mobile: string) {
  const step = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const pan = step('PAN');
  // docs/kyc.md: any ABCPE····K PAN passes the simulated check.
  await pan.getByLabel('PAN', { exact: true }).fill(`ABCPE${randomInt(1000, 7000)}K`);
  await pan.getByLabel('Name as on PAN card').fill(KYC_PERSONAL.name);
  await pan.getByLabel('Date of birth as on PAN card').fill(KYC_PERSONAL.dob);
  await pan.getByRole('button', { name: 'Save and continue' }).click();
  const aadhaar = step('Aadhaar');
  await aadhaar.getByLabel('Aadhaar number').fill(KYC_AADHAAR);
  await aadhaar.getByRole('button', { name: 'Send OTP' }).click();
  await aadhaar
    .getByLabel('OTP sent to your Aadhaar-linked mobile')
    .fill(await newestCode(journey.provider.url, mobile, OTP_PURPOSE.uploadDocs));
  await aadhaar.getByRole('button', { name: 'Verify Aadhaar' }).click();
  const personal = step('Personal details');
  await personal.getByLabel('Gender').selectOption('Female');
  await personal.getByLabel('Occupation').selectOption('Salaried');
  await personal.getByLabel('Annual income').selectOption('₹5–10 lakh');
  await personal.getByRole('button', { name: 'Save and continue' }).click();
  await step('Address').getByLabel('Address line 1').waitFor();
}
