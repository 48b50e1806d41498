// A page's head: its document title (the route table's "Title | Sikka" form, §2's default title for null),
// description, canonical link and any extra meta, set while the page shows and removed when it goes.
import { SITE } from '@sikka/shared/routes/menus';
import { useEffect } from 'react';
import { pageTitle } from './useDocumentTitle.ts';

interface PageHeadProps {
  /** undefined: leave the title to the page's own steps (the auth page titles each step). */
  title?: string | null;
  description?: string;
  /** A path on Sikka ('/in/wallet') or an absolute address. */
  canonical?: string;
  /** Extra meta elements, e.g. { name: 'robots', content: 'noindex' }. */
  meta?: ReadonlyArray<{ readonly name: string; readonly content: string }>;
}

const MARK = 'data-page-head';

/** The canonical address of a path: Sikka's public origin, the path without query or hash. */
export function canonicalUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${SITE.origin}${pathOrUrl.replace(/[?#].*$/, '')}`;
}

function headElement<K extends 'meta' | 'link'>(tag: K, key: string): HTMLElementTagNameMap[K] {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}[${MARK}="${key}"]`);
  if (found) return found;
  const created = document.createElement(tag);
  created.setAttribute(MARK, key);
  document.head.append(created);
  return created;
}

export function usePageHead({ title, description, canonical, meta }: PageHeadProps): void {
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);

  const metaKey = JSON.stringify(meta ?? []);
  useEffect(() => {
    const placed: Element[] = [];
    if (description !== undefined) {
      const element = headElement('meta', 'description');
      element.name = 'description';
      element.content = description;
      placed.push(element);
    }
    if (canonical !== undefined) {
      const element = headElement('link', 'canonical');
      element.rel = 'canonical';
      element.href = canonicalUrl(canonical);
      placed.push(element);
    }
    for (const { name, content } of JSON.parse(metaKey) as NonNullable<PageHeadProps['meta']>) {
      const element = headElement('meta', `meta:${name}`);
      element.name = name;
      element.content = content;
      placed.push(element);
    }
    return () => {
      for (const element of placed) element.remove();
    };
  }, [description, canonical, metaKey]);
}
