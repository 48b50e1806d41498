// The page each URL renders (docs/requirements.md §2 route table; /in/home is the dashboard, or the auth page for `type`).
import { describe, expect, it } from 'vitest';
import { pageKindOf } from './pageKind.ts';

describe('pageKindOf (§2)', () => {
  it.each([
    ['/in/home', '', 'dashboard'],
    ['/in/home', '?type=login', 'auth'],
    ['/in/home', '?type=sign-up&mobile_number=9876543210', 'auth'],
    ['/in/home', '?type=unknown', 'dashboard'],
    ['/in/exchange/inr/btc', '', 'exchange'],
    ['/in/exchange', '', 'redirect'],
    ['/in/bitcoin', '', 'instant'],
    ['/in/ether', '', 'instant'],
    ['/in/wallet', '', 'wallet'],
    ['/in/wallet/deposit', '', 'wallet'],
    ['/in/wallet/tax', '', 'tax'],
    ['/in/profile-setup', '', 'profile'],
    ['/in/profile/bank', '', 'profile'],
    ['/in/profile/form', '', 'declaration'],
    ['/in/info/feature-sbp/intro/', '', 'content'],
    ['/in/info/feature-x/intro/', '', 'content'],
    ['/in/about/who-we-are/', '', 'content'],
    ['/in/messages', '', 'messages'],
    ['/in/profile/notifications', '', 'notifications'],
    ['/in/more/rewards', '', 'rewards'],
    ['/in/giftings', '', 'giftings'],
    ['/in/uma', '?to=asha&amount=100&asset=INR', 'uma'],
    ['/in/lending', '', 'lending'],
    ['/in/into-the-block', '', 'insight'],
    ['/in/integrate', '', 'integrate'],
    ['/in/invoice/trade/BTC-INR/12', '', 'invoice'],
    ['/in/marketing/diwali', '', 'marketing'],
    ['/in/shop', '', 'shop'],
    ['/in/vendor-order/vo_0123456789abcdef01234567', '', 'vendorOrder'],
    ['/in/more/paper-wallet', '', 'paperWallet'],
    ['/in/crypto-basket', '', 'basket'],
    ['/in/nowhere', '', 'not-found'],
    ['/fr/home', '', 'not-found'],
    ['/', '', 'redirect'],
  ])('%s%s renders the %s page', (pathname, search, kind) => {
    expect(pageKindOf(pathname, search)).toBe(kind);
  });
});
