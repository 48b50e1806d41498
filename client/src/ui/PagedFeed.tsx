// A paged list's states in one place: loading skeletons, a Try-again notice when the first load fails, the empty
// state, the items as a feed, and §2 pagination under them. The caller holds the page (its query needs it).
import type { ReactNode } from 'react';
import { FailedNotice } from './Notice.tsx';
import { Pagination } from './Pagination.tsx';
import { Skeleton } from './Skeleton.tsx';

/** A page of a list as the provider answers it (shared/src/wire.ts pagedResponseSchema). */
interface Paged<T> {
  data: T[];
  current_page: number;
  total: number;
  per_page: number;
}

const ROWS = ['first', 'second', 'third', 'fourth'] as const;

interface PagedFeedProps<T> {
  query: { data?: Paged<T> | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** The feed's name ('Orders'); the pagination is '<label> pages' unless `pagesLabel` says. */
  label: string;
  pagesLabel?: string;
  /** 'Loading your orders' (for screen readers). */
  loading: string;
  /** 'Your orders could not be loaded.' */
  failed: string;
  /** What shows when there is nothing: a notice or a line. */
  empty: ReactNode;
  skeletonHeight?: string;
  /** 1 to 4 placeholder rows while the first page loads. */
  skeletonRows?: number;
  onPage: (page: number) => void;
  /** One item: an `li` of the feed. */
  children: (item: T) => ReactNode;
}

export function PagedFeed<T>({
  query,
  label,
  pagesLabel,
  loading,
  failed,
  empty,
  skeletonHeight = '4rem',
  skeletonRows = 2,
  onPage,
  children,
}: PagedFeedProps<T>) {
  const data = query.data;
  if (query.isError && !data) return <FailedNotice title={failed} onRetry={() => void query.refetch()} />;
  if (!data)
    return (
      <div className="feed" role="status">
        <span className="visually-hidden">{loading}</span>
        {ROWS.slice(0, skeletonRows).map((row) => (
          <Skeleton key={row} width="100%" height={skeletonHeight} />
        ))}
      </div>
    );
  if (data.data.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="feed" aria-label={label}>
        {data.data.map(children)}
      </ul>
      <Pagination
        page={data.current_page}
        total={data.total}
        pageSize={data.per_page}
        label={pagesLabel ?? `${label} pages`}
        busy={query.isFetching}
        onPage={onPage}
      />
    </>
  );
}
