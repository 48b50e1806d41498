import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trpc } from '../lib/trpc.ts';
import { askFirstData, seedFirstData } from './firstData.ts';

const calls = vi.hoisted(() => ({
  made: [] as string[],
  answers: new Map<string, () => Promise<unknown>>(),
}));

vi.mock('../lib/trpc.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../lib/trpc.ts')>();
  const procedure = (path: string) => ({
    query: () => {
      calls.made.push(path);
      return calls.answers.get(path)?.() ?? Promise.resolve({ from: path });
    },
  });
  const plainTrpc = {
    exchange: { tickers: procedure('exchange.tickers'), pairs: procedure('exchange.pairs') },
    market: { fees: procedure('market.fees'), prices: procedure('market.prices') },
  };
  return { ...original, plainTrpc };
});

const key = {
  tickers: getQueryKey(trpc.exchange.tickers, undefined, 'query'),
  pairs: getQueryKey(trpc.exchange.pairs, undefined, 'query'),
  fees: getQueryKey(trpc.market.fees, undefined, 'query'),
  prices: getQueryKey(trpc.market.prices, undefined, 'query'),
};

beforeEach(() => {
  calls.made = [];
  calls.answers.clear();
});

describe('the first screen’s market data, asked before the first render', () => {
  it('the exchange asks for the tickers and pairs; the cache holds them under the keys its hooks read', async () => {
    await askFirstData('/in/exchange/inr/btc', '');
    expect(calls.made.sort()).toEqual(['exchange.pairs', 'exchange.tickers']);
    const client = new QueryClient();
    seedFirstData(client);
    // The key trpc.exchange.tickers.useQuery(undefined) reads.
    expect(key.tickers).toEqual([['exchange', 'tickers'], { type: 'query' }]);
    expect(client.getQueryData(key.tickers)).toEqual({ from: 'exchange.tickers' });
    expect(client.getQueryData(key.pairs)).toEqual({ from: 'exchange.pairs' });
    expect(client.getQueryState(key.tickers)?.status).toBe('success');
  });

  it('an instant page asks for the fee schedule and the prices', async () => {
    await askFirstData('/in/bitcoin', '');
    expect(calls.made.sort()).toEqual(['market.fees', 'market.prices']);
    const client = new QueryClient();
    seedFirstData(client);
    expect(client.getQueryData(key.fees)).toEqual({ from: 'market.fees' });
    expect(client.getQueryData(key.prices)).toEqual({ from: 'market.prices' });
  });

  it('an answer still on its way is the query’s fetch: the cache gets it when it comes, with no second call', async () => {
    let answer: (value: unknown) => void = () => undefined;
    calls.answers.set('market.fees', () => new Promise((resolve) => (answer = resolve)));
    void askFirstData('/in/bitcoin', '');
    const client = new QueryClient();
    seedFirstData(client);
    expect(client.getQueryState(key.fees)?.fetchStatus).toBe('fetching');
    answer({ feeBps: 20 });
    await vi.waitFor(() => expect(client.getQueryData(key.fees)).toEqual({ feeBps: 20 }));
    expect(calls.made.filter((path) => path === 'market.fees')).toHaveLength(1);
  });

  it('a failed answer never rejects the wait, and fails only that query’s first fetch', async () => {
    calls.answers.set('exchange.tickers', () => Promise.reject(new Error('down')));
    await expect(askFirstData('/in/exchange/inr/btc', '')).resolves.toBeUndefined();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    seedFirstData(client);
    await vi.waitFor(() => expect(client.getQueryState(key.tickers)?.status).toBe('error'));
    expect(client.getQueryData(key.pairs)).toEqual({ from: 'exchange.pairs' });
  });

  it('other pages ask for nothing, and the data is seeded once', async () => {
    await askFirstData('/in/home', '');
    await askFirstData('/in/wallet', '');
    expect(calls.made).toEqual([]);
    await askFirstData('/in/bitcoin', '');
    seedFirstData(new QueryClient());
    const later = new QueryClient();
    seedFirstData(later);
    expect(later.getQueryData(key.fees)).toBeUndefined();
  });
});
