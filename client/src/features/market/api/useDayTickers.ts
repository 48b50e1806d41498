// The exchange's last 24 hours of each coin's rupee pair (the tickers call: high, low, coin traded, rupees traded),
// read again every half minute while the page is open.
import type { Coin } from '@sikka/shared/constants';
import { pairOf } from '@sikka/shared/exchange/pairs';
import type { Ticker } from '@sikka/shared/exchange/schemas';
import { useMemo } from 'react';
import { trpc } from '../../../lib/trpc.ts';

const REFRESH_MS = 30_000;

interface DayTickers {
  /** The coin's pair over the last 24 hours; null while unknown (loading, or the call failed). */
  of: (coin: Coin) => Ticker | null;
  /** The first read failed and nothing is known. */
  failed: boolean;
}

export function useDayTickers(): DayTickers {
  const tickers = trpc.exchange.tickers.useQuery(undefined, {
    refetchInterval: REFRESH_MS,
    meta: { quiet: true },
  });
  const data = tickers.data?.data;
  const failed = tickers.isError && !data;
  return useMemo(
    () => ({ of: (coin: Coin) => data?.find((ticker) => ticker.pair === pairOf(coin)) ?? null, failed }),
    [data, failed],
  );
}
