// §2 every menu, header link and footer link as data in the §3 Menu item shape, plus Sikka's contact details.
// The client renders these lists as they are; a new entry or link changes here only.
import { type Coin, SUPPORT_HOURS_TEXT, TIMING } from '../constants.ts';
import { authPagePath } from './authQuery.ts';
import { exchangePath, isExchangePath } from './exchangeRoute.ts';
import { localePath, routeName } from './locale.ts';
import { INSTANT_PAGE, PATHS } from './routeTable.ts';

/** §3 Menu item: name, link, noLink, newFeature flag, showDivider, subList, subListData. */
export interface MenuItem {
  /** Stable identity for keys and lookups; names may be re-worded. */
  readonly key: string;
  readonly name: string;
  /** null exactly when noLink is set: a group heading or an action. */
  readonly link: string | null;
  readonly noLink: boolean;
  /** Shows a 'New' badge. */
  readonly newFeature: boolean;
  /** A divider above this item. */
  readonly showDivider: boolean;
  /** The item is a group that opens subListData. */
  readonly subList: boolean;
  readonly subListData: readonly MenuItem[];
  /** Beyond §3: an item that acts instead of navigating. */
  readonly action?: 'logout';
  /** §2/§4 Logout asks for confirmation before it calls logout. */
  readonly confirm?: boolean;
  /** Leaves the app (opens another site). */
  readonly external?: boolean;
}

type ItemOptions = Partial<Pick<MenuItem, 'newFeature' | 'showDivider' | 'external'>>;

function link(key: string, name: string, to: string, options: ItemOptions = {}): MenuItem {
  return {
    key,
    name,
    link: to,
    noLink: false,
    newFeature: options.newFeature ?? false,
    showDivider: options.showDivider ?? false,
    subList: false,
    subListData: [],
    ...(options.external ? { external: true } : {}),
  };
}

function group(key: string, name: string, items: readonly MenuItem[]): MenuItem {
  return { ...link(key, name, ''), link: null, noLink: true, subList: true, subListData: items };
}

/** §4 Logout: after confirmation calls logout. A divider keeps it apart from navigation. */
const LOGOUT: MenuItem = {
  ...link('logout', 'Logout', ''),
  link: null,
  noLink: true,
  showDivider: true,
  action: 'logout',
  confirm: true,
};

const COIN_SUBLIST: readonly MenuItem[] = (Object.entries(INSTANT_PAGE) as [Coin, string][]).map(
  ([coin, to]) => link(coin.toLowerCase(), coin, to),
);

const DASHBOARD = link('dashboard', 'Dashboard', PATHS.home);
const EXCHANGE = link('exchange', 'Exchange', exchangePath());
const WALLET = link('wallet', 'Wallet', PATHS.wallet);
const SUB_BROKER = link('subBroker', 'Sub-Broker', PATHS.subBroker, { newFeature: true });
const CRYPTO_BASKET = link('cryptoBasket', 'Crypto Basket', PATHS.cryptoBasket, { newFeature: true });
const LENDING = link('lending', 'Lending', PATHS.lending);
const MORE = link('more', 'More', PATHS.paperWallet);
const PROFILE = link('profile', 'Profile', PATHS.profilePersonal);

/** §2 Desktop menu. §1 flags UMA, crypto basket, sub-broker and shop as new. */
export const DESKTOP_MENU: readonly MenuItem[] = [
  DASHBOARD,
  group('instant', 'Instant', COIN_SUBLIST),
  EXCHANGE,
  WALLET,
  link('uma', 'UMA', PATHS.uma, { newFeature: true }),
  LENDING,
  CRYPTO_BASKET,
  SUB_BROKER,
  link('shop', 'Shop', PATHS.shop, { newFeature: true }),
  MORE,
  LOGOUT,
];

/** §2 A shorter variant has only Dashboard, Instant, Exchange, Wallet. */
export const DESKTOP_MENU_SHORT: readonly MenuItem[] = DESKTOP_MENU.filter((item) =>
  ['dashboard', 'instant', 'exchange', 'wallet'].includes(item.key),
);

/** §2 the left icon menu's instant-buy group expands and collapses with a 275 ms delay. */
export const LEFT_MENU_EXPAND_DELAY_MS = TIMING.menuDelayMs;

/** §2 Left icon menu: Sub-Broker entry only if the user has a sub-broker record or an id. */
export function leftMenu({ isSubBroker }: { isSubBroker: boolean }): readonly MenuItem[] {
  return [
    DASHBOARD,
    group('instant', 'Instant Buy', COIN_SUBLIST),
    EXCHANGE,
    ...(isSubBroker ? [SUB_BROKER] : []),
    LOGOUT,
  ];
}

/** A person's price alerts (docs/alerts.md): in the profile menu and the bell's panel, beyond §2. */
const PRICE_ALERTS = link('priceAlerts', 'Price Alerts', PATHS.alerts);

