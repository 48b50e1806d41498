// Every path other than /in/home, resolved by the shared §2 route table: a redirect, not found, or the
// route's page with its head (title, description, canonical link). Each kind of page is its own chunk,
// loaded when a route of that kind is first visited; content pages come from the content registry.
import { type PageKind, tablePageKind } from '@sikka/shared/routes/pageKind';
import { type Route, type RouteMatch, resolvePath } from '@sikka/shared/routes/routeTable';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { type ContentPageEntry, findContentPage } from '../../features/content/contentPages.ts';
import { addTexts, useTranslation } from '../../lib/i18n/i18n.ts';
import { pagesEn } from '../../lib/i18n/pages.en.ts';
import { usePageHead } from '../../lib/pageHead.ts';
import { preloadableLazy } from '../../lib/preloadableLazy.ts';
import { storage } from '../../lib/storage.ts';
import { canonicalPath } from './routeMeta.ts';

addTexts({ pages: pagesEn });

const ExchangeRoute = preloadableLazy(
  () => import('./ExchangeRoute.tsx'),
  (module) => module.default,
);
const NotFoundRoute = preloadableLazy(
  () => import('./NotFoundRoute.tsx'),
  (module) => module.default,
);
const InstantRoute = preloadableLazy(
  () => import('./InstantRoute.tsx'),
  (module) => module.default,
);
const WalletRoute = preloadableLazy(
  () => import('./WalletRoute.tsx'),
  (module) => module.default,
);
const TaxRoute = preloadableLazy(
  () => import('./TaxRoute.tsx'),
  (module) => module.default,
);
const ProfileRoute = preloadableLazy(
  () => import('./ProfileRoute.tsx'),
  (module) => module.default,
);
const DeclarationRoute = preloadableLazy(
  () => import('./DeclarationRoute.tsx'),
  (module) => module.default,
);
const MessagesRoute = preloadableLazy(
  () => import('./MessagesRoute.tsx'),
  (module) => module.default,
);
const NotificationsRoute = preloadableLazy(
  () => import('./NotificationsRoute.tsx'),
  (module) => module.default,
);
const RewardsRoute = preloadableLazy(
  () => import('./RewardsRoute.tsx'),
  (module) => module.default,
);
const GiftingsRoute = preloadableLazy(
  () => import('./GiftingsRoute.tsx'),
  (module) => module.default,
);
const UmaRoute = preloadableLazy(
  () => import('./UmaRoute.tsx'),
  (module) => module.default,
);

const SubBrokerRoute = preloadableLazy(
  () => import('./SubBrokerRoute.tsx'),
  (module) => module.default,
);
const LendingRoute = preloadableLazy(
  () => import('./LendingRoute.tsx'),
  (module) => module.default,
);
const MarketingRoute = preloadableLazy(
  () => import('./MarketingRoute.tsx'),
  (module) => module.default,
);
const InvoiceRoute = preloadableLazy(
  () => import('./InvoiceRoute.tsx'),
  (module) => module.default,
);
const IntegrateRoute = preloadableLazy(
  () => import('./IntegrateRoute.tsx'),
  (module) => module.default,
);
const IntoTheBlockRoute = preloadableLazy(
  () => import('./IntoTheBlockRoute.tsx'),
  (module) => module.default,
);

const ShopRoute = preloadableLazy(
  () => import('./ShopRoute.tsx'),
  (module) => module.default,
);

const PaperWalletRoute = preloadableLazy(
  () => import('./PaperWalletRoute.tsx'),
  (module) => module.default,
);

const BasketRoute = preloadableLazy(
  () => import('./BasketRoute.tsx'),
  (module) => module.default,
);

const VendorOrderRoute = preloadableLazy(
  () => import('./VendorOrderRoute.tsx'),
  (module) => module.default,
);

const ReservesRoute = preloadableLazy(
  () => import('./ReservesRoute.tsx'),
  (module) => module.default,
);

const AlertsRoute = preloadableLazy(
  () => import('./AlertsRoute.tsx'),
  (module) => module.default,
);

const PAGES: Partial<Record<PageKind, { preload(): Promise<unknown> }>> = {
  exchange: ExchangeRoute,
  instant: InstantRoute,
  wallet: WalletRoute,
  tax: TaxRoute,
  profile: ProfileRoute,
  declaration: DeclarationRoute,
  messages: MessagesRoute,
  notifications: NotificationsRoute,
  rewards: RewardsRoute,
  giftings: GiftingsRoute,
  uma: UmaRoute,
  lending: LendingRoute,
  insight: IntoTheBlockRoute,
  integrate: IntegrateRoute,
  invoice: InvoiceRoute,
  marketing: MarketingRoute,
  shop: ShopRoute,
  paperWallet: PaperWalletRoute,
  basket: BasketRoute,
  subBroker: SubBrokerRoute,
  vendorOrder: VendorOrderRoute,
  reserves: ReservesRoute,
  alerts: AlertsRoute,
  'not-found': NotFoundRoute,
};

/** Loads the page module of a kind of page this route renders (the first load waits for it: routes.tsx). */
export async function preloadPage(kind: PageKind): Promise<void> {
  await PAGES[kind]?.preload();
}

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
      return <NotFoundRoute key={pathname} />;
    case 'page': {
      const { route } = resolution.match;
      const content = findContentPage(pathname);
      if (content) return <ContentRoute key={content.path} entry={content} pathname={pathname} />;
      // An about/policy/support/company/additional or info page the registry does not have is no page at all.
      if (tablePageKind(route) === 'content') return <NotFoundRoute key={pathname} />;
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
      return <ExchangeRoute />;
    case 'instant':
      return 'coin' in route ? <InstantRoute coin={route.coin} /> : <NotFoundRoute />;
    case 'wallet':
      return <WalletRoute operation={match.params.operation} />;
    case 'tax':
      return <TaxRoute />;
    case 'profile':
      return <ProfileRoute pathname={pathname} />;
    case 'declaration':
      return <DeclarationRoute />;
    case 'messages':
      return <MessagesRoute />;
    case 'alerts':
      return <AlertsRoute />;
    case 'notifications':
      return <NotificationsRoute />;
    case 'rewards':
      return <RewardsRoute />;
    case 'giftings':
      return <GiftingsRoute />;
    case 'uma':
      return <UmaRoute />;
    case 'lending':
      return <LendingRoute />;
    case 'insight':
      return <IntoTheBlockRoute />;
    case 'integrate':
      return <IntegrateRoute />;
    case 'invoice':
      return <InvoiceRoute />;
    case 'marketing':
      return <MarketingRoute />;
    case 'shop':
      return <ShopRoute />;
    case 'paperWallet':
      return <PaperWalletRoute />;
    case 'basket':
      return <BasketRoute />;
    case 'subBroker':
      return <SubBrokerRoute />;
    case 'vendorOrder':
      return <VendorOrderRoute pathname={pathname} />;
    case 'reserves':
      return <ReservesRoute />;
    default:
      return <NotFoundRoute />;
  }
}
