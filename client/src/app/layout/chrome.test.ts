import { LEFT_MENU_EXPAND_DELAY_MS } from '@sikka/shared/routes/menus';
import { describe, expect, it } from 'vitest';
import { barMenuItems, headerParts, isCurrent, leftMenuItems, sheetMenuItems } from './chrome.ts';

const names = (items: ReadonlyArray<{ name: string }>) => items.map((item) => item.name);
const plain = { isSubBroker: false, storedPair: null };
const subBroker = { isSubBroker: true, storedPair: null };

describe('§2/§6 header parts by role and §9 device class', () => {
  it('§6 visitors: only Log In and Get Started, and the profile dropdown with its login link', () => {
    for (const device of ['mobile', 'tablet', 'laptop'] as const) {
      expect(headerParts({ signedIn: false, device, pathname: '/in/home' })).toEqual({
        visitorButtons: true,
        bell: false,
        profile: 'visitor',
        barMenu: null,
        sheetMenu: null,
        themeSwitch: false,
      });
    }
  });

  it('§2 signed in on a laptop (> 800 px): the desktop menu, the bell and the profile dropdown', () => {
    expect(headerParts({ signedIn: true, device: 'laptop', pathname: '/in/home' })).toMatchObject({
      visitorButtons: false,
      bell: true,
      profile: 'user',
      barMenu: 'desktop',
    });
  });

  it('§2 on a tablet (≤ 800 px): the shorter variant in the bar, the rest of the desktop menu behind the button', () => {
    expect(headerParts({ signedIn: true, device: 'tablet', pathname: '/in/home' })).toMatchObject({
      barMenu: 'short',
      sheetMenu: 'desktop',
    });
  });

  it('§2 on mobile (≤ 450 px): the mobile menu behind the button, nothing in the bar', () => {
    expect(headerParts({ signedIn: true, device: 'mobile', pathname: '/in/home' })).toMatchObject({
      barMenu: null,
      sheetMenu: 'mobile',
    });
  });

  it('§2 the theme switch appears on exchange pages only, for everyone', () => {
    expect(
      headerParts({ signedIn: false, device: 'laptop', pathname: '/in/exchange/inr/btc' }).themeSwitch,
    ).toBe(true);
    expect(headerParts({ signedIn: true, device: 'mobile', pathname: '/in/wallet' }).themeSwitch).toBe(false);
  });
});

describe('§2 menus as shared lists them', () => {
  it('desktop menu: Dashboard, Instant (BTC, ETH, USDT), Exchange … More, Logout', () => {
    const items = barMenuItems('desktop', plain);
    expect(names(items)).toEqual([
      'Dashboard',
      'Instant',
      'Exchange',
      'Wallet',
      'UMA',
      'Lending',
      'Crypto Basket',
      'Sub-Broker',
      'Shop',
      'More',
      'Logout',
    ]);
    expect(names(items[1]?.subListData ?? [])).toEqual(['BTC', 'ETH', 'USDT']);
  });

  it('the shorter variant has only Dashboard, Instant, Exchange, Wallet', () => {
    expect(names(barMenuItems('short', plain))).toEqual(['Dashboard', 'Instant', 'Exchange', 'Wallet']);
  });

  it('mobile menu variant 1 for sub-brokers; variant 2, without Sub-Broker, for everyone else', () => {
    const variant1 = names(sheetMenuItems('mobile', subBroker));
    expect(variant1).toEqual([
      'Messages',
      'Lending',
      'Sub-Broker',
      'Crypto Basket',
      'More',
      'Profile',
      'Help',
      'About Us',
      'Policy',
      'Logout',
    ]);
    expect(names(sheetMenuItems('mobile', plain))).toEqual(variant1.filter((name) => name !== 'Sub-Broker'));
  });

  it('left icon menu: home, instant-buy group, exchange; Sub-Broker only for sub-brokers; Logout signed in', () => {
    expect(names(leftMenuItems({ ...plain, signedIn: true }))).toEqual([
      'Dashboard',
      'Instant Buy',
      'Exchange',
      'Logout',
    ]);
    expect(names(leftMenuItems({ ...subBroker, signedIn: true }))).toEqual([
      'Dashboard',
      'Instant Buy',
      'Exchange',
      'Sub-Broker',
      'Logout',
    ]);
    expect(names(leftMenuItems({ ...plain, signedIn: false }))).toEqual([
      'Dashboard',
      'Instant Buy',
      'Exchange',
    ]);
  });

  it('§2 the instant-buy group expands and collapses with a 275 ms delay', () => {
    expect(LEFT_MENU_EXPAND_DELAY_MS).toBe(275);
  });

  it('§2 every Exchange entry follows the stored pair', () => {
    const exchange = barMenuItems('short', { isSubBroker: false, storedPair: 'ETH-INR' }).find(
      (item) => item.key === 'exchange',
    );
    expect(exchange?.link).toBe('/in/exchange/inr/eth');
  });
});

describe('the current entry (aria-current)', () => {
  const [dashboard, instant, exchange] = barMenuItems('desktop', plain);

  it('a link is current on its own path; a group when one of its entries is (the instant group opens there)', () => {
    expect(dashboard && isCurrent(dashboard, '/in/home')).toBe(true);
    expect(dashboard && isCurrent(dashboard, '/in/wallet')).toBe(false);
    expect(instant && isCurrent(instant, '/in/ether')).toBe(true);
    expect(instant && isCurrent(instant, '/in/home')).toBe(false);
  });

  it('the exchange entry is current on any pair', () => {
    expect(exchange && isCurrent(exchange, '/in/exchange/inr/usdt')).toBe(true);
  });
});
