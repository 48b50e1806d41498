import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_TITLE,
  declarationFormPath,
  documentTitle,
  matchRoute,
  PATHS,
  parseDeclarationFormQuery,
  ROUTE_TABLE,
  resolvePath,
  routeById,
} from './routeTable.ts';

describe('§2 Route table: each route, its feature and its title', () => {
  it.each([
    ['/in/home', 'home', 'dashboard', 'Dashboard'],
    ['/in/bitcoin', 'bitcoin', 'instant', 'Instant Buy/Sell'],
    ['/in/ether', 'ether', 'instant', 'Instant Buy/Sell'],
    ['/in/usdt', 'usdt', 'instant', 'Instant Buy/Sell'],
    ['/in/exchange/inr/btc', 'exchange', 'exchange', null],
    ['/in/wallet', 'wallet', 'wallet', 'Balances, deposits and withdrawals'],
    ['/in/wallet/deposit', 'walletOperation', 'wallet', 'Balances, deposits and withdrawals'],
    ['/in/wallet/tax', 'walletTax', 'tax', 'Tax report'],
    ['/in/uma', 'uma', 'uma', 'Send, Receive — Anytime, Anywhere.'],
    ['/in/lending', 'lending', 'lending', 'Lending'],
    ['/in/crypto-basket', 'cryptoBasket', 'basket', 'Crypto Basket'],
    ['/in/shop', 'shop', 'shop', 'Shop'],
    ['/in/more/paper-wallet', 'paperWallet', 'more', 'More'],
    ['/in/sub-broker', 'subBroker', 'subBroker', 'Sub Broker'],
    ['/in/giftings', 'giftings', 'giftings', 'Gift a Coin'],
    ['/in/messages', 'messages', 'messages', 'Messages'],
    ['/in/profile-setup', 'profileSetup', 'kyc', 'Profile Setup'],
    ['/in/profile/personal', 'profilePersonal', 'profile', 'Profile'],
    ['/in/profile/personal-details', 'profilePersonalDetails', 'profile', 'Profile'],
    ['/in/profile/address', 'profileAddress', 'profile', 'Profile'],
    ['/in/profile/bank', 'profileBank', 'profile', 'Profile'],
    ['/in/profile/form?id=7&type=withdraw&amount=10&coin=INR', 'profileForm', 'profile', 'Declaration Form'],
    ['/in/profile/notifications', 'notifications', 'notifications', 'Notifications'],
    ['/in/more/rewards', 'rewards', 'rewards', 'Rewards'],
    ['/in/vendor-order', 'vendorOrder', 'special', 'Vendor Order'],
    ['/in/into-the-block', 'intoTheBlock', 'special', 'Into the Block'],
    ['/in/invoice', 'invoice', 'special', 'Invoice'],
    ['/in/info', 'info', 'special', 'Info'],
    ['/in/marketing', 'marketing', 'special', 'Marketing'],
    ['/in/integrate', 'integrate', 'special', 'Integrate'],
    ['/in/about/who-we-are/', 'about', 'content', 'About Us'],
    ['/in/policy/privacy-policy/', 'policy', 'content', 'Policy'],
  ])('%s is route %s of feature %s titled %j', (path, id, feature, title) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.route.feature).toBe(feature);
    expect(match?.route.title).toBe(title);
  });

  it.each([
    ['/in/exchange/inr/btc', { quote: 'inr', base: 'btc' }],
    ['/in/wallet/withdraw', { operation: 'withdraw' }],
    ['/in/wallet/with%20draw', { operation: 'with draw' }],
    ['/in/info/feature-sbp/intro/', { '*': 'feature-sbp/intro' }],
    ['/in/vendor-order', { '*': '' }],
    ['/in/about/coin-list', { page: 'coin-list' }],
  ])('matchRoute(%s) has params %j', (path, params) => {
    expect(matchRoute(path)?.params).toEqual(params);
  });

  it.each([
    ['/in/bitcoin', 'BTC'],
    ['/in/ether', 'ETH'],
    ['/in/usdt', 'USDT'],
  ])('§2 instant page %s trades %s', (path, coin) => {
    expect(matchRoute(path)?.route).toMatchObject({ coin });
  });

  it.each([
    '/in',
    '/in/exchange',
    '/in/exchange/inr',
    '/in/wallet/deposit/extra',
    '/in/unknown',
    '/in/Home',
    '/ua/home',
    '/',
  ])('matchRoute(%s) is null', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('every pattern appears once, so no two routes compete for a path', () => {
    const patterns = ROUTE_TABLE.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    const ids = ROUTE_TABLE.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('routeById finds the entry of an id', () => {
    expect(routeById('uma').pattern).toBe('/in/uma');
    expect(routeById('exchange').pattern).toBe('/in/exchange/:quote/:base');
    expect(routeById('walletOperation').pattern).toBe('/in/wallet/:operation');
    expect(routeById('profileForm').pattern).toBe('/in/profile/form');
  });
});

describe('§2 Layout: "Default page title: a crypto investment app trusted by millions"', () => {
  it('the default title is built around the phrase', () => {
    expect(DEFAULT_PAGE_TITLE).toBe('Sikka — a crypto investment app trusted by millions');
  });

  it.each([
    ['/in/exchange/inr/btc', DEFAULT_PAGE_TITLE],
    ['/in/unknown', DEFAULT_PAGE_TITLE],
    ['/in/uma', 'Send, Receive — Anytime, Anywhere. | Sikka'],
    ['/in/giftings', 'Gift a Coin | Sikka'],
  ])('documentTitle(%s) is %s', (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });
});

describe('§2 page not found and redirects', () => {
  it.each([
    ['/', { kind: 'redirect', to: '/in/home' }],
    ['/ua/home', { kind: 'not-found' }],
    ['/in/nowhere', { kind: 'not-found' }],
    ['/in/exchange', { kind: 'redirect', to: '/in/exchange/inr/btc' }],
    ['/in/exchange/INR/ETH', { kind: 'redirect', to: '/in/exchange/inr/eth' }],
    ['/in/exchange/inr/doge', { kind: 'redirect', to: '/in/exchange/inr/btc' }],
  ])('resolvePath(%s) is %j', (path, resolution) => {
    expect(resolvePath(path)).toEqual(resolution);
  });

  it('an exchange path without a pair opens the stored pair', () => {
    expect(resolvePath('/in/exchange', 'USDT-INR')).toEqual({
      kind: 'redirect',
      to: '/in/exchange/inr/usdt',
    });
  });

  it.each(['/in/home', '/in/exchange/inr/eth', '/in/exchange/inr/eth/', '/in/home?type=login'])(
    'resolvePath(%s) shows the page',
    (path) => {
      expect(resolvePath(path).kind).toBe('page');
    },
  );
});

describe('§2 /in/profile/form?id&type&amount&coin and §4 Declaration banner', () => {
  it.each([
    [
      { esignRequestId: 'es-42', orderType: 'WITHDRAW', amount: '2500.50', coin: 'INR' },
      '/in/profile/form?id=es-42&type=withdraw&amount=2500.50&coin=INR',
    ],
    [
      { esignRequestId: 7, orderType: 'VIRTUAL_ACC_DEPOSIT', amount: '0.015', coin: 'BTC' },
      '/in/profile/form?id=7&type=virtual_acc_deposit&amount=0.015&coin=BTC',
    ],
    [
      { esignRequestId: 8, orderType: 'Send', amount: '1', coin: null },
      '/in/profile/form?id=8&type=send&amount=1&coin=INR',
    ],
  ])('"lower-cased order type": declarationFormPath(%j) is %s', (input, path) => {
    expect(declarationFormPath(input)).toBe(path);
  });

  it('reads back what it wrote', () => {
    const path = declarationFormPath({
      esignRequestId: 'a b',
      orderType: 'RECEIVE',
      amount: '3',
      coin: 'ETH',
    });
    expect(path.startsWith(PATHS.profileForm)).toBe(true);
    expect(parseDeclarationFormQuery(path)).toEqual({
      esignRequestId: 'a b',
      orderType: 'receive',
      amount: '3',
      coin: 'ETH',
    });
  });

  it.each([
    ['?type=withdraw&amount=1', null],
    ['?id=1&amount=1', null],
    ['?id=1&type=DEPOSIT', { esignRequestId: '1', orderType: 'deposit', amount: '', coin: 'INR' }],
  ])('parseDeclarationFormQuery(%s) is %j', (search, query) => {
    expect(parseDeclarationFormQuery(search)).toEqual(query);
  });
});
