// Into the Block's reads, all public market data of the exchange: the 24-hour tickers, each pair's book (for its
// imbalance) and its daily candles of the last 30 days (for the volume chart). Read again while the page is open.
import { EXCHANGE_PAIRS } from '@sikka/shared/exchange/pairs';
import { trpc } from '../../../lib/trpc.ts';

const REFRESH_MS = 15_000;
/** Days of daily volume charted. */
export const VOLUME_DAYS = 30;

export function useInsightTickers() {
  return trpc.exchange.tickers.useQuery(undefined, { refetchInterval: REFRESH_MS, meta: { inline: true } });
}

export function useInsightBooks() {
  return trpc.useQueries((t) =>
    EXCHANGE_PAIRS.map((pair) =>
      t.exchange.orderBook({ pair, levels: 50 }, { refetchInterval: REFRESH_MS, meta: { inline: true } }),
    ),
  );
}

export function useDailyCandles() {
  return trpc.useQueries((t) =>
    EXCHANGE_PAIRS.map((pair) =>
      t.exchange.candles(
        { pair, interval: '1d', limit: VOLUME_DAYS },
        { staleTime: 5 * 60_000, meta: { inline: true } },
      ),
    ),
  );
}
