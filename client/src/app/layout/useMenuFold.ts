// The header bar's priority+ fold: as many entries as the bar has room for, the foldable ones dropped from the end
// first; the menu sheet holds the whole menu whenever anything is folded.
import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many entries fit in `available` px: all of them, else the foldable ones are dropped from the end until the
 * rest fits (the others always stay).
 */
export function entriesThatFit(
  entries: readonly { width: number; foldable: boolean }[],
  available: number,
  gap: number,
): boolean[] {
  const shown = entries.map(() => true);
  const total = () =>
    entries.reduce((sum, entry, i) => (shown[i] ? sum + entry.width : sum), 0) +
    gap * Math.max(0, shown.filter(Boolean).length - 1);
  for (let i = entries.length - 1; i >= 0 && total() > available; i -= 1) {
    if (entries[i]?.foldable) shown[i] = false;
  }
  return shown;
}

/** Watches the bar (a `ul` of `li` entries in a width-limited parent) and says which entries show. */
export function useMenuFold(
  list: RefObject<HTMLUListElement | null>,
  foldable: readonly boolean[],
): boolean[] {
  const [shown, setShown] = useState<boolean[]>(() => foldable.map(() => true));
  const key = foldable.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the entries' foldability
  useLayoutEffect(() => {
    const ul = list.current;
    const bar = ul?.parentElement;
    if (!ul || !bar) return;
    const measure = () => {
      // Folded entries stay laid out (out of the flow, invisible), so every entry keeps a width to measure.
      const items = [...ul.children] as HTMLElement[];
      const gap = Number.parseFloat(getComputedStyle(ul).columnGap) || 0;
      const next = entriesThatFit(
        items.map((item, i) => ({
          width: item.getBoundingClientRect().width,
          foldable: foldable[i] ?? false,
        })),
        bar.clientWidth,
        gap,
      );
      setShown((current) => (current.join() === next.join() ? current : next));
    };
    measure();
    // The bar's width changes with the window; an entry's with its font (a web font arriving late).
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    for (const item of ul.children) observer.observe(item);
    return () => observer.disconnect();
  }, [list, key]);
  return shown;
}
