// i18next, set up once: the catalogue in one place (English for India now), loaded synchronously so the
// first paint already has its texts; the language follows the route locale (app/providers.tsx).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from './language.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
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
