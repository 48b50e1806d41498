// Which pieces of the header and the menus a person gets, by §6 role and §9 device class. The path rules
// (what shows where) are shared's visibility functions; the menus are shared's lists.
import type { DeviceClass } from '@sikka/shared/constants';
import { routeName } from '@sikka/shared/routes/locale';
import {
  DESKTOP_MENU,
  DESKTOP_MENU_SHORT,
  leftMenu,
  type MenuItem,
  mobileMenu,
  withStoredPair,
} from '@sikka/shared/routes/menus';
import { headerMenuFor, showsThemeSwitch } from '@sikka/shared/routes/visibility';

interface HeaderParts {
  /** §2/§6 visitors: Log In and Get Started. */
  readonly visitorButtons: boolean;
  /** §2 the notification bell (signed in). */
  readonly bell: boolean;
  /** §2 the profile dropdown: the user's, or for visitors the one with a login link. */
  readonly profile: 'user' | 'visitor';
  /** The menu in the header bar: §2 desktop menu on laptops, its short variant on tablets, none on mobile. */
  readonly barMenu: 'desktop' | 'short' | null;
  /**
   * The menu button's sheet: §2 mobile menu on mobile; elsewhere the full desktop menu, for the entries a
   * tablet's short menu (or a narrow laptop's bar) leaves out.
   */
  readonly sheetMenu: 'mobile' | 'desktop' | null;
  /** §2 the theme switch, on exchange pages. */
  readonly themeSwitch: boolean;
}

/** §6 visitors get only Log In and Get Started (and the login link); signed-in users the full menu and profile menu. */
export function headerParts(input: {
  signedIn: boolean;
  device: DeviceClass;
  pathname: string;
}): HeaderParts {
  const themeSwitch = showsThemeSwitch(input.pathname);
  if (!input.signedIn) {
    return {
      visitorButtons: true,
      bell: false,
      profile: 'visitor',
      barMenu: null,
      sheetMenu: null,
      themeSwitch,
    };
  }
  const variant = headerMenuFor(input.device);
  return {
    visitorButtons: false,
    bell: true,
    profile: 'user',
    barMenu: variant === 'mobile' ? null : variant,
    sheetMenu: variant === 'mobile' ? 'mobile' : 'desktop',
    themeSwitch,
  };
}

export interface MenuContext {
  readonly isSubBroker: boolean;
  /** §3 pair_selected: every Exchange entry opens the stored pair. */
  readonly storedPair: string | null;
}

export function barMenuItems(kind: 'desktop' | 'short', context: MenuContext): MenuItem[] {
  return withStoredPair(kind === 'desktop' ? DESKTOP_MENU : DESKTOP_MENU_SHORT, context.storedPair);
}

/** §2 mobile menu variant 1 for sub-brokers, variant 2 (without Sub-Broker) for everyone else. */
export function sheetMenuItems(kind: 'mobile' | 'desktop', context: MenuContext): MenuItem[] {
  return withStoredPair(kind === 'mobile' ? mobileMenu(context) : DESKTOP_MENU, context.storedPair);
}

/** §2 left icon menu: Sub-Broker only for sub-brokers; Logout only for someone signed in. */
export function leftMenuItems(context: MenuContext & { signedIn: boolean }): MenuItem[] {
  return withStoredPair(leftMenu(context), context.storedPair).filter(
    (item) => context.signedIn || item.action !== 'logout',
  );
}

/** The item a path shows, for aria-current: its link's route name matches (a group, any of its entries). */
export function isCurrent(item: MenuItem, pathname: string): boolean {
  if (item.subList) return item.subListData.some((entry) => isCurrent(entry, pathname));
  if (item.link === null || item.external) return false;
  const path = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const link = item.link.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (path === link) return true;
  // Exchange entries point at one pair; any pair's page is the exchange.
  return item.key === 'exchange' && routeName(pathname) === 'exchange';
}
