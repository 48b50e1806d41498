// §2 pagination text for paged lists: the short '1-4 of N' and the long 'From x to y of N' with Previous/Next.
import { DEFAULT_PAGE_SIZE } from './constants.ts';

export interface PageInput {
  /** 1-based page number. */
  readonly page: number;
  /** §9 Default page size 4. */
  readonly pageSize?: number;
  /** Number of items across all pages. */
  readonly total: number;
}

export interface PageRange {
  /** The page actually shown, after clamping. */
  readonly page: number;
  readonly pageCount: number;
  /** 1-based position of the first item on the page; 0 when there are none. */
  readonly from: number;
  /** 1-based position of the last item on the page; 0 when there are none. */
  readonly to: number;
  readonly total: number;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
}

const wholeAtLeast = (value: number, minimum: number): number =>
  Number.isFinite(value) ? Math.max(minimum, Math.floor(value)) : minimum;

/**
 * Which items a page holds. The last page may be partial: `to` stops at the total (page 3 of 10 items
 * by 4 is 9-10). A page past the end is clamped to the last page, so the text never reads
 * 'From 13 to 12 of 10' after the list shrank; an empty list is page 1 of 1, from 0 to 0, with both
 * buttons disabled.
 */
export function pageRange({ page, pageSize = DEFAULT_PAGE_SIZE, total }: PageInput): PageRange {
  const size = wholeAtLeast(pageSize, 1);
  const count = wholeAtLeast(total, 0);
  const pageCount = Math.max(1, Math.ceil(count / size));
  const shown = Math.min(wholeAtLeast(page, 1), pageCount);
  const from = count === 0 ? 0 : (shown - 1) * size + 1;
  const to = Math.min(shown * size, count);
  return {
    page: shown,
    pageCount,
    from,
    to,
    total: count,
    hasPrevious: shown > 1,
    hasNext: shown < pageCount,
  };
}

export type PaginationForm = 'short' | 'long';

/** §2 the two buttons of the long form. */
export const PAGINATION_LABELS = { previous: 'Previous', next: 'Next' } as const;

/** §2 Pagination text: '1-4 of N', or in the long form 'From x to y of N'. An empty list reads '0-0 of 0'. */
export function paginationText(input: PageInput, form: PaginationForm = 'short'): string {
  const { from, to, total } = pageRange(input);
  return form === 'long' ? `From ${from} to ${to} of ${total}` : `${from}-${to} of ${total}`;
}
