import { describe, expect, it } from 'vitest';
import {
  appliesMaintenanceGate,
  chromeFor,
  clearsSessionOnAuthFailure,
  deviceClass,
  headerMenuFor,
  runsAuthCheck,
  runsRefreshCalls,
  showsAuthLoader,
  showsBannerCarousel,
  showsErrorOnAuthFailure,
  showsFooter,
  showsHeader,
  showsLeftMenu,
  showsMobileDock,
  showsThemeSwitch,
  themeFor,
  usesNoGapLayout,
} from './visibility.ts';

describe('§9 "Device class: width up to 450 mobile, up to 800 tablet, above that laptop"', () => {
  it.each([
    [320, 'mobile'],
    [450, 'mobile'],
    [451, 'tablet'],
    [768, 'tablet'],
    [800, 'tablet'],
    [801, 'laptop'],
    [1366, 'laptop'],
    [Number.NaN, 'laptop'],
  ])('deviceClass(%s) is %s', (width, device) => {
    expect(deviceClass(width)).toBe(device);
  });
});

describe('§2 "Header and footer are hidden on paths containing /in/into-the-block, /in/invoice, /in/sub-broker, /in/marketing or /in/vendor-order; the footer stays visible on /in/sub-broker"', () => {
  it.each([
    ['/in/into-the-block', false, false],
    ['/in/into-the-block/episode-3', false, false],
    ['/in/invoice/INV-1', false, false],
    ['/in/sub-broker', false, true],
    ['/in/marketing', false, false],
    ['/in/vendor-order?order=9', false, false],
    ['/in/home', true, true],
    ['/in/exchange/inr/btc', true, true],
    ['/in/info/feature-subbroker/intro/', true, true],
    ['/in/integrate', true, true],
    ['/in/home?next=/in/invoice', true, true],
  ])('%s: header %s, footer %s', (path, header, footer) => {
    expect(showsHeader(path)).toBe(header);
    expect(showsFooter(path)).toBe(footer);
  });
});

describe('§2 "Left menu shows only on laptop-size screens and is hidden on into-the-block, invoice, marketing, vendor-order"', () => {
  it.each([
    ['/in/home', 'laptop', true],
    ['/in/home', 'tablet', false],
    ['/in/home', 'mobile', false],
    ['/in/exchange/inr/btc', 'laptop', true],
    ['/in/sub-broker', 'laptop', true],
    ['/in/info/x', 'laptop', true],
    ['/in/into-the-block', 'laptop', false],
    ['/in/invoice', 'laptop', false],
    ['/in/marketing', 'laptop', false],
    ['/in/vendor-order', 'laptop', false],
  ] as const)('%s on %s: %s', (path, device, shown) => {
    expect(showsLeftMenu(path, device)).toBe(shown);
  });
});

describe('§2 Mobile bottom dock: "Hidden on into-the-block, invoice, vendor-order"', () => {
  it.each([
    ['/in/home', 'mobile', true],
    ['/in/marketing', 'mobile', true],
    ['/in/sub-broker', 'mobile', true],
    ['/in/into-the-block', 'mobile', false],
    ['/in/invoice', 'mobile', false],
    ['/in/vendor-order', 'mobile', false],
    ['/in/home', 'tablet', false],
    ['/in/home', 'laptop', false],
  ] as const)('%s on %s: %s', (path, device, shown) => {
    expect(showsMobileDock(path, device)).toBe(shown);
  });
});

describe('§2 "Invoice, info, marketing, into-the-block and vendor-order pages use a no-gap layout"', () => {
  it.each([
    ['/in/invoice', true],
    ['/in/info/feature-sbp/intro/', true],
    ['/in/marketing', true],
    ['/in/into-the-block', true],
    ['/in/vendor-order', true],
    ['/in/integrate', false],
    ['/in/home', false],
    ['/in/sub-broker', false],
  ])('%s: %s', (path, noGap) => {
    expect(usesNoGapLayout(path)).toBe(noGap);
  });
});

describe('§2 Theme: "dark applies only on exchange pages, where a switch appears … Leaving an exchange route resets to light"', () => {
  it.each([
    ['/in/exchange/inr/btc', 'dark', 'dark', true],
    ['/in/exchange/inr/eth', 'light', 'light', true],
    ['/in/exchange/inr/btc', null, 'dark', true],
    ['/in/exchange/inr/btc', 'purple', 'dark', true],
    ['/in/home', 'dark', 'light', false],
    ['/in/wallet', 'dark', 'light', false],
    ['/in/bitcoin', undefined, 'light', false],
  ])('%s with stored %s: %s, switch %s', (path, stored, theme, switchShown) => {
    expect(themeFor(path, stored)).toBe(theme);
    expect(showsThemeSwitch(path)).toBe(switchShown);
  });
});

