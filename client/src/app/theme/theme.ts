// §2/§3 the colour theme: light everywhere, dark only on exchange pages where the switch appears, the
// choice kept in the §3 theme cookie (the client's own, so not httpOnly). The rule itself is shared's themeFor.
import { isKnownLocale } from '@sikka/shared/routes/locale';
import { type Theme, themeFor } from '@sikka/shared/routes/visibility';

/** §3 the theme cookie's name. */
export const THEME_COOKIE = 'theme';
/** A year: the choice is a preference, not session data, so logout leaves it. */
const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The stored choice in a `document.cookie` string; null when none (or not a theme). */
export function parseThemeCookie(cookieHeader: string): Theme | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== THEME_COOKIE) continue;
    const value = rest.join('=').trim();
    return value === 'dark' || value === 'light' ? value : null;
  }
  return null;
}

/** The `document.cookie` assignment that stores a choice for the whole site. */
export function themeCookie(choice: Theme, secure: boolean): string {
  const flags = [`path=/`, `max-age=${THEME_COOKIE_MAX_AGE_S}`, 'samesite=lax', secure ? 'secure' : null];
  return [`${THEME_COOKIE}=${choice}`, ...flags.filter(Boolean)].join('; ');
}

/**
 * §2 the theme a page shows: the stored choice on exchange pages, light anywhere else, so leaving the
 * exchange resets to light (the cookie keeps the choice for the next visit to the exchange).
 */
export function pageTheme(pathname: string, storedChoice: Theme | null): Theme {
  // '/xx/exchange' is the page-not-found screen (§2), not an exchange page.
  return isKnownLocale(pathname) ? themeFor(pathname, storedChoice) : 'light';
}
