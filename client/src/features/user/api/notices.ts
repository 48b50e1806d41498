// §4 the data refresh call (user.notices: banners, the interrupt and important messages, the TDS flag). It is
// background data: a failure shows nothing (§8 toasts are for what the person did), the shell just goes without.
import { runsRefreshCalls } from '@sikka/shared/routes/visibility';
import type { UserNotices } from '@sikka/shared/user/notices';
import { trpc } from '../../../lib/trpc.ts';

export function useUserNotices(signedIn: boolean, pathname: string): UserNotices | null {
  const notices = trpc.user.notices.useQuery(undefined, {
    enabled: signedIn && runsRefreshCalls(pathname),
    // Fetched once per session and again on each refresh (app/session/useRefresh.ts invalidates it).
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { quiet: true },
  });
  return signedIn ? (notices.data ?? null) : null;
}
