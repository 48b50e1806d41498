// §2 route table as data: every route's pattern, feature and page title, and matching a path against them.
// Add a screen here first; the client's router, header title and menus read this table.
import { type Coin, QUOTE_CURRENCY, ROUTE_LOCALE } from '../constants.ts';
import { exchangePath, isExchangePath, pairFromExchangePath } from './exchangeRoute.ts';
import { isKnownLocale, pathSegments } from './locale.ts';
import { parseQuery, withQuery } from './query.ts';

const L = `/${ROUTE_LOCALE}` as const;

/** Fixed paths that menus, prompts and redirects point at. */
export const PATHS = {
  home: `${L}/home`,
  bitcoin: `${L}/bitcoin`,
  ether: `${L}/ether`,
  usdt: `${L}/usdt`,
  wallet: `${L}/wallet`,
  /** The tax year's VDA report (docs/tax.md); not in §2's table, a wallet page of ours. */
  walletTax: `${L}/wallet/tax`,
  uma: `${L}/uma`,
  lending: `${L}/lending`,
  cryptoBasket: `${L}/crypto-basket`,
  shop: `${L}/shop`,
  paperWallet: `${L}/more/paper-wallet`,
  subBroker: `${L}/sub-broker`,
  giftings: `${L}/giftings`,
  messages: `${L}/messages`,
  /** A person's price alerts (docs/alerts.md); a page of ours beyond §2. */
  alerts: `${L}/alerts`,
  profileSetup: `${L}/profile-setup`,
  profilePersonal: `${L}/profile/personal`,
  profilePersonalDetails: `${L}/profile/personal-details`,
  profileAddress: `${L}/profile/address`,
  profileBank: `${L}/profile/bank`,
  profileForm: `${L}/profile/form`,
  /** Integrators' API keys (docs/api.md); not in §2's table, a profile tab of ours. */
  profileApiKeys: `${L}/profile/api-keys`,
  /** The public API's documentation (the footer's support page of that name). */
  apiDocumentation: `${L}/support/api-documentation`,
  notifications: `${L}/profile/notifications`,
  rewards: `${L}/more/rewards`,
  // §2 writes these two with a trailing slash; kept as written because the menus link them so.
  aboutUs: `${L}/about/who-we-are/`,
  /** The latest proof-of-reserves snapshot and each user's proof (docs/reserves.md); a page of ours beyond §2. */
  proofOfReserves: `${L}/about/proof-of-reserves`,
  privacyPolicy: `${L}/policy/privacy-policy/`,
} as const;

/** §2 the instant buy/sell page of each coin. */
export const INSTANT_PAGE = {
  BTC: PATHS.bitcoin,
  ETH: PATHS.ether,
  USDT: PATHS.usdt,
} as const satisfies Record<Coin, string>;

/**
 * §2 Default page title: "a crypto investment app trusted by millions". Used for the document title
 * wherever a route has no title of its own (the exchange) and as the brand line of the app.
 */
export const BRAND_NAME = 'Sikka';
export const DEFAULT_PAGE_TITLE = `${BRAND_NAME} — a crypto investment app trusted by millions`;

/** Domain names, the same as the server's routers and the client's feature folders (docs/architecture.md). */
export type Feature =
  | 'dashboard'
  | 'instant'
  | 'exchange'
  | 'wallet'
  | 'uma'
  | 'lending'
  | 'basket'
  | 'shop'
  | 'more'
  | 'subBroker'
  | 'giftings'
  | 'messages'
  | 'kyc'
  | 'profile'
  | 'notifications'
  | 'rewards'
  | 'tax'
  | 'special'
  | 'reserves'
  | 'alerts'
  | 'content';

export interface RouteEntry {
  readonly id: string;
  /** react-router syntax: ':name' is one segment, a final '*' is the rest of the path. */
  readonly pattern: string;
  readonly feature: Feature;
  /**
   * The title the header shows. Quoted titles are docs/requirements.md's words verbatim; the others are the table's
   * purpose column. null: the page has none (§2: the exchange) and the document shows DEFAULT_PAGE_TITLE.
   */
  readonly title: string | null;
  readonly coin?: Coin;
}

/**
 * §2 Route table, in SPEC order. Beyond the table:
 * - about and policy take any page name, because the footer links /in/about/coin-list, /in/policy/kyc…;
 * - special pages take sub-paths (info pages are /in/info/feature-…/intro/, and §2 hides chrome on
 *   paths *containing* these prefixes);
 * - support, company and additional are the footer's content pages, which the table does not list
 *   but which must not land on a missing page.
 */
