// §2 the language/region first segment of every route, the route name after it, and the interface locale.
import { ROUTE_LOCALE } from '../constants.ts';
import { pathOf } from './query.ts';

/** Non-empty path segments, query string and hash ignored ('/in//home/' → ['in', 'home']). */
export function pathSegments(pathname: string): string[] {
  return pathOf(pathname)
    .split('/')
    .filter((segment) => segment !== '');
}

/** The first path segment ('in' for India), or null for '/'. */
export function routeLocale(pathname: string): string | null {
  return pathSegments(pathname)[0] ?? null;
}

/** §2 The route name is the second path segment, ignoring the query string. */
export function routeName(pathname: string): string | null {
  return pathSegments(pathname)[1] ?? null;
}

/**
 * §2 If the first segment is not `in`, the page-not-found screen appears.
 * '/' has no first segment and is not a known locale either; the client sends it to /in/home first
 * (the auth page's 'Go Back' link points there), so only typed-in foreign paths reach not-found.
 */
export function isKnownLocale(pathname: string): boolean {
  return routeLocale(pathname) === ROUTE_LOCALE;
}

/** §2 Interface locale comes from the route locale; 'ua' maps to 'uk' (ISO 639-1 for Ukrainian). */
export function interfaceLocale(locale: string): string {
  return locale === 'ua' ? 'uk' : locale;
}

/** A path under the route locale: localePath('home') → '/in/home'. */
export function localePath(rest: string): string {
  return `/${ROUTE_LOCALE}/${rest.replace(/^\/+/, '')}`;
}
