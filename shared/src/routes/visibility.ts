// §2 which parts of the app show on which path (and device class), and which start-up steps a path skips.
// Each rule is a list of paths as docs/requirements.md §2 words it; change a list here and the client follows.
import { DEVICE_MAX_WIDTH, type DeviceClass } from '../constants.ts';
import { isExchangePath } from './exchangeRoute.ts';
import { localePath, routeName } from './locale.ts';
import { pathOf } from './query.ts';
import { resolvePath } from './routeTable.ts';

/** §9 Device class: width up to 450 mobile, up to 800 tablet, above that laptop. */
export function deviceClass(width: number): DeviceClass {
  if (width <= DEVICE_MAX_WIDTH.mobile) return 'mobile';
  if (width <= DEVICE_MAX_WIDTH.tablet) return 'tablet';
  // Also for an unknown width (NaN before the first layout): the widest layout hides nothing.
  return 'laptop';
}

// Where §2 says "paths containing …" the rule is a substring test on the path, as SPEC words it;
// where it names pages ("on into-the-block, invoice …") it is the route name, the second segment.
const containsAny = (pathname: string, parts: readonly string[]): boolean => {
  const path = pathOf(pathname);
  return parts.some((part) => path.includes(part));
};
const onPage = (pathname: string, names: readonly string[]): boolean =>
  names.includes(routeName(pathname) ?? '');

/** §2 Header and footer are hidden on paths containing /in/into-the-block, /in/invoice, /in/sub-broker… */
export const HEADER_HIDDEN_ON: readonly string[] = [
  'into-the-block',
  'invoice',
  'sub-broker',
  'marketing',
  'vendor-order',
].map(localePath);
/** …the footer stays visible on /in/sub-broker. */
export const FOOTER_HIDDEN_ON: readonly string[] = HEADER_HIDDEN_ON.filter(
  (path) => path !== localePath('sub-broker'),
);
/** §2 Left menu is hidden on into-the-block, invoice, marketing, vendor-order. */
export const LEFT_MENU_HIDDEN_ON = ['into-the-block', 'invoice', 'marketing', 'vendor-order'] as const;
/** §2 Mobile bottom dock is hidden on into-the-block, invoice, vendor-order. */
export const MOBILE_DOCK_HIDDEN_ON = ['into-the-block', 'invoice', 'vendor-order'] as const;
/** §2 Invoice, info, marketing, into-the-block and vendor-order pages use a no-gap layout. */
export const NO_GAP_LAYOUT_ON = ['invoice', 'info', 'marketing', 'into-the-block', 'vendor-order'] as const;
/** §2 An error screen shows if the auth check fails, except on exchange, vendor-order, into-the-block, integrate. */
export const NO_AUTH_ERROR_SCREEN_ON = ['exchange', 'vendor-order', 'into-the-block', 'integrate'] as const;
/** §4 Refresh calls run on each route or token change, except paths containing '[' or vendor-order. */
export const REFRESH_SKIPPED_ON = ['[', 'vendor-order'] as const;
/** §2/§4 Vendor-order pages skip the auth check, its loader, the maintenance gate and the clearing. */
const VENDOR_ORDER = ['vendor-order'] as const;

export function showsHeader(pathname: string): boolean {
  return !containsAny(pathname, HEADER_HIDDEN_ON);
}

export function showsFooter(pathname: string): boolean {
  return !containsAny(pathname, FOOTER_HIDDEN_ON);
}

/** §2 Left menu shows only on laptop-size screens. */
export function showsLeftMenu(pathname: string, device: DeviceClass): boolean {
  return device === 'laptop' && !onPage(pathname, LEFT_MENU_HIDDEN_ON);
}

/**
 * §2 does not say on which devices the bottom dock shows; it takes the left menu's place on mobile
 * (docs/interface.md: mobile has the bottom dock and the mobile menu), tablets navigate by the header menu.
 */
export function showsMobileDock(pathname: string, device: DeviceClass): boolean {
  return device === 'mobile' && !onPage(pathname, MOBILE_DOCK_HIDDEN_ON);
}

export function usesNoGapLayout(pathname: string): boolean {
  return onPage(pathname, NO_GAP_LAYOUT_ON);
}

