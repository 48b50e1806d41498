// The theme on the page: the cookie's choice as a small external store, and the one attribute on <html>
// (data-theme) that switches every colour token (theme.css).
import type { Theme } from '@sikka/shared/routes/visibility';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { pageTheme, parseThemeCookie, themeCookie } from './theme.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readChoice(): Theme | null {
  return typeof document === 'undefined' ? null : parseThemeCookie(document.cookie);
}

/** §2 the exchange's switch: stores the choice in the theme cookie; every reader follows. */
export function setThemeChoice(choice: Theme): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the §3 theme cookie is one plain value; no store is needed.
  document.cookie = themeCookie(choice, window.location.protocol === 'https:');
  for (const listener of listeners) listener();
}

export function useThemeChoice(): Theme | null {
  return useSyncExternalStore(subscribe, readChoice, () => null);
}

/** The theme of the page at `pathname`, applied to the root element before paint (no flash of light). */
export function usePageTheme(pathname: string): Theme {
  const theme = pageTheme(pathname, useThemeChoice());
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return theme;
}