describe('§2 "An error screen shows if the check fails, except on exchange, vendor-order, into-the-block and integrate pages"', () => {
  it.each([
    ['/in/exchange/inr/btc', false],
    ['/in/vendor-order', false],
    ['/in/into-the-block', false],
    ['/in/integrate', false],
    ['/in/home', true],
    ['/in/invoice', true],
    ['/in/marketing', true],
  ])('%s: %s', (path, errorScreen) => {
    expect(showsErrorOnAuthFailure(path)).toBe(errorScreen);
  });
});

describe('§4 "Vendor-order pages skip the check, the maintenance gate and the clearing"; §2 loader "not on vendor-order"', () => {
  it.each([
    ['/in/vendor-order', false],
    ['/in/vendor-order/123', false],
    ['/in/home', true],
    ['/in/invoice', true],
    ['/in/exchange/inr/btc', true],
  ])('%s: auth check, loader, maintenance gate and clearing %s', (path, runs) => {
    expect(runsAuthCheck(path)).toBe(runs);
    expect(showsAuthLoader(path)).toBe(runs);
    expect(appliesMaintenanceGate(path)).toBe(runs);
    expect(clearsSessionOnAuthFailure(path)).toBe(runs);
  });
});

describe('§2 Banner carousel: "hidden on exchange pages"', () => {
  it.each([
    ['/in/exchange/inr/btc', false],
    ['/in/home', true],
    ['/in/bitcoin', true],
  ])('%s: %s', (path, shown) => {
    expect(showsBannerCarousel(path)).toBe(shown);
  });
});

describe('§4 Refresh: "except paths containing \'[\' or vendor-order"', () => {
  it.each([
    ['/in/home', true],
    ['/in/wallet/[operation]', false],
    ['/in/vendor-order', false],
    ['/in/vendor-order/55', false],
    ['/in/exchange/inr/btc', true],
  ])('%s: refresh calls %s', (path, runs) => {
    expect(runsRefreshCalls(path)).toBe(runs);
  });
});

describe('§2 menus by device (desktop, shorter variant, mobile)', () => {
  it.each([
    ['laptop', 'desktop'],
    ['tablet', 'short'],
    ['mobile', 'mobile'],
  ] as const)('%s: %s', (device, menu) => {
    expect(headerMenuFor(device)).toBe(menu);
  });
});

describe('§2 every rule at once: chromeFor(path, width)', () => {
  it('the dashboard on a laptop', () => {
    expect(chromeFor('/in/home', 1366)).toEqual({
      device: 'laptop',
      pageNotFound: false,
      headerMenu: 'desktop',
      header: true,
      footer: true,
      leftMenu: true,
      mobileDock: false,
      noGapLayout: false,
      bannerCarousel: true,
      themeSwitch: false,
      authCheck: true,
      authLoader: true,
      maintenanceGate: true,
      clearSessionOnAuthFailure: true,
      errorScreenOnAuthFailure: true,
      refreshCalls: true,
    });
  });

  it('a vendor order on a phone', () => {
    expect(chromeFor('/in/vendor-order/9', 390)).toEqual({
      device: 'mobile',
      pageNotFound: false,
      headerMenu: 'mobile',
      header: false,
      footer: false,
      leftMenu: false,
      mobileDock: false,
      noGapLayout: true,
      bannerCarousel: true,
      themeSwitch: false,
      authCheck: false,
      authLoader: false,
      maintenanceGate: false,
      clearSessionOnAuthFailure: false,
      errorScreenOnAuthFailure: false,
      refreshCalls: false,
    });
  });

  it.each([
    [
      '/in/exchange/inr/btc',
      768,
      { device: 'tablet', themeSwitch: true, bannerCarousel: false, leftMenu: false },
    ],
    ['/in/sub-broker', 1366, { header: false, footer: true, leftMenu: true }],
    ['/ua/home', 1366, { pageNotFound: true }],
    ['/in/nowhere', 390, { pageNotFound: true, mobileDock: true }],
  ])('%s at %s px includes %j', (path, width, expected) => {
    expect(chromeFor(path, width)).toMatchObject(expected);
  });
});
