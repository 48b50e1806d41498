import { describe, expect, it } from 'vitest';
import {
  DESKTOP_MENU,
  DESKTOP_MENU_SHORT,
  dockItems,
  FOOTER_APP_LINKS,
  FOOTER_QR_LINK,
  FOOTER_SECTIONS,
  FOOTER_SOCIAL_LINKS,
  HEADER_LINKS,
  LEFT_MENU_EXPAND_DELAY_MS,
  leftMenu,
  type MenuItem,
  MOBILE_MENU_1,
  MOBILE_MENU_2,
  mobileMenu,
  NOTIFICATION_PANEL_LINKS,
  PROFILE_MENU,
  RISK_DISCLAIMER,
  SITE,
  SUPPORT_CONTACT,
  withStoredPair,
} from './menus.ts';
import { resolvePath } from './routeTable.ts';

const rows = (items: readonly MenuItem[]) => items.map((item) => [item.name, item.link]);
const flatten = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.subListData)]);

describe('§2 Desktop menu', () => {
  it('"Dashboard /in/home; Instant (group, no link) with BTC, ETH, USDT; Exchange; Wallet; UMA; Lending; Crypto Basket; Sub-Broker; Shop; More /in/more/paper-wallet; Logout (action)"', () => {
    expect(rows(DESKTOP_MENU)).toEqual([
      ['Dashboard', '/in/home'],
      ['Instant', null],
      ['Exchange', '/in/exchange/inr/btc'],
      ['Wallet', '/in/wallet'],
      ['UMA', '/in/uma'],
      ['Lending', '/in/lending'],
      ['Crypto Basket', '/in/crypto-basket'],
      ['Sub-Broker', '/in/sub-broker'],
      ['Shop', '/in/shop'],
      ['More', '/in/more/paper-wallet'],
      ['Logout', null],
    ]);
  });

  it('the Instant group has no link and holds BTC, ETH, USDT', () => {
    const instant = DESKTOP_MENU.find((item) => item.key === 'instant');
    expect(instant).toMatchObject({ noLink: true, subList: true, link: null });
    expect(rows(instant?.subListData ?? [])).toEqual([
      ['BTC', '/in/bitcoin'],
      ['ETH', '/in/ether'],
      ['USDT', '/in/usdt'],
    ]);
  });

  it.each([
    ['UMA', true],
    ['Crypto Basket', true],
    ['Sub-Broker', true],
    ['Shop', true],
    ['Dashboard', false],
    ['Lending', false],
    ['More', false],
  ])('§1 new features: %s newFeature %s', (name, isNew) => {
    expect(DESKTOP_MENU.find((item) => item.name === name)?.newFeature).toBe(isNew);
  });

  it('"A shorter variant has only Dashboard, Instant, Exchange, Wallet"', () => {
    expect(DESKTOP_MENU_SHORT.map((item) => item.name)).toEqual([
      'Dashboard',
      'Instant',
      'Exchange',
      'Wallet',
    ]);
  });

  it('§2 the exchange entry follows the stored pair', () => {
    const menu = withStoredPair(DESKTOP_MENU, 'ETH-INR');
    expect(menu.find((item) => item.key === 'exchange')?.link).toBe('/in/exchange/inr/eth');
    expect(menu.find((item) => item.key === 'wallet')?.link).toBe('/in/wallet');
  });
});

describe('§2 Left icon menu', () => {
  it.each([
    [false, ['/in/home', null, '/in/exchange/inr/btc', null]],
    [true, ['/in/home', null, '/in/exchange/inr/btc', '/in/sub-broker', null]],
  ])(
    '"Sub-Broker entry only if the user has a sub-broker record or an id": isSubBroker %s',
    (isSubBroker, links) => {
      expect(leftMenu({ isSubBroker }).map((item) => item.link)).toEqual(links);
    },
  );

  it('"instant-buy group (BTC, ETH, USDT) that expands and collapses with a 275 ms delay"', () => {
    const instant = leftMenu({ isSubBroker: false })[1];
    expect(instant?.subListData.map((item) => item.link)).toEqual(['/in/bitcoin', '/in/ether', '/in/usdt']);
    expect(LEFT_MENU_EXPAND_DELAY_MS).toBe(275);
  });

  it('"Logout asks for confirmation"', () => {
    const logout = leftMenu({ isSubBroker: true }).at(-1);
    expect(logout).toMatchObject({ name: 'Logout', action: 'logout', confirm: true, noLink: true });
  });
});

