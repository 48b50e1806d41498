// Every real page, for a visitor, a verified person and a newcomer half-way through /in/profile-setup: it fits every
// width from a phone to a desktop (no element wider than the viewport, no text clipped in the header or the
// exchange's pair bar) and passes an axe-core scan with no violation at all. Crawlers get a real robots.txt.
import { randomInt } from 'node:crypto';
import { OTP_PURPOSE } from '@sikka/shared/constants';
import { vendorOrderSchema } from '@sikka/shared/vendorOrder/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeApiKey, signedFetch } from '../support/apiKeys.ts';
import { journeyForFile } from '../support/journey.ts';
import { KYC_AADHAAR, KYC_PERSONAL } from '../support/kycDocuments.ts';
import { checkFit } from '../support/pageFit.ts';
import { createUser, fundUser, newestCode } from '../support/provider.ts';

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
  '/in/about/proof-of-reserves',
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
  '/in/wallet/tax',
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

/** Opens each page and checks it (pageFit.ts): axe-core, then every width. */
async function survey(page: Page, paths: readonly string[]) {
  const report: Record<string, string[]> = {};
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const found = await checkFit(page);
    if (found.length > 0) report[path] = found;
  }
  return report;
}

/** A merchant's open vendor order, made over the public API: its checkout (with the inline sign-in) for a visitor. */
async function openVendorOrder(): Promise<string> {
  const merchant = await createUser(journey.provider.url, { state: 'verified' });
  const key = await makeApiKey(
    journey.provider.url,
    { mobile: merchant.mobile_number as string },
    ['trade'],
    {
      displayName: 'Banaras Weaves',
    },
  );
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