/** §2 Profile menu: Profile /in/profile/personal, Logout; with Price Alerts of ours between them. */
export const PROFILE_MENU: readonly MenuItem[] = [PROFILE, PRICE_ALERTS, LOGOUT];

/**
 * External addresses, in one place so a deployment changes them together. App store listings get
 * their ids only on publication, so the footer links redirects on our own domain.
 */
export const SITE = {
  origin: 'https://sikka.in',
  helpCentre: 'https://help.sikka.in',
  knowledgeBase: 'https://help.sikka.in/knowledge-base',
  listingForm: 'https://sikka.in/list-your-coin',
  blog: 'https://blog.sikka.in',
  appDownload: 'https://sikka.in/app',
  appStores: {
    googlePlay: 'https://sikka.in/app/android',
    appStore: 'https://sikka.in/app/ios',
  },
  social: {
    x: 'https://x.com/sikka_in',
    instagram: 'https://www.instagram.com/sikka.in',
    linkedin: 'https://www.linkedin.com/company/sikka-in',
    youtube: 'https://www.youtube.com/@sikka_in',
    telegram: 'https://t.me/sikka_in',
  },
} as const;

const MOBILE_MENU_ALL: readonly MenuItem[] = [
  link('messages', 'Messages', PATHS.messages),
  LENDING,
  SUB_BROKER,
  CRYPTO_BASKET,
  MORE,
  PROFILE,
  link('help', 'Help', SITE.helpCentre, { external: true, showDivider: true }),
  link('aboutUs', 'About Us', PATHS.aboutUs),
  link('policy', 'Policy', PATHS.privacyPolicy),
  LOGOUT,
];

/** §2 Mobile menu variant 1. */
export const MOBILE_MENU_1: readonly MenuItem[] = MOBILE_MENU_ALL;
/** §2 Variant 2 is the same without Sub-Broker. */
export const MOBILE_MENU_2: readonly MenuItem[] = MOBILE_MENU_ALL.filter((item) => item.key !== 'subBroker');

/** §2 does not say which variant a user gets; it follows the left menu's rule for the Sub-Broker entry. */
export function mobileMenu({ isSubBroker }: { isSubBroker: boolean }): readonly MenuItem[] {
  return isSubBroker ? MOBILE_MENU_1 : MOBILE_MENU_2;
}

/** Points every Exchange entry at the stored pair (§2: the exchange route is built from it). */
export function withStoredPair(
  items: readonly MenuItem[],
  storedPair: string | null | undefined,
): MenuItem[] {
  return items.map((item) => ({
    ...item,
    link: item.key === 'exchange' ? exchangePath(storedPair) : item.link,
    subListData: withStoredPair(item.subListData, storedPair),
  }));
}

export type DockIcon = 'home' | 'bitcoin' | 'ether' | 'usdt' | 'exchange' | 'wallet' | 'uma';

/** A configured dock item; `coin` marks the instant buy/sell item. */
export interface DockConfigItem {
  readonly key: string;
  readonly name: string;
  readonly icon: DockIcon;
  readonly link?: string;
  readonly coin?: boolean;
}

export interface DockItem {
  readonly key: string;
  readonly name: string;
  readonly icon: DockIcon;
  readonly link: string;
  /** The path shows this item's page. */
  readonly active: boolean;
}

/** §2 Mobile bottom dock: configured items, here the first five of the desktop menu. */
export const DOCK_CONFIG: readonly DockConfigItem[] = [
  { key: 'dashboard', name: 'Home', icon: 'home', link: PATHS.home },
  { key: 'instant', name: 'Instant', icon: 'bitcoin', coin: true },
  { key: 'exchange', name: 'Exchange', icon: 'exchange' },
  { key: 'wallet', name: 'Wallet', icon: 'wallet', link: PATHS.wallet },
  { key: 'uma', name: 'UMA', icon: 'uma', link: PATHS.uma },
];

const COIN_ICONS = ['bitcoin', 'ether', 'usdt'] as const;

/**
 * §2 The coin item shows the bitcoin, ether or usdt icon when the path is one of those and links to
 * /in/bitcoin by default; other items link to their own link, default /in/home. The exchange item has
 * no fixed link: it follows the stored pair.
 */
export function dockItems(
  pathname: string,
  options: { storedPair?: string | null; items?: readonly DockConfigItem[] } = {},
): DockItem[] {
  const name = routeName(pathname);
  const coinIcon = COIN_ICONS.find((icon) => icon === name);
  return (options.items ?? DOCK_CONFIG).map((item): DockItem => {
    if (item.coin) {
      const icon = coinIcon ?? 'bitcoin';
      return { key: item.key, name: item.name, icon, link: PATHS[icon], active: coinIcon !== undefined };
    }
    const to = item.key === 'exchange' ? exchangePath(options.storedPair) : (item.link ?? PATHS.home);
    const active = item.key === 'exchange' ? isExchangePath(pathname) : routeName(to) === name;
    return { key: item.key, name: item.name, icon: item.icon, link: to, active };
  });
}

