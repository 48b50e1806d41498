// What the service worker (client/worker/sw.ts) keeps and under which names, as pure rules it and its tests share:
// one shell cache per release, named by the build's asset list, and one market cache holding the last public prices.
import { COINS } from '@sikka/shared/constants';
import { DECIMAL_STRING } from '@sikka/shared/money/amount';

/** Every cache of ours starts with this; any other cache in the origin is left alone. */
export const CACHE_PREFIX = 'sikka';
/** The shell cache's middle name: `sikka-shell-<release>` (workbox's precache name parts). */
export const SHELL_CACHE_PART = 'shell';
/** The last public prices answer (market data only), kept across releases. */
export const MARKET_CACHE = `${CACHE_PREFIX}-market`;
/** The key the snapshot is stored under in MARKET_CACHE. */
export const PRICES_SNAPSHOT_KEY = '/offline/last-prices';
/** The public prices call, asked by the worker itself without cookies, so its answer can never be a person's. */
export const PUBLIC_PRICES_URL = '/trpc/market.prices';
/** The snapshot is asked again at most this often (ms), on a page load. */
export const PRICES_REFRESH_MS = 60_000;

/** A build's entry in the precache list (workbox's injected manifest). */
export type PrecacheEntry = string | { url: string; revision?: string | null };

/**
 * The release a precache list belongs to: FNV-1a (32 bit, hex) of its URLs and revisions, so a build with any
 * changed file is a new release and gets a new cache name, and the same build always the same one.
 */
export function releaseOf(entries: readonly PrecacheEntry[]): string {
  const text = entries
    .map((entry) => (typeof entry === 'string' ? entry : `${entry.url}#${entry.revision ?? ''}`))
    .sort()
    .join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The shell cache of a release. */
export function shellCacheName(release: string): string {
  return `${CACHE_PREFIX}-${SHELL_CACHE_PART}-${release}`;
}

/** The caches to delete when a release activates: every one of ours but its shell and the market cache. */
export function outdatedCaches(names: readonly string[], release: string): string[] {
  const kept = new Set([shellCacheName(release), MARKET_CACHE]);
  return names.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !kept.has(name));
}

/** One coin's price as the offline page shows it. */
export interface KnownPrice {
  buying_price: string;
  selling_price: string;
  change: string;
}

/** The last public prices and when they came (ms since the epoch). */
export interface PricesSnapshot {
  at: number;
  prices: Partial<Record<(typeof COINS)[number], KnownPrice>>;
}

const SIGNED_PERCENT = /^-?\d+(\.\d+)?$/;

/**
 * The snapshot of a tRPC answer to PUBLIC_PRICES_URL (`{ result: { data } }`), or undefined when it is not one:
 * only the §7 coins' buying and selling prices and change are kept, never anything else the answer held.
 */
export function snapshotOf(answer: unknown, at: number): PricesSnapshot | undefined {
  const data = (answer as { result?: { data?: unknown } } | null)?.result?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const prices: PricesSnapshot['prices'] = {};
  for (const coin of COINS) {
    const entry = (data as Record<string, Record<string, unknown> | undefined>)[coin];
    const { buying_price, selling_price, change } = entry ?? {};
    if (
      typeof buying_price === 'string' &&
      DECIMAL_STRING.test(buying_price) &&
      typeof selling_price === 'string' &&
      DECIMAL_STRING.test(selling_price) &&
      typeof change === 'string' &&
      SIGNED_PERCENT.test(change)
    ) {
      prices[coin] = { buying_price, selling_price, change };
    }
  }
  return Object.keys(prices).length > 0 ? { at, prices } : undefined;
}

/** A stored snapshot read back (JSON from MARKET_CACHE), or undefined when it is not one. */
export function readSnapshot(stored: unknown): PricesSnapshot | undefined {
  const at = (stored as { at?: unknown } | null)?.at;
  if (typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  return snapshotOf({ result: { data: (stored as { prices?: unknown }).prices } }, at);
}
