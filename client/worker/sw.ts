// Sikka's service worker (docs/app.md): the release's shell from its own cache, navigations from the network with
// the offline page when it is down, and the last public prices for that page. Nothing else is ever cached.

import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OFFLINE_PAGE_POLICY, offlinePageHtml } from '../src/app/offline/offlinePage.ts';
import {
  CACHE_PREFIX,
  MARKET_CACHE,
  outdatedCaches,
  PRICES_REFRESH_MS,
  PRICES_SNAPSHOT_KEY,
  type PrecacheEntry,
  PUBLIC_PRICES_URL,
  readSnapshot,
  releaseOf,
  SHELL_CACHE_PART,
  snapshotOf,
} from '../src/app/offline/releaseCache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

const manifest = self.__WB_MANIFEST;
const release = releaseOf(manifest);

// One cache per release (sikka-shell-<release>): a new build fills its own while the old one still serves.
setCacheNameDetails({ prefix: CACHE_PREFIX, precache: SHELL_CACHE_PART, suffix: release });
precacheAndRoute(manifest);

// A page's HTML always comes from the network (it carries the visitor's session answer), so it names the files of
// the release the server runs: the new worker takes over at once, and pages' hashed files never mix releases.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(outdatedCaches(await caches.keys(), release).map((name) => caches.delete(name)));
      await self.registration.navigationPreload?.enable();
      await refreshPrices();
    })(),
  );
});

/** Asks the public prices without cookies and keeps them with their time; a failure keeps the last ones. */
async function refreshPrices(): Promise<void> {
  const cache = await caches.open(MARKET_CACHE);
  const last = readSnapshot(await (await cache.match(PRICES_SNAPSHOT_KEY))?.json().catch(() => null));
  if (last && Date.now() - last.at < PRICES_REFRESH_MS) return;
  try {
    const answer = await fetch(PUBLIC_PRICES_URL, {
      credentials: 'omit',
      headers: { 'x-sikka-client': 'web' },
      cache: 'no-store',
    });
    const snapshot = answer.ok ? snapshotOf(await answer.json(), Date.now()) : undefined;
    if (snapshot) {
      const headers = { 'content-type': 'application/json' };
      await cache.put(PRICES_SNAPSHOT_KEY, new Response(JSON.stringify(snapshot), { headers }));
    }
  } catch {
    // Offline or the BFF down: the last snapshot stays, marked stale by its time.
  }
}

async function offlinePage(url: URL): Promise<Response> {
  const stored = await caches.match(PRICES_SNAPSHOT_KEY, { cacheName: MARKET_CACHE });
  const snapshot = readSnapshot(await stored?.json().catch(() => null));
  return new Response(offlinePageHtml(snapshot, `${url.pathname}${url.search}`), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': OFFLINE_PAGE_POLICY,
    },
  });
}

// Navigations: the network's answer, whatever its status; the offline page only when there is none at all.
registerRoute(
  new NavigationRoute(async ({ event, url }) => {
    const fetchEvent = event as FetchEvent;
    try {
      const answer =
        ((await fetchEvent.preloadResponse) as Response | undefined) ?? (await fetch(fetchEvent.request));
      fetchEvent.waitUntil(refreshPrices());
      return answer;
    } catch {
      return offlinePage(url);
    }
  }),
);
