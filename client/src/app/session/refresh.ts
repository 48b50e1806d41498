// §4 Refresh: the two profile and data refresh calls (user.details, user.notices) run on each route or token
// change, except paths containing '[' or vendor-order (shared's runsRefreshCalls); one of them (user.details)
// also repeats every 180000 ms (§9).
import { TIMING } from '@sikka/shared/constants';
import { runsRefreshCalls } from '@sikka/shared/routes/visibility';

export const PERIODIC_REFRESH_MS = TIMING.periodicRefreshMs;

export interface RefreshPoint {
  readonly pathname: string;
  /** The signed-in user, null for a visitor. */
  readonly userId: number | null;
}

/**
 * Whether moving from `previous` to `next` refreshes. A new session (sign-in, or another user) fetches
 * fresh anyway, because the user queries are dropped when a session ends; so the trigger here is the route.
 */
export function refreshesOnChange(previous: RefreshPoint, next: RefreshPoint): boolean {
  if (next.userId === null || !runsRefreshCalls(next.pathname)) return false;
  return previous.userId === next.userId && previous.pathname !== next.pathname;
}

/** The repeat of the periodic call on a path: every 180000 ms, never where refreshes are skipped. */
export function periodicRefreshMs(pathname: string, signedIn: boolean): number | false {
  return signedIn && runsRefreshCalls(pathname) ? PERIODIC_REFRESH_MS : false;
}