export const ROUTE_TABLE = [
  { id: 'home', pattern: PATHS.home, feature: 'dashboard', title: 'Dashboard' },
  { id: 'bitcoin', pattern: PATHS.bitcoin, feature: 'instant', title: 'Instant Buy/Sell', coin: 'BTC' },
  { id: 'ether', pattern: PATHS.ether, feature: 'instant', title: 'Instant Buy/Sell', coin: 'ETH' },
  { id: 'usdt', pattern: PATHS.usdt, feature: 'instant', title: 'Instant Buy/Sell', coin: 'USDT' },
  { id: 'exchange', pattern: `${L}/exchange/:quote/:base`, feature: 'exchange', title: null },
  { id: 'wallet', pattern: PATHS.wallet, feature: 'wallet', title: 'Balances, deposits and withdrawals' },
  // Before the wallet's operations, which would take 'tax' as one.
  { id: 'walletTax', pattern: PATHS.walletTax, feature: 'tax', title: 'Tax report' },
  {
    id: 'walletOperation',
    pattern: `${L}/wallet/:operation`,
    feature: 'wallet',
    title: 'Balances, deposits and withdrawals',
  },
  { id: 'uma', pattern: PATHS.uma, feature: 'uma', title: 'Send, Receive — Anytime, Anywhere.' },
  { id: 'lending', pattern: PATHS.lending, feature: 'lending', title: 'Lending' },
  { id: 'cryptoBasket', pattern: PATHS.cryptoBasket, feature: 'basket', title: 'Crypto Basket' },
  { id: 'shop', pattern: PATHS.shop, feature: 'shop', title: 'Shop' },
  { id: 'paperWallet', pattern: PATHS.paperWallet, feature: 'more', title: 'More' },
  { id: 'subBroker', pattern: PATHS.subBroker, feature: 'subBroker', title: 'Sub Broker' },
  { id: 'giftings', pattern: PATHS.giftings, feature: 'giftings', title: 'Gift a Coin' },
  { id: 'messages', pattern: PATHS.messages, feature: 'messages', title: 'Messages' },
  { id: 'alerts', pattern: PATHS.alerts, feature: 'alerts', title: 'Price Alerts' },
  { id: 'profileSetup', pattern: PATHS.profileSetup, feature: 'kyc', title: 'Profile Setup' },
  { id: 'profilePersonal', pattern: PATHS.profilePersonal, feature: 'profile', title: 'Profile' },
  {
    id: 'profilePersonalDetails',
    pattern: PATHS.profilePersonalDetails,
    feature: 'profile',
    title: 'Profile',
  },
  { id: 'profileAddress', pattern: PATHS.profileAddress, feature: 'profile', title: 'Profile' },
  { id: 'profileBank', pattern: PATHS.profileBank, feature: 'profile', title: 'Profile' },
  { id: 'profileForm', pattern: PATHS.profileForm, feature: 'profile', title: 'Declaration Form' },
  { id: 'profileApiKeys', pattern: PATHS.profileApiKeys, feature: 'profile', title: 'API Keys' },
  { id: 'notifications', pattern: PATHS.notifications, feature: 'notifications', title: 'Notifications' },
  { id: 'rewards', pattern: PATHS.rewards, feature: 'rewards', title: 'Rewards' },
  { id: 'vendorOrder', pattern: `${L}/vendor-order/*`, feature: 'special', title: 'Vendor Order' },
  { id: 'intoTheBlock', pattern: `${L}/into-the-block/*`, feature: 'special', title: 'Into the Block' },
  { id: 'invoice', pattern: `${L}/invoice/*`, feature: 'special', title: 'Invoice' },
  { id: 'info', pattern: `${L}/info/*`, feature: 'special', title: 'Info' },
  { id: 'marketing', pattern: `${L}/marketing/*`, feature: 'special', title: 'Marketing' },
  { id: 'integrate', pattern: `${L}/integrate/*`, feature: 'special', title: 'Integrate' },
  { id: 'proofOfReserves', pattern: PATHS.proofOfReserves, feature: 'reserves', title: 'Proof of Reserves' },
  { id: 'about', pattern: `${L}/about/:page`, feature: 'content', title: 'About Us' },
  { id: 'policy', pattern: `${L}/policy/:page`, feature: 'content', title: 'Policy' },
  { id: 'support', pattern: `${L}/support/:page`, feature: 'content', title: 'Support' },
  { id: 'company', pattern: `${L}/company/:page`, feature: 'content', title: 'Company' },
  { id: 'additional', pattern: `${L}/additional/:page`, feature: 'content', title: 'Learn' },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTE_TABLE)[number]['id'];
