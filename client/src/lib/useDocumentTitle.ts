// Sets the document title while a page (or a step of one) shows, in the route table's "Title | Sikka"
// form; null is §2's default title. Each page sets its own, so a step can override its page's.
import { BRAND_NAME, DEFAULT_PAGE_TITLE } from '@sikka/shared/routes/routeTable';
import { useEffect } from 'react';

export function pageTitle(title: string | null): string {
  return title ? `${title} | ${BRAND_NAME}` : DEFAULT_PAGE_TITLE;
}

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
