// Which kind of page the client renders for a URL, and so which page code it loads: at /in/home the dashboard, or
// the auth page when the query asks for one (§2); elsewhere by the route table's entry. Shared so the BFF can name
// a page's code in its HTML before the client runs (server/src/clientPreloads.ts).
import { parseAuthQuery } from './authQuery.ts';
import { PATHS, type Route, resolvePath } from './routeTable.ts';

export type PageKind =
  | 'dashboard'
  | 'auth'
  | 'exchange'
  | 'instant'
  | 'wallet'
  | 'tax'
  | 'profile'
  | 'declaration'
  | 'messages'
  | 'notifications'
  | 'rewards'
  | 'giftings'
  | 'uma'
  | 'lending'
  | 'insight'
  | 'integrate'
  | 'invoice'
  | 'marketing'
  | 'shop'
  | 'paperWallet'
  | 'basket'
  | 'subBroker'
  | 'vendorOrder'
  | 'reserves'
  | 'alerts'
  | 'content'
  | 'not-found'
  | 'redirect';

/** The profile routes the KYC screens render (one page module, routed inside). */
export const PROFILE_ROUTE_IDS: ReadonlySet<string> = new Set([
  'profileSetup',
  'profilePersonal',
  'profilePersonalDetails',
  'profileAddress',
  'profileBank',
  'profileApiKeys',
]);

/** The page a route-table entry renders; /in/info pages are content pages (an unknown one is not found). */
export function tablePageKind(route: Route): PageKind {
  if (route.id === 'home') return 'dashboard';
  if (route.feature === 'content' || route.id === 'info') return 'content';
  if (route.feature === 'exchange') return 'exchange';
  if (route.id === 'intoTheBlock') return 'insight';
  if (route.id === 'integrate') return 'integrate';
  if (route.id === 'invoice') return 'invoice';
  if (route.id === 'marketing') return 'marketing';
  if (route.id === 'vendorOrder') return 'vendorOrder';
  if (route.feature === 'instant' && 'coin' in route) return 'instant';
  if (route.feature === 'wallet') return 'wallet';
  if (route.feature === 'tax') return 'tax';
  if (PROFILE_ROUTE_IDS.has(route.id)) return 'profile';
  if (route.id === 'profileForm') return 'declaration';
  if (route.feature === 'messages' || route.feature === 'notifications') return route.feature;
  if (route.feature === 'rewards' || route.feature === 'giftings' || route.feature === 'lending')
    return route.feature;
  if (route.feature === 'uma') return 'uma';
  if (route.feature === 'shop') return 'shop';
  if (route.id === 'paperWallet') return 'paperWallet';
  if (route.feature === 'basket') return 'basket';
  if (route.id === 'subBroker') return 'subBroker';
  if (route.feature === 'reserves') return 'reserves';
  if (route.feature === 'alerts') return 'alerts';
  // Every entry of the table has its page above (pageKind.test.ts walks them all).
  return 'not-found';
}

/** The page a visitor's first load of a URL renders (a signed-in visitor's /in/home?type=… goes on to the dashboard). */
export function pageKindOf(pathname: string, search: string): PageKind {
  if (pathname === PATHS.home) return parseAuthQuery(search).type === null ? 'dashboard' : 'auth';
  const resolution = resolvePath(pathname);
  if (resolution.kind !== 'page') return resolution.kind;
  return tablePageKind(resolution.match.route);
}
