// /in/home: the auth page when the query asks for one (visitors), else the dashboard (§2). After
// successful auth the query is removed and the URL becomes /in/home.
import { afterAuthPath, parseAuthQuery } from '@sikka/shared/routes/authQuery';
import type { PageKind } from '@sikka/shared/routes/pageKind';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { headerFirstName } from '@sikka/shared/user/prompts';
import { Suspense } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import { usePageHead } from '../../lib/pageHead.ts';
import { preloadableLazy } from '../../lib/preloadableLazy.ts';
import { PageSkeleton } from '../../ui/Skeleton.tsx';
import { useSession } from '../session/sessionContext.ts';

// The dashboard is its own chunk (with the chart library behind it), as is the auth page.
const DashboardRoute = preloadableLazy(
  () => import('./DashboardRoute.tsx'),
  (module) => module.default,
);
const AuthPage = preloadableLazy(
  () => import('../../features/auth/pages/AuthPage.tsx'),
  (module) => module.AuthPage,
);

/** Loads the view /in/home opens with (the first load waits for it: routes.tsx). */
export async function preloadPage(kind: PageKind): Promise<void> {
  await (kind === 'auth' ? AuthPage : DashboardRoute).preload();
}

export function HomeRoute() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // The title is each view's own (the dashboard, or the auth page's step); description and canonical are the route's.
  usePageHead({ description: t('pages.home'), canonical: PATHS.home });

  if (session.signedIn) {
    if (location.search !== '') return <Navigate to={afterAuthPath()} replace />;
    return (
      <Suspense fallback={<PageSkeleton label="Loading dashboard" />}>
        <DashboardRoute
          firstName={session.userLoading ? null : headerFirstName(session.user?.name)}
          signedIn
        />
      </Suspense>
    );
  }

  const query = parseAuthQuery(location.search);
  if (query.type === null)
    return (
      <Suspense fallback={<PageSkeleton label="Loading dashboard" />}>
        <DashboardRoute firstName={null} signedIn={false} />
      </Suspense>
    );
  return (
    <Suspense fallback={<PageSkeleton label="Loading sign-in" />}>
      <AuthPage
        type={query.type}
        mobileNumber={query.mobileNumber}
        onSignedIn={(userId) => {
          session.control.signIn(userId);
          navigate(afterAuthPath(), { replace: true });
        }}
      />
    </Suspense>
  );
}
