import { isExchangePath } from '@sikka/shared/routes/exchangeRoute';
import { FOOTER_SECTIONS, MOBILE_MENU_1, PROFILE_MENU } from '@sikka/shared/routes/menus';
import { PATHS, resolvePath } from '@sikka/shared/routes/routeTable';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, contentPathOf, findContentPage } from './contentPages.ts';

const footerLinks = FOOTER_SECTIONS.flatMap((section) => section.links);
const internalFooterPaths = footerLinks
  .filter((link) => !link.external && link.link !== null)
  .map((link) => link.link as string);

describe('§2 footer links: every content page the footer links to has a registry entry', () => {
  // The footer's internal links that are not content pages: the exchange (/in/exchange/inr/btc), and the proof of
  // reserves, a page of the reserves feature that replaces §2's external post.
  const contentLinks = internalFooterPaths.filter(
    (path) => !isExchangePath(path) && path !== PATHS.proofOfReserves,
  );

  it('covers the eighteen internal footer links of §2 and the proof of reserves, but the exchange and that', () => {
    expect(internalFooterPaths).toHaveLength(19);
    expect(contentLinks).toHaveLength(17);
    expect(findContentPage(PATHS.proofOfReserves)).toBeUndefined();
  });

  it.each(contentLinks)('%s has a page', (path) => {
    expect(findContentPage(path)?.path).toBe(contentPathOf(path));
  });

  it('has no page the footer does not link to, and no path twice', () => {
    const footer = new Set(contentLinks.map(contentPathOf));
    expect(CONTENT_PAGES.map((page) => page.path).sort()).toEqual([...footer].sort());
  });

  it("the mobile menu's About Us and Policy links (written with §2's trailing slash) find their pages too", () => {
    const menuLinks = MOBILE_MENU_1.filter((item) => item.key === 'aboutUs' || item.key === 'policy');
    expect(menuLinks.map((item) => findContentPage(item.link ?? '')?.title)).toEqual([
      'About Sikka',
      'Privacy Policy',
    ]);
    expect(PROFILE_MENU.some((item) => findContentPage(item.link ?? ''))).toBe(false);
  });
});

describe('registry entries', () => {
  it.each(CONTENT_PAGES.map((page) => [page.path, page]))(
    '%s is a page of the §2 route table, not "Page Not Found!"',
    (path) => {
      expect(resolvePath(path).kind).toBe('page');
      expect(resolvePath(`${path}/`).kind).toBe('page');
    },
  );

  it('every path is written without a trailing slash, and every title and description is its own', () => {
    for (const page of CONTENT_PAGES) expect(page.path).toBe(contentPathOf(page.path));
    expect(new Set(CONTENT_PAGES.map((page) => page.title)).size).toBe(CONTENT_PAGES.length);
    expect(new Set(CONTENT_PAGES.map((page) => page.description)).size).toBe(CONTENT_PAGES.length);
  });

  it('descriptions are one sentence of a length search engines show whole', () => {
    for (const page of CONTENT_PAGES) {
      expect(page.description.length, page.path).toBeGreaterThan(40);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });
});

describe('findContentPage', () => {
  it.each([
    ['/in/info/feature-sbp/intro/', '/in/info/feature-sbp/intro'],
    ['/in/policy/kyc?from=footer#reporting', '/in/policy/kyc'],
    ['/in/support/fees//', '/in/support/fees'],
  ])('%s finds %s (query, hash and trailing slashes ignored)', (pathname, path) => {
    expect(findContentPage(pathname)?.path).toBe(path);
  });

  it.each(['/in/policy', '/in/policy/unknown', '/ua/policy/kyc', '/in/POLICY/kyc', '/'])(
    '%s is no content page',
    (pathname) => {
      expect(findContentPage(pathname)).toBeUndefined();
    },
  );
});
