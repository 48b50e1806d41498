// The interface's texts: the shell's catalogue (English for India now), there synchronously so the first paint has
// its texts; a route's own texts arrive with its chunk (addTexts). The language follows the route locale
// (app/providers.tsx). A translator of our own rather than i18next, on every first load: the texts need a key's
// lookup, a language's fallback to the catalogue and {{name}} interpolation, and nothing else.
// Invariant: t answers what i18next answered with this set-up (initAsync false, escapeValue false, returnNull false):
// a missing key answers itself (or defaultValue), a {{name}} not passed stays as it is, one passed as undefined or
// null becomes ''.
import { useSyncExternalStore } from 'react';
import { type Catalogue, en } from './en.ts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from './language.ts';

/** Every text's key, as dotted paths into the catalogue. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Keys<Catalogue>;
/** Values for a text's {{name}}s, and the text to show if the key has none. */
export type TextOptions = Readonly<Record<string, unknown>> & { defaultValue?: string };
export type TFunction = (key: TextKey, options?: TextOptions) => string;

type Texts = { [key: string]: string | Texts };
const resources: Record<string, Texts> = { [FALLBACK_LANGUAGE]: structuredClone(en) as unknown as Texts };

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let at: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (at === undefined || typeof at === 'string' || !Object.hasOwn(at, part)) return undefined;
    at = at[part];
  }
  return typeof at === 'string' ? at : undefined;
}

function interpolate(text: string, options: TextOptions | undefined): string {
  return text.replace(/{{(.+?)}}/g, (match, name: string) => {
    const key = name.trim();
    const value = options?.[key];
    if (value === undefined) return options && Object.hasOwn(options, key) ? '' : match;
    return value === null ? '' : String(value);
  });
}

function translator(language: string): TFunction {
  const base = language.split('-')[0] ?? language;
  const chain = [...new Set([language, base, FALLBACK_LANGUAGE])];
  return (key, options) => {
    for (const candidate of chain) {
      const text = lookup(resources[candidate], key);
      if (text !== undefined) return interpolate(text, options);
    }
    return options?.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  };
}

let current = { language: DEFAULT_LANGUAGE, t: translator(DEFAULT_LANGUAGE) };
const listeners = new Set<() => void>();

export const i18n = {
  get language(): string {
    return current.language;
  },
  get t(): TFunction {
    return current.t;
  },
  /** Every component showing texts renders again, with a translator of the new language. */
  changeLanguage(language: string): void {
    if (language === current.language) return;
    current = { language, t: translator(language) };
    for (const listener of listeners) listener();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => current;

/** The translator of the current language; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction } {
  return { t: useSyncExternalStore(subscribe, snapshot, snapshot).t };
}

function merge(into: Texts, from: Texts): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'string') {
      if (existing === undefined) into[key] = value;
    } else if (existing === undefined || typeof existing === 'string') {
      if (existing === undefined) into[key] = structuredClone(value);
    } else merge(existing, value);
  }
}

type SomeTexts<T> = { [K in keyof T]?: T[K] extends string ? T[K] : SomeTexts<T[K]> };

/** A route's own texts, added when its chunk loads, before anything of it renders; a text already there stays. */
export function addTexts(texts: SomeTexts<Catalogue>): void {
  merge(resources[FALLBACK_LANGUAGE] as Texts, texts as unknown as Texts);
}
