// Live BTC, ETH and USDT prices for any page: the prices query for a fast first paint, then market.onPrices over
// the websocket (a snapshot, then every update; 'interrupted' while the provider is out of reach). Optionally
// keeps the recent prices for a chart.
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { useEffect, useState } from 'react';
import {
  applyFrame,
  initialFeed,
  type LiveFeed,
  type LiveStatus,
  socketLost,
} from '../../../lib/realtime/liveFeed.ts';
import { useRealtimeStatus } from '../../../lib/realtime/realtimeStatus.ts';
import { trpc } from '../../../lib/trpc.ts';
import { appendPrices, EMPTY_HISTORY, type PriceHistory } from '../utils/priceHistory.ts';

export interface LivePrices {
  prices: AllPricesResponse | null;
  status: LiveStatus;
  /** The first load failed and nothing is known yet. */
  failed: boolean;
  retry: () => void;
  history: PriceHistory;
  updatedAt: number | null;
}

export function useLivePrices(options: { history?: boolean } = {}): LivePrices {
  const keepHistory = options.history === true;
  const [feed, setFeed] = useState<LiveFeed<AllPricesResponse>>(initialFeed);
  const [history, setHistory] = useState<PriceHistory>(EMPTY_HISTORY);
  const { socketConnected } = useRealtimeStatus();
  const initial = trpc.market.prices.useQuery(undefined, { meta: { inline: true }, staleTime: 5_000 });

  trpc.market.onPrices.useSubscription(undefined, {
    onData: (frame) => {
      const now = Date.now();
      setFeed((was) => applyFrame(was, frame, now));
      if (keepHistory && (frame.type === 'snapshot' || frame.type === 'update'))
        setHistory((was) => appendPrices(was, frame.data, now));
    },
    // The ws client reconnects by itself; meanwhile what is shown is marked as not live.
    onError: () => setFeed(socketLost),
  });

  useEffect(() => {
    if (!socketConnected) setFeed(socketLost);
  }, [socketConnected]);

  const prices = feed.data ?? initial.data ?? null;
  return {
    prices,
    status: feed.status,
    failed: prices === null && initial.isError,
    retry: () => void initial.refetch(),
    history,
    updatedAt: feed.updatedAt,
  };
}