/** §2 Notification panel links. */
export const NOTIFICATION_PANEL_LINKS: readonly MenuItem[] = [
  link('rewards', 'Rewards', PATHS.rewards),
  link('transactionMessages', 'Transaction messages', PATHS.messages),
];

/** The bell panel's link to the person's price alerts (ours, beside §2's two). */
export const BELL_ALERTS_LINK = PRICE_ALERTS;

/** §2 Header: the bell's two links, and for visitors Log In and Get Started. */
export const HEADER_LINKS = {
  notifications: link('notifications', 'Notifications', PATHS.notifications),
  messages: link('messages', 'Messages', PATHS.messages),
  logIn: link('logIn', 'Log In', authPagePath('login')),
  getStarted: link('getStarted', 'Get Started', authPagePath('sign-up')),
} as const;

export interface FooterSection {
  readonly title: string;
  readonly links: readonly MenuItem[];
}

/** §2 Footer links: every internal link as §2 writes it (trailing slashes included), in its order. */
export const FOOTER_SECTIONS: readonly FooterSection[] = [
  {
    title: 'Products',
    links: [
      link('sbp', 'Systematic Buying Plan', localePath('info/feature-sbp/intro/')),
      link('exchange', 'Exchange', localePath('exchange/inr/btc')),
      link('cryptoBasket', 'Crypto Basket', localePath('info/feature-cryptobasket/intro/')),
      link('subBroker', 'Sub-Broker', localePath('info/feature-subbroker/intro/')),
      link('coinList', 'Coin List', localePath('about/coin-list')),
    ],
  },
  {
    title: 'Legal',
    links: [
      link('privacyPolicy', 'Privacy Policy', localePath('policy/privacy-policy')),
      link('kycPolicy', 'KYC Policy', localePath('policy/kyc')),
      link('cookiePolicy', 'Cookie Policy', localePath('policy/cookies')),
      link('riskWarning', 'Risk Warning', localePath('policy/riskwarning')),
      link('termsOfUse', 'Terms of Use', localePath('policy/termsofuse')),
      link('couponTerms', 'Coupon Terms', localePath('policy/coupons')),
    ],
  },
  {
    title: 'Company',
    links: [
      link('aboutUs', 'About Us', localePath('about/who-we-are')),
      link('fees', 'Fees', localePath('support/fees')),
      link('newsroom', 'Newsroom', localePath('company/newsroom')),
      link('partners', 'Partners', localePath('about/partners')),
    ],
  },
  {
    title: 'Learn',
    links: [
      link('faqs', 'FAQs', localePath('additional/faqs')),
      link('tradingGuide', 'Trading Guide', localePath('additional/trading-guide')),
      link('apiDocumentation', 'API Documentation', localePath('support/api-documentation')),
      link('knowledgeBase', 'Knowledge Base', SITE.knowledgeBase, { external: true }),
      link('blog', 'Blog', SITE.blog, { external: true }),
      link('proofOfReserve', 'Proof of Reserves', PATHS.proofOfReserves),
      link('listingForm', 'List Your Coin', SITE.listingForm, { external: true }),
    ],
  },
];

/** §2 footer social networks and app stores. */
export const FOOTER_SOCIAL_LINKS: readonly MenuItem[] = [
  link('x', 'X', SITE.social.x, { external: true }),
  link('instagram', 'Instagram', SITE.social.instagram, { external: true }),
  link('linkedin', 'LinkedIn', SITE.social.linkedin, { external: true }),
  link('youtube', 'YouTube', SITE.social.youtube, { external: true }),
  link('telegram', 'Telegram', SITE.social.telegram, { external: true }),
];
export const FOOTER_APP_LINKS: readonly MenuItem[] = [
  link('googlePlay', 'Get it on Google Play', SITE.appStores.googlePlay, { external: true }),
  link('appStore', 'Download on the App Store', SITE.appStores.appStore, { external: true }),
];
/** §2 the footer's QR code opens the app download page. */
export const FOOTER_QR_LINK = SITE.appDownload;

/** §2 Contact phone {phone}, support e-mail {email} and support hours (footer, maintenance screen). */
const SUPPORT_PHONE = '+91 80 4718 0000';
const SUPPORT_EMAIL = 'support@sikka.in';
export const SUPPORT_CONTACT = {
  phone: SUPPORT_PHONE,
  phoneHref: `tel:${SUPPORT_PHONE.replace(/\s/g, '')}`,
  email: SUPPORT_EMAIL,
  emailHref: `mailto:${SUPPORT_EMAIL}`,
  hours: SUPPORT_HOURS_TEXT,
} as const;

/**
 * §1 Crypto products are described in the footer as unregulated and risky. The wording is the
 * disclaimer Indian advertising rules (ASCI, 2022) require on crypto promotions.
 */
export const RISK_DISCLAIMER =
  'Crypto products and NFTs are unregulated and can be highly risky. There may be no regulatory recourse for any loss from such transactions.';
