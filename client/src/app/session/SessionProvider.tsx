// §2/§4 the authentication check at load: a full-screen logo loader while auth.session is pending, the
// error (or maintenance) screen when it fails, the §4 expiry toast for an ended session, then user.details.
import { runsAuthCheck } from '@sikka/shared/routes/visibility';
import { type ReactNode, useEffect, useEffectEvent, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { appErrorOf } from '../../lib/errors.ts';
import { storage } from '../../lib/storage.ts';
import { trpc } from '../../lib/trpc.ts';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';
import { FullScreenLoader } from '../../ui/Loader.tsx';
import { authGate, type CheckStatus, clearsOnCheckFailure, sessionEndNotice } from './authGate.ts';
import { type Session, SessionContext } from './sessionContext.ts';
import type { SessionControl } from './sessionControl.ts';

/** §2 maintenance screen defaults; the full screen (image, Need Help?) arrives with the application shell. */
const MAINTENANCE_TITLE = "We're Upgrading to Serve You Better!";
const MAINTENANCE_SUBTITLE = 'Our crypto platform is currently undergoing maintenance.';

export function SessionProvider({ control, children }: { control: SessionControl; children: ReactNode }) {
  const { pathname } = useLocation();
  const check = trpc.auth.session.useQuery(undefined, {
    enabled: runsAuthCheck(pathname),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // The check replaces the page when it fails: no toast of its own (§2 error screen).
    meta: { screen: true },
  });
  const answer = check.data;
  const signedIn = answer?.signedIn === true;
  const userId = answer?.signedIn ? answer.userId : null;
  const details = trpc.user.details.useQuery(undefined, { enabled: signedIn, staleTime: 60_000 });

  // §4 an ended session: 'Session has expired! Please, login again.', the stored values cleared on close.
  useEffect(() => {
    if (answer === undefined) return;
    if (answer.signedIn) {
      storage.markSignedIn();
      return;
    }
    const notice = sessionEndNotice(answer, storage.userLogin.get());
    if (notice === 'expired') control.expire();
    else if (notice === 'silent') control.drop();
  }, [answer, control]);

  // §4 any other failure of the check clears stored session data (outside vendor-order).
  const onCheckFailed = useEffectEvent(() => {
    if (clearsOnCheckFailure(pathname, appErrorOf(check.error))) storage.clearSession();
  });
  useEffect(() => {
    if (check.errorUpdatedAt > 0) onCheckFailed();
  }, [check.errorUpdatedAt]);

  const session = useMemo<Session>(
    () => ({
      signedIn,
      userId,
      user: signedIn ? (details.data ?? null) : null,
      userLoading: signedIn && details.isPending,
      control,
    }),
    [signedIn, userId, details.data, details.isPending, control],
  );

  const status: CheckStatus = check.isError
    ? { status: 'error', error: appErrorOf(check.error) }
    : answer !== undefined
      ? { status: 'success', data: answer }
      : { status: 'pending' };
  const gate = authGate(pathname, status);

  switch (gate.kind) {
    case 'loader':
      return <FullScreenLoader label="Checking your session" />;
    case 'error':
      return (
        <ErrorScreen
          title="We could not load Sikka"
          message={gate.message}
          onRetry={() => void check.refetch()}
          retrying={check.isFetching}
        />
      );
    case 'maintenance':
      return (
        <ErrorScreen
          title={MAINTENANCE_TITLE}
          message={gate.appError.maintenance?.sub_title ?? gate.appError.message ?? MAINTENANCE_SUBTITLE}
          onRetry={() => void check.refetch()}
          retrying={check.isFetching}
        />
      );
    case 'app':
      return <SessionContext value={session}>{children}</SessionContext>;
  }
}