export type Route = (typeof ROUTE_TABLE)[number];

export interface RouteMatch {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pathSegments(pattern);
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === '*' && index === parts.length - 1) {
      params['*'] = segments.slice(index).map(decodeSegment).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part !== segment) return null;
  }
  return segments.length === parts.length ? params : null;
}

/**
 * The route a path shows, with its parameters; null when no route of the table matches.
 * Query string, hash and a trailing slash are ignored; segments are compared case-sensitively.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathSegments(pathname);
  for (const route of ROUTE_TABLE) {
    const params = matchPattern(route.pattern, segments);
    if (params) return { route, params };
  }
  return null;
}

/** The table entry of an id. */
export function routeById(id: RouteId): Route {
  // Every RouteId comes from ROUTE_TABLE, so the lookup cannot miss.
  return ROUTE_TABLE.find((route) => route.id === id) as Route;
}

/** The document title of a path: the route's title with the brand, else §2's default title. */
export function documentTitle(pathname: string): string {
  const title = matchRoute(pathname)?.route.title;
  return title ? `${title} | ${BRAND_NAME}` : DEFAULT_PAGE_TITLE;
}

export type PathResolution =
  | { readonly kind: 'page'; readonly match: RouteMatch }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'not-found' };

/**
 * What the app shows for a path. §2 names only one not-found case (first segment not `in`); an unknown
 * route under /in gets the same screen, whose countdown takes the user home (§2 Page Not Found).
 * '/' and any exchange path that is not the canonical lower-case path of a known pair redirect, the
 * latter to the stored pair (so '/in/exchange' opens the pair the user last chose).
 */
export function resolvePath(pathname: string, storedPair?: string | null): PathResolution {
  const segments = pathSegments(pathname);
  if (segments.length === 0) return { kind: 'redirect', to: PATHS.home };
  if (!isKnownLocale(pathname)) return { kind: 'not-found' };
  if (isExchangePath(pathname)) {
    const canonical = exchangePath(pairFromExchangePath(pathname) ?? storedPair);
    if (`/${segments.join('/')}` !== canonical) return { kind: 'redirect', to: canonical };
  }
  const match = matchRoute(pathname);
  return match ? { kind: 'page', match } : { kind: 'not-found' };
}

/** §2 /in/profile/form query parameters: id is the esign request id, type the lower-cased order type. */
export const DECLARATION_FORM_QUERY = { id: 'id', type: 'type', amount: 'amount', coin: 'coin' } as const;

export interface DeclarationFormQuery {
  readonly esignRequestId: string;
  /** Lower-cased order type of the held order, e.g. 'withdraw' or 'virtual_acc_deposit'. */
  readonly orderType: string;
  /** Volume or amount of the held order, as the decimal string it came in. */
  readonly amount: string;
  readonly coin: string;
}

/**
 * §4 Declaration banner: 'Fill form now' goes to the profile form route with esign request id,
 * lower-cased order type, volume or amount, and coin (§3: coin defaults to INR).
 */
export function declarationFormPath(input: {
  esignRequestId: string | number;
  orderType: string;
  amount: string | number;
  coin?: string | null;
}): string {
  const q = DECLARATION_FORM_QUERY;
  return withQuery(PATHS.profileForm, [
    [q.id, input.esignRequestId],
    [q.type, input.orderType.toLowerCase()],
    [q.amount, input.amount],
    [q.coin, input.coin || QUOTE_CURRENCY],
  ]);
}

/** Reads the declaration form query; null when the esign request id or order type is missing. */
export function parseDeclarationFormQuery(search: string): DeclarationFormQuery | null {
  const params = parseQuery(search);
  const q = DECLARATION_FORM_QUERY;
  const esignRequestId = params.get(q.id);
  const orderType = params.get(q.type);
  if (!esignRequestId || !orderType) return null;
  return {
    esignRequestId,
    orderType: orderType.toLowerCase(),
    amount: params.get(q.amount) ?? '',
    coin: params.get(q.coin) || QUOTE_CURRENCY,
  };
}
