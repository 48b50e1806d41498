// §4 the refresh on route change, through TanStack Query: the two refresh queries are invalidated, so
// whichever is on screen refetches (no ad-hoc fetches; the periodic repeat is user.details' refetchInterval).
import { useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { type RefreshPoint, refreshesOnChange } from './refresh.ts';

export function useRefreshOnRouteChange(point: RefreshPoint): void {
  const utils = trpc.useUtils();
  const previous = useRef(point);
  const { pathname, userId } = point;
  useEffect(() => {
    const next = { pathname, userId };
    if (refreshesOnChange(previous.current, next)) {
      void utils.user.details.invalidate();
      void utils.user.notices.invalidate();
    }
    previous.current = next;
  }, [pathname, userId, utils]);
}
