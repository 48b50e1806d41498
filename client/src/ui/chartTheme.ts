// What the trading screen's charts (candles and depth, lightweight-charts) take from the page: the theme's colours
// and the page's own typeface. A canvas measures its labels once per font: until the page's font has loaded, a chart
// draws in the system's, then switches (a new font name makes the library measure again, so no label is cut).
import type { DeepPartial, LayoutOptions } from 'lightweight-charts';

export const CHART_FONT_SIZE = 12;
const FALLBACK_FONT = 'system-ui, sans-serif';

export interface ChartTheme {
  up: string;
  down: string;
  text: string;
  grid: string;
  /** The page's font family ("Inter Variable", …). */
  font: string;
}

function cssVar(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export function chartTheme(element: HTMLElement): ChartTheme {
  return {
    up: cssVar(element, '--up', '#22c55e'),
    down: cssVar(element, '--down', '#f87171'),
    text: cssVar(element, '--muted', '#94a3b8'),
    grid: cssVar(element, '--border', '#1e293b'),
    font: getComputedStyle(element).fontFamily || FALLBACK_FONT,
  };
}

function fontReady(family: string): boolean {
  return document.fonts?.check(`${CHART_FONT_SIZE}px ${family}`) ?? true;
}

/** The chart's layout: transparent, the theme's text colour, the page's font if it has loaded (else the system's). */
export function chartLayout(theme: ChartTheme): DeepPartial<LayoutOptions> {
  return {
    background: { color: 'transparent' },
    textColor: theme.text,
    attributionLogo: false,
    fontSize: CHART_FONT_SIZE,
    fontFamily: fontReady(theme.font) ? theme.font : FALLBACK_FONT,
  };
}

/** Once the page's font has loaded, `apply` switches the chart to it; answers a function that cancels the wait. */
export function onFontLoaded(theme: ChartTheme, apply: (family: string) => void): () => void {
  if (fontReady(theme.font) || !document.fonts) return () => undefined;
  let live = true;
  void document.fonts
    .load(`${CHART_FONT_SIZE}px ${theme.font}`)
    .then(() => live && apply(theme.font))
    .catch(() => undefined);
  return () => {
    live = false;
  };
}
