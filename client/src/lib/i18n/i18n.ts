// i18next, set up once: the shell's catalogue (English for India now), loaded synchronously so the first paint
// already has its texts; a route's own texts arrive with its chunk (addTexts). The language follows the route
// locale (app/providers.tsx).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Catalogue, en } from './en.ts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from './language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [FALLBACK_LANGUAGE]: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  initAsync: false,
  // React escapes what it renders; escaping here too would show &amp; in texts.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A route's own texts, added when its chunk loads, before anything of it renders. */
export function addTexts(texts: Partial<Catalogue>): void {
  i18n.addResourceBundle(FALLBACK_LANGUAGE, 'translation', texts, true, false);
}
