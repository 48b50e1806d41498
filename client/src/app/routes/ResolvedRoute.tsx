// Every path other than /in/home, resolved by the shared §2 route table: a redirect, not found, or the
// route's page. Routes whose feature has not landed show the coming-soon page; the shell replaces it.
import { resolvePath } from '@sikka/shared/routes/routeTable';
import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { storage } from '../../lib/storage.ts';

const ComingSoonPage = lazy(() =>
  import('./PlaceholderRoutes.tsx').then((module) => ({ default: module.ComingSoonPage })),
);
const NotFoundPage = lazy(() =>
  import('./PlaceholderRoutes.tsx').then((module) => ({ default: module.NotFoundPage })),
);

export function ResolvedRoute() {
  const { pathname } = useLocation();
  const resolution = resolvePath(pathname, storage.pairSelected.get());
  switch (resolution.kind) {
    case 'redirect':
      return <Navigate to={resolution.to} replace />;
    case 'not-found':
      return <NotFoundPage />;
    case 'page':
      return <ComingSoonPage title={resolution.match.route.title} />;
  }
}
