// Every path other than /in/home, resolved by the shared §2 route table: a redirect, not found, or the
// route's page with its head (title, description, canonical link). Each kind of page is its own chunk,
// loaded when a route of that kind is first visited; content pages come from the content registry.
import { tablePageKind } from '@sikka/shared/routes/pageKind';
import { type Route, type RouteMatch, resolvePath } from '@sikka/shared/routes/routeTable';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { type ContentPageEntry, findContentPage } from '../../features/content/contentPages.ts';
import { usePageHead } from '../../lib/pageHead.ts';
import { storage } from '../../lib/storage.ts';
import { canonicalPath } from './routeMeta.ts';

const FeaturePage = lazy(() => import('./FeaturePage.tsx'));
const ExchangePage = lazy(() => import('./ExchangePage.tsx'));
const SpecialPage = lazy(() => import('./SpecialPage.tsx'));
const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'));
const InstantRoute = lazy(() => import('./InstantRoute.tsx'));
const WalletRoute = lazy(() => import('./WalletRoute.tsx'));
const ProfileRoute = lazy(() => import('./ProfileRoute.tsx'));
const DeclarationRoute = lazy(() => import('./DeclarationRoute.tsx'));

// One lazy component per content page, made once, so revisiting a page does not suspend again.
const contentComponents = new Map<string, LazyExoticComponent<ComponentType>>();
function contentComponent(entry: ContentPageEntry): LazyExoticComponent<ComponentType> {
  let component = contentComponents.get(entry.path);
  if (!component) {
    component = lazy(entry.load);
    contentComponents.set(entry.path, component);
  }
  return component;
}

export function ResolvedRoute() {
  const { pathname } = useLocation();
  const resolution = resolvePath(pathname, storage.pairSelected.get());
  switch (resolution.kind) {
    case 'redirect':
      return <Navigate to={resolution.to} replace />;
    case 'not-found':
      return <NotFoundPage key={pathname} />;
    case 'page': {
      const { route } = resolution.match;
      const content = findContentPage(pathname);
      if (content) return <ContentRoute key={content.path} entry={content} pathname={pathname} />;
      // An about/policy/support/company/additional page the registry does not have is no page at all.
      if (route.feature === 'content') return <NotFoundPage key={pathname} />;
      return <TableRoute key={pathname} match={resolution.match} pathname={pathname} />;
    }
  }
}

function ContentRoute({ entry, pathname }: { entry: ContentPageEntry; pathname: string }) {
  usePageHead({ title: entry.title, description: entry.description, canonical: canonicalPath(pathname) });
  const Page = contentComponent(entry);
  return <Page />;
}

function TableRoute({ match, pathname }: { match: RouteMatch; pathname: string }) {
  const { t } = useTranslation();
  const route: Route = match.route;
  usePageHead({
    title: route.title,
    description: t(`pages.${route.id}`),
    canonical: canonicalPath(pathname),
  });
  switch (tablePageKind(route)) {
    case 'exchange':
      return <ExchangePage />;
    case 'special':
      return <SpecialPage route={route} />;
    case 'instant':
      return 'coin' in route ? <InstantRoute coin={route.coin} /> : <FeaturePage route={route} />;
    case 'wallet':
      return <WalletRoute operation={match.params.operation} />;
    case 'profile':
      return <ProfileRoute pathname={pathname} />;
    case 'declaration':
      return <DeclarationRoute />;
    default:
      return <FeaturePage route={route} />;
  }
}
