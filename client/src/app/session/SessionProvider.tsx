// §2/§4 the start of every page: the authentication check (a full-screen logo loader while it runs, the
// error or maintenance screen when it fails, the §4 expiry toast for an ended session), the maintenance
// listener (the screen comes and goes live), user.details with its refreshes, and the forced reset screen.
import { authPagePath } from '@sikka/shared/routes/authQuery';
import { appliesMaintenanceGate, runsAuthCheck } from '@sikka/shared/routes/visibility';
import { lazy, type ReactNode, Suspense, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLiveMaintenance } from '../../features/system/api/useLiveMaintenance.ts';
import { MaintenanceScreen } from '../../features/system/components/MaintenanceScreen.tsx';
import {
  checkFailureMaintenanceView,
  liveMaintenanceView,
} from '../../features/system/utils/maintenanceView.ts';
import { appErrorOf } from '../../lib/errors.ts';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { onLoginChangedElsewhere, storage } from '../../lib/storage.ts';
import { trpc } from '../../lib/trpc.ts';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';
import { FullScreenLoader } from '../../ui/Loader.tsx';
import { appScreen, type CheckStatus, clearsOnCheckFailure, sessionEndNotice } from './authGate.ts';
import { takePageSession } from './pageSession.ts';
import { periodicRefreshMs } from './refresh.ts';
import { type Session, SessionContext } from './sessionContext.ts';
import type { SessionControl } from './sessionControl.ts';
import { useRefreshOnRouteChange } from './useRefresh.ts';

// The forced reset screen (and its form library) loads only for the few who must reset their password.
const ForcedResetScreen = lazy(() =>
  import('../../features/auth/components/ForcedResetScreen.tsx').then((module) => ({
    default: module.ForcedResetScreen,
  })),
);

/** How often a check refused by the provider's maintenance is asked again. */
const PROVIDER_MAINTENANCE_RETRY_MS = 15_000;

export function SessionProvider({ control, children }: { control: SessionControl; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const check = trpc.auth.session.useQuery(undefined, {
    enabled: runsAuthCheck(pathname),
    // The answer the page came with, taken when the query is first made (never again after a reset).
    initialData: takePageSession,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // The check replaces the page when it fails: no toast of its own (§2 error screen).
    meta: { screen: true },
  });
  const answer = check.data;
  const signedIn = answer?.signedIn === true;
  const userId = answer?.signedIn ? answer.userId : null;
  // §4 the profile refresh call: on each route change (useRefresh) and every 180000 ms.
  const details = trpc.user.details.useQuery(undefined, {
    enabled: signedIn,
    staleTime: 60_000,
    refetchInterval: periodicRefreshMs(pathname, signedIn),
  });
  useRefreshOnRouteChange({ pathname, userId: signedIn ? userId : null });

  // §4 the maintenance listener starts once the check has answered, either way (never on vendor-order). A
  // refetch puts a failed check back to pending, so "answered" is whether it ever did.
  const gateApplies = appliesMaintenanceGate(pathname);
  const checkAnswered = answer !== undefined || check.errorUpdatedAt > 0;
  const live = useLiveMaintenance(gateApplies && checkAnswered);
  const liveView = liveMaintenanceView(live);

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

  // Another tab signed out (§8 'Session has expired! Please, login again.' here too, at once), or in (this tab asks
  // for its session again).
  useEffect(
    () =>
      onLoginChangedElsewhere((elsewhere) => {
        if (!elsewhere && signedIn) control.expire();
        else if (elsewhere && !signedIn) void check.refetch();
      }),
    [signedIn, control, check.refetch],
  );

  // §4 any other failure of the check clears stored session data (outside vendor-order).
  const onCheckFailed = useEffectEvent(() => {
    if (clearsOnCheckFailure(pathname, appErrorOf(check.error))) storage.clearSession();
  });
  useEffect(() => {
    if (check.errorUpdatedAt > 0) onCheckFailed();
  }, [check.errorUpdatedAt]);

  // A check refused for maintenance is asked again when the flag goes off, so the screen can go without a reload.
  const retryMaintenanceCheck = useEffectEvent(() => {
    if (check.isError && appErrorOf(check.error).kind === 'maintenance') void check.refetch();
  });
  const liveWasOn = useRef(false);
  useEffect(() => {
    const on = live?.on === true;
    if (liveWasOn.current && !on) retryMaintenanceCheck();
    liveWasOn.current = on;
  }, [live]);
  // The provider's own maintenance (its 503) has no live flag to watch: ask again now and then, so the
  // screen goes by itself when the provider is back.
  const refusedForMaintenance = check.isError && appErrorOf(check.error).kind === 'maintenance';
  useEffect(() => {
    if (!refusedForMaintenance) return;
    const timer = setInterval(retryMaintenanceCheck, PROVIDER_MAINTENANCE_RETRY_MS);
    return () => clearInterval(timer);
  }, [refusedForMaintenance]);

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
  const screen = appScreen(pathname, {
    check: status,
    maintenanceOn: liveView !== null,
    // A failed user load does not hold the app back: the header falls back to its defaults.
    userPending: signedIn && details.isPending && !details.isError,
    forcedReset: signedIn && details.data?.force_password_reset === 1,
  });

  switch (screen.kind) {
    case 'live-maintenance':
      return liveView ? <MaintenanceScreen view={liveView} /> : null;
    case 'loader':
      return <FullScreenLoader label={t('session.checking')} />;
    case 'error':
      return (
        <ErrorScreen
          title={t('session.errorTitle')}
          message={screen.message}
          onRetry={() => void check.refetch()}
          retrying={check.isFetching}
        />
      );
    case 'maintenance':
      return <MaintenanceScreen view={checkFailureMaintenanceView(screen.appError)} />;
    case 'forced-reset':
      return (
        <Suspense fallback={null}>
          <ForcedResetScreen
            user={details.data ?? {}}
            onFinished={() => {
              control.signOut();
              navigate(authPagePath('login'), { replace: true });
            }}
            onLoggedOut={() => {
              control.signOut();
              navigate(authPagePath('login'));
            }}
          />
        </Suspense>
      );
    case 'app':
      return <SessionContext value={session}>{children}</SessionContext>;
  }
}
