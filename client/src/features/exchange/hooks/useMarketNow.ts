// The market as the order form reads it: best bid and ask, the last price, the pair's band and rates, and the book's
// levels read when a figure is made. Each book delta re-renders the screen: what the panels get stays the same object
// unless it changed, so the panels that do not show the book (memo) are not drawn again.
import type { MarketNow } from '@sikka/shared/exchange/estimate';
import type { PublicTrade, Ticker } from '@sikka/shared/exchange/schemas';
import { useMemo, useRef } from 'react';
import type { LiveBadgeState } from '../../../ui/LiveBadge.tsx';
import { ratesOf, usePairs } from '../api/exchange.ts';
import type { BookSync } from '../utils/bookSync.ts';

export function useMarketNow(
  pair: string,
  book: BookSync['book'],
  trades: PublicTrade[] | null,
  tickers: Ticker[] | null,
) {
  const pairs = usePairs();
  const info = pairs.data?.data.find((entry) => entry.pair === pair);
  const rates = useMemo(() => ratesOf(info), [info]);
  const bid = book?.bids[0]?.[0] ?? null;
  const ask = book?.asks[0]?.[0] ?? null;
  const ticker = tickers?.find((entry) => entry.pair === pair) ?? null;
  const last = trades?.[0]?.rate ?? ticker?.last ?? null;
  // The order form walks the book when it makes a figure; the book itself changes too often to re-render it.
  const levels = useRef(book);
  levels.current = book;
  const bandPercent = info?.band_percent ?? 0;
  const market: MarketNow = useMemo(
    () => ({
      bid,
      ask,
      last,
      bandPercent,
      levels: () => ({ bids: levels.current?.bids ?? [], asks: levels.current?.asks ?? [] }),
    }),
    [bid, ask, last, bandPercent],
  );
  return { rates, market, last };
}

/** The pair bar's live badge for the book's feed. */
export function liveBadgeOf(status: BookSync['status']): LiveBadgeState {
  return status === 'live' || status === 'connecting' || status === 'refused' ? status : 'reconnecting';
}