describe('§2 Profile menu and mobile menus', () => {
  it('"Profile menu: Profile /in/profile/personal, Logout", with our Price Alerts between them', () => {
    expect(rows(PROFILE_MENU)).toEqual([
      ['Profile', '/in/profile/personal'],
      ['Price Alerts', '/in/alerts'],
      ['Logout', null],
    ]);
  });

  it('"Mobile menu variant 1: Messages, Lending, Sub-Broker, Crypto Basket, More, Profile, Help (external support site), About Us, Policy, Logout"', () => {
    expect(rows(MOBILE_MENU_1)).toEqual([
      ['Messages', '/in/messages'],
      ['Lending', '/in/lending'],
      ['Sub-Broker', '/in/sub-broker'],
      ['Crypto Basket', '/in/crypto-basket'],
      ['More', '/in/more/paper-wallet'],
      ['Profile', '/in/profile/personal'],
      ['Help', SITE.helpCentre],
      ['About Us', '/in/about/who-we-are/'],
      ['Policy', '/in/policy/privacy-policy/'],
      ['Logout', null],
    ]);
    expect(MOBILE_MENU_1.find((item) => item.name === 'Help')?.external).toBe(true);
  });

  it('"Variant 2 is the same without Sub-Broker"', () => {
    expect(MOBILE_MENU_2).toEqual(MOBILE_MENU_1.filter((item) => item.name !== 'Sub-Broker'));
    expect(MOBILE_MENU_2).toHaveLength(9);
  });

  it.each([
    [true, MOBILE_MENU_1],
    [false, MOBILE_MENU_2],
  ])('a user with isSubBroker %s gets the matching variant', (isSubBroker, menu) => {
    expect(mobileMenu({ isSubBroker })).toBe(menu);
  });

  it('§4 "Logout: after confirmation calls logout" in every menu', () => {
    for (const menu of [DESKTOP_MENU, PROFILE_MENU, MOBILE_MENU_1, MOBILE_MENU_2]) {
      expect(menu.filter((item) => item.action === 'logout')).toEqual([
        expect.objectContaining({ name: 'Logout', confirm: true, link: null }),
      ]);
    }
  });
});

describe('§2 Mobile bottom dock', () => {
  it.each([
    ['/in/bitcoin', 'bitcoin', '/in/bitcoin', true],
    ['/in/ether', 'ether', '/in/ether', true],
    ['/in/usdt', 'usdt', '/in/usdt', true],
    ['/in/home', 'bitcoin', '/in/bitcoin', false],
    ['/in/wallet', 'bitcoin', '/in/bitcoin', false],
  ])(
    '"the coin item shows the bitcoin, ether or usdt icon when the path is one of those and links to /in/bitcoin by default": %s',
    (path, icon, link, active) => {
      expect(dockItems(path).find((item) => item.key === 'instant')).toMatchObject({ icon, link, active });
    },
  );

  it('the configured items and their links', () => {
    expect(dockItems('/in/home').map((item) => [item.name, item.link, item.active])).toEqual([
      ['Home', '/in/home', true],
      ['Instant', '/in/bitcoin', false],
      ['Exchange', '/in/exchange/inr/btc', false],
      ['Wallet', '/in/wallet', false],
      ['UMA', '/in/uma', false],
    ]);
  });

  it('the exchange item opens the stored pair and is active on any exchange page', () => {
    const exchange = dockItems('/in/exchange/inr/btc', { storedPair: 'USDT-INR' }).find(
      (item) => item.key === 'exchange',
    );
    expect(exchange).toMatchObject({ link: '/in/exchange/inr/usdt', active: true });
  });

  it('"other items link to their own link, default /in/home"', () => {
    const items = dockItems('/in/shop', {
      items: [
        { key: 'shop', name: 'Shop', icon: 'home', link: '/in/shop' },
        { key: 'plain', name: 'Plain', icon: 'home' },
      ],
    });
    expect(items.map((item) => [item.link, item.active])).toEqual([
      ['/in/shop', true],
      ['/in/home', false],
    ]);
  });
});

