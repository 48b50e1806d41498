// §2 interface locale from the route locale ('ua' maps to 'uk', shared's rule), as the language tag the
// catalogue and <html lang> use. India's route locale 'in' reads English for India.
import { ROUTE_LOCALE } from '@sikka/shared/constants';
import { interfaceLocale, routeLocale } from '@sikka/shared/routes/locale';

/** Interface locales Sikka has a language for → their BCP 47 tag. Others read the default. */
const LANGUAGE_TAGS: Readonly<Record<string, string>> = { in: 'en-IN', uk: 'uk' };

export const DEFAULT_LANGUAGE = LANGUAGE_TAGS[ROUTE_LOCALE] as string;
/** The catalogue every language falls back to (the only one today: English). */
export const FALLBACK_LANGUAGE = 'en';

export function languageFor(pathname: string): string {
  const locale = interfaceLocale(routeLocale(pathname) ?? ROUTE_LOCALE);
  return LANGUAGE_TAGS[locale] ?? DEFAULT_LANGUAGE;
}
