// The public market data a first page's first screen shows, asked for as the entry starts (main.tsx), beside the
// page's code rather than after React's first render; the query client is seeded with it when made (providers.tsx),
// so the page's own queries find it in or in flight. The page's largest text waits for it: the exchange's last
// price (tickers), the instant page's fees note (the fee schedule). Only queries that stay fresh for a while are
// asked early: a page's query that is stale at once (candles) would ask again on mount.
import { pageKindOf } from '@sikka/shared/routes/pageKind';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { plainTrpc, trpc } from '../lib/trpc.ts';

interface FirstCall {
  key: QueryKey;
  ask: () => Promise<unknown>;
}

const FIRST_CALLS: Partial<Record<ReturnType<typeof pageKindOf>, () => FirstCall[]>> = {
  exchange: () => [
    {
      key: getQueryKey(trpc.exchange.tickers, undefined, 'query'),
      ask: () => plainTrpc.exchange.tickers.query(),
    },
    {
      key: getQueryKey(trpc.exchange.pairs, undefined, 'query'),
      ask: () => plainTrpc.exchange.pairs.query(),
    },
  ],
  instant: () => [
    { key: getQueryKey(trpc.market.fees, undefined, 'query'), ask: () => plainTrpc.market.fees.query() },
    { key: getQueryKey(trpc.market.prices, undefined, 'query'), ask: () => plainTrpc.market.prices.query() },
  ],
};

interface Asked {
  key: QueryKey;
  answer: Promise<unknown>;
  /** The answer and when it came, once it has. */
  came?: { data: unknown; at: number };
}

let asked: Asked[] = [];

/**
 * Asks for the first screen's market data of the page this URL renders (nothing for most pages); the promise
 * settles when every answer has come or failed, never rejecting.
 */
export function askFirstData(pathname: string, search: string): Promise<void> {
  const calls = FIRST_CALLS[pageKindOf(pathname, search)]?.() ?? [];
  asked = calls.map(({ key, ask }) => ({ key, answer: ask() }));
  return Promise.all(
    asked.map((entry) =>
      entry.answer.then(
        (data) => {
          entry.came = { data, at: Date.now() };
        },
        () => undefined,
      ),
    ),
  ).then(() => undefined);
}

/**
 * Puts what was asked in the query cache, once: an answer already in as the query's data (the first render shows
 * it), one still on its way as the query's fetch (the page's query waits for it instead of asking again). A failed
 * one fails that fetch, and the query's own retry asks again with the page's options.
 */
export function seedFirstData(queryClient: QueryClient): void {
  for (const { key, answer, came } of asked) {
    if (came) queryClient.setQueryData(key, came.data, { updatedAt: came.at });
    else void queryClient.prefetchQuery({ queryKey: key, queryFn: () => answer });
  }
  asked = [];
}