/** §2 Banner carousel: hidden on exchange pages. */
export function showsBannerCarousel(pathname: string): boolean {
  return !isExchangePath(pathname);
}

export type Theme = 'light' | 'dark';

/** §2 Theme: dark applies only on exchange pages, where a switch appears. */
export function showsThemeSwitch(pathname: string): boolean {
  return isExchangePath(pathname);
}

/**
 * §2 The theme a path shows, given the choice stored in the theme cookie. The exchange is a dark trading screen
 * unless light was chosen there (docs/interface.md); leaving an exchange route resets to light whatever is stored.
 */
export function themeFor(pathname: string, storedChoice: string | null | undefined): Theme {
  return isExchangePath(pathname) && storedChoice !== 'light' ? 'dark' : 'light';
}

/** §4 Authentication check: vendor-order pages skip it. */
export function runsAuthCheck(pathname: string): boolean {
  return !onPage(pathname, VENDOR_ORDER);
}

/** §2 A full-screen logo loader shows while the check is pending (not on vendor-order). */
export function showsAuthLoader(pathname: string): boolean {
  return !onPage(pathname, VENDOR_ORDER);
}

/** §2 Maintenance screen is shown instead of the app (not on vendor-order). */
export function appliesMaintenanceGate(pathname: string): boolean {
  return !onPage(pathname, VENDOR_ORDER);
}

/** §4 Any other auth failure clears stored session data (outside vendor-order). */
export function clearsSessionOnAuthFailure(pathname: string): boolean {
  return !onPage(pathname, VENDOR_ORDER);
}

export function showsErrorOnAuthFailure(pathname: string): boolean {
  return !onPage(pathname, NO_AUTH_ERROR_SCREEN_ON);
}

export function runsRefreshCalls(pathname: string): boolean {
  return !containsAny(pathname, REFRESH_SKIPPED_ON);
}

export type HeaderMenu = 'desktop' | 'short' | 'mobile';

/**
 * §2 lists a desktop menu, its shorter variant and a mobile menu but not when each shows. The short one
 * fits a tablet's header, where the left icon menu is absent; mobile opens the mobile menu.
 */
export function headerMenuFor(device: DeviceClass): HeaderMenu {
  return device === 'laptop' ? 'desktop' : device === 'tablet' ? 'short' : 'mobile';
}

export interface Chrome {
  readonly device: DeviceClass;
  /** The page-not-found screen instead of the page (resolvePath: first segment not `in`, or no route). */
  readonly pageNotFound: boolean;
  /** Which §2 menu the header carries. */
  readonly headerMenu: HeaderMenu;
  readonly header: boolean;
  readonly footer: boolean;
  readonly leftMenu: boolean;
  readonly mobileDock: boolean;
  readonly noGapLayout: boolean;
  readonly bannerCarousel: boolean;
  readonly themeSwitch: boolean;
  readonly authCheck: boolean;
  readonly authLoader: boolean;
  readonly maintenanceGate: boolean;
  readonly clearSessionOnAuthFailure: boolean;
  readonly errorScreenOnAuthFailure: boolean;
  readonly refreshCalls: boolean;
}

/** Every §2 visibility rule for one path at one window width, for the layout to read in one go. */
export function chromeFor(pathname: string, width: number): Chrome {
  const device = deviceClass(width);
  return {
    device,
    pageNotFound: resolvePath(pathname).kind === 'not-found',
    headerMenu: headerMenuFor(device),
    header: showsHeader(pathname),
    footer: showsFooter(pathname),
    leftMenu: showsLeftMenu(pathname, device),
    mobileDock: showsMobileDock(pathname, device),
    noGapLayout: usesNoGapLayout(pathname),
    bannerCarousel: showsBannerCarousel(pathname),
    themeSwitch: showsThemeSwitch(pathname),
    authCheck: runsAuthCheck(pathname),
    authLoader: showsAuthLoader(pathname),
    maintenanceGate: appliesMaintenanceGate(pathname),
    clearSessionOnAuthFailure: clearsSessionOnAuthFailure(pathname),
    errorScreenOnAuthFailure: showsErrorOnAuthFailure(pathname),
    refreshCalls: runsRefreshCalls(pathname),
  };
}
