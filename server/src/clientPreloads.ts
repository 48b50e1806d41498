// The page code a URL needs beyond the entry, named in its HTML as preload links, so it downloads beside the entry
// instead of after it, one lazy chunk after another (docs/benchmarks.md "First load"). Read from the client build's
// manifest (client/vite.config.ts); a module the manifest does not know is left out, never an error.
import { type PageKind, pageKindOf } from '@sikka/shared/routes/pageKind';
import { z } from 'zod';

/** What this module reads of Vite's .vite/manifest.json (other fields pass unread). */
export const viteManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
export type ViteManifest = z.infer<typeof viteManifestSchema>;
type ManifestChunk = ViteManifest[string];

const ROUTES = 'src/app/routes';
const HOME = `${ROUTES}/HomeRoute.tsx`;
const RESOLVED = `${ROUTES}/ResolvedRoute.tsx`;

/** The client's page modules for each kind of page (client/src/app/routes.tsx and routes/*Route.tsx load them). */
export const PAGE_MODULES: Record<PageKind, readonly string[]> = {
  dashboard: [HOME, `${ROUTES}/DashboardRoute.tsx`],
  auth: [HOME, 'src/features/auth/pages/AuthPage.tsx'],
  exchange: [RESOLVED, `${ROUTES}/ExchangeRoute.tsx`],
  instant: [RESOLVED, `${ROUTES}/InstantRoute.tsx`],
  wallet: [RESOLVED, `${ROUTES}/WalletRoute.tsx`],
  tax: [RESOLVED, `${ROUTES}/TaxRoute.tsx`],
  profile: [RESOLVED, `${ROUTES}/ProfileRoute.tsx`],
  declaration: [RESOLVED, `${ROUTES}/DeclarationRoute.tsx`],
  messages: [RESOLVED, `${ROUTES}/MessagesRoute.tsx`],
  notifications: [RESOLVED, `${ROUTES}/NotificationsRoute.tsx`],
  rewards: [RESOLVED, `${ROUTES}/RewardsRoute.tsx`],
  giftings: [RESOLVED, `${ROUTES}/GiftingsRoute.tsx`],
  uma: [RESOLVED, `${ROUTES}/UmaRoute.tsx`],
  lending: [RESOLVED, `${ROUTES}/LendingRoute.tsx`],
  insight: [RESOLVED, `${ROUTES}/IntoTheBlockRoute.tsx`],
  integrate: [RESOLVED, `${ROUTES}/IntegrateRoute.tsx`],
  invoice: [RESOLVED, `${ROUTES}/InvoiceRoute.tsx`],
  marketing: [RESOLVED, `${ROUTES}/MarketingRoute.tsx`],
  shop: [RESOLVED, `${ROUTES}/ShopRoute.tsx`],
  paperWallet: [RESOLVED, `${ROUTES}/PaperWalletRoute.tsx`],
  basket: [RESOLVED, `${ROUTES}/BasketRoute.tsx`],
  subBroker: [RESOLVED, `${ROUTES}/SubBrokerRoute.tsx`],
  vendorOrder: [RESOLVED, `${ROUTES}/VendorOrderRoute.tsx`],
  reserves: [RESOLVED, `${ROUTES}/ReservesRoute.tsx`],
  alerts: [RESOLVED, `${ROUTES}/AlertsRoute.tsx`],
  content: [RESOLVED],
  'not-found': [RESOLVED, `${ROUTES}/NotFoundRoute.tsx`],
  redirect: [],
};

/** Every chunk key reachable from `key` through static imports. */
function closure(manifest: ViteManifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The chunk keys a kind of page loads at first: the entry's (index.html's closure), and its own beyond those. */
export function firstLoadChunks(manifest: ViteManifest, kind: PageKind): { entry: string[]; page: string[] } {
  const entry = closure(manifest, 'index.html', new Set());
  const keys = new Set<string>();
  for (const module of PAGE_MODULES[kind]) closure(manifest, module, keys);
  return { entry: [...entry], page: [...keys].filter((key) => !entry.has(key)) };
}

/**
 * The preload links of each kind of page, made once per build: its modules' chunks and stylesheets that the
 * entry does not already load (index.html preloads those itself).
 */
export function preloadsByKind(manifest: ViteManifest, nonce: string): Map<PageKind, string> {
  const links = new Map<PageKind, string>();
  for (const kind of Object.keys(PAGE_MODULES) as PageKind[]) {
    const tags: string[] = [];
    for (const key of firstLoadChunks(manifest, kind).page) {
      const chunk = manifest[key] as ManifestChunk;
      tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" nonce="${nonce}">`);
      for (const css of chunk.css ?? [])
        tags.push(`<link rel="preload" as="style" crossorigin href="/${css}" nonce="${nonce}">`);
    }
    links.set(kind, tags.join(''));
  }
  return links;
}

/** The page's HTML with the preload links of the page its URL renders, at the end of <head>. */
export function withPreloads(html: string, preloads: Map<PageKind, string>, url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const links = preloads.get(pageKindOf(pathname, queryAt === -1 ? '' : url.slice(queryAt)));
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}