describe('§2 Notification panel and header links', () => {
  it('"Rewards to /in/more/rewards, Transaction messages to /in/messages"', () => {
    expect(rows(NOTIFICATION_PANEL_LINKS)).toEqual([
      ['Rewards', '/in/more/rewards'],
      ['Transaction messages', '/in/messages'],
    ]);
  });

  it.each([
    ['notifications', '/in/profile/notifications'],
    ['messages', '/in/messages'],
    ['logIn', '/in/home?type=login'],
    ['getStarted', '/in/home?type=sign-up'],
  ] as const)(
    '"notification bell (links /in/profile/notifications and /in/messages) … Log In and Get Started": %s → %s',
    (key, link) => {
      expect(HEADER_LINKS[key].link).toBe(link);
    },
  );

  it('the visitor buttons are named as §2 names them', () => {
    expect([HEADER_LINKS.logIn.name, HEADER_LINKS.getStarted.name]).toEqual(['Log In', 'Get Started']);
  });
});

describe('§2 Footer links', () => {
  const internal = FOOTER_SECTIONS.flatMap((section) => section.links).filter((item) => !item.external);

  it('every internal link, verbatim and in §2 order', () => {
    expect(internal.map((item) => item.link)).toEqual([
      '/in/info/feature-sbp/intro/',
      '/in/exchange/inr/btc',
      '/in/info/feature-cryptobasket/intro/',
      '/in/info/feature-subbroker/intro/',
      '/in/about/coin-list',
      '/in/policy/privacy-policy',
      '/in/policy/kyc',
      '/in/policy/cookies',
      '/in/policy/riskwarning',
      '/in/policy/termsofuse',
      '/in/policy/coupons',
      '/in/about/who-we-are',
      '/in/support/fees',
      '/in/company/newsroom',
      '/in/about/partners',
      '/in/additional/faqs',
      '/in/additional/trading-guide',
      '/in/support/api-documentation',
      // Ours beyond §2: the proof-of-reserves page replaces §2's external post.
      '/in/about/proof-of-reserves',
    ]);
  });

  it.each([
    ['listing form', SITE.listingForm],
    ['blog', SITE.blog],
    ['knowledge base', SITE.knowledgeBase],
    ['app stores', FOOTER_APP_LINKS[0]?.link],
    ['app stores', FOOTER_APP_LINKS[1]?.link],
    ['social networks', FOOTER_SOCIAL_LINKS[0]?.link],
    ['QR code', FOOTER_QR_LINK],
  ])('"external links to a … %s": %s is an https address', (_slot, url) => {
    expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+(\/\S*)?$/);
    expect(url).not.toMatch(/example|placeholder|\{|TODO/i);
  });

  it('"Contact phone {phone}, support e-mail {email}, support hours 9:30 am – 6:30 pm Mon–Sat"', () => {
    expect(SUPPORT_CONTACT).toEqual({
      phone: '+91 80 4718 0000',
      phoneHref: 'tel:+918047180000',
      email: 'support@sikka.in',
      emailHref: 'mailto:support@sikka.in',
      hours: '9:30 am – 6:30 pm Mon–Sat',
    });
  });

  it('§1 "Crypto products are described in the footer as unregulated and risky"', () => {
    expect(RISK_DISCLAIMER).toMatch(/^Crypto products .*unregulated.*risky/);
  });
});

describe('§2 every in-app link of every menu opens a page of the route table', () => {
  const menus = [
    ...DESKTOP_MENU,
    ...leftMenu({ isSubBroker: true }),
    ...PROFILE_MENU,
    ...MOBILE_MENU_1,
    ...NOTIFICATION_PANEL_LINKS,
    ...Object.values(HEADER_LINKS),
    ...FOOTER_SECTIONS.flatMap((section) => section.links),
  ];
  const menuLinks = flatten(menus).flatMap((item) =>
    item.external || item.link === null ? [] : [item.link],
  );
  const dockLinks = dockItems('/in/home').map((item) => item.link);
  const internalLinks = [...new Set([...menuLinks, ...dockLinks])];

  it.each(internalLinks)('%s', (link) => {
    expect(resolvePath(link).kind).toBe('page');
  });
});
