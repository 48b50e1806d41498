// Live BTC, ETH and USDT prices for any page: the prices query for a fast first paint, then market.onPrices over
// the websocket (a snapshot, then every update; 'interrupted' while the provider is out of reach). Optionally
// keeps the last 24 hours for a chart: the day's candles, then the prices seen since the page opened.
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { useEffect, useMemo, useState } from 'react';
import {
  applyFrame,
  initialFeed,
  type LiveFeed,
  type LiveStatus,
  socketLost,
} from '../../../lib/realtime/liveFeed.ts';
import { useRealtimeStatus } from '../../../lib/realtime/realtimeStatus.ts';
import { trpc } from '../../../lib/trpc.ts';
import {
  appendPrices,
  candlePoints,
  EMPTY_HISTORY,
  type PriceHistory,
  withDay,
} from '../utils/priceHistory.ts';
import { DAY_INTERVAL_MS, useDayCandles } from './useDayCandles.ts';

export interface LivePrices {
  prices: AllPricesResponse | null;
  status: LiveStatus;
  /** The first load failed and nothing is known yet. */
  failed: boolean;
  retry: () => void;
  /** The last 24 hours: the day's candles, then the live prices, per coin (with `history`; empty otherwise). */
  history: PriceHistory;
  updatedAt: number | null;
}

export function useLivePrices(options: { history?: boolean } = {}): LivePrices {
  const keepHistory = options.history === true;
  const [feed, setFeed] = useState<LiveFeed<AllPricesResponse>>(initialFeed);
  const [live, setLive] = useState<PriceHistory>(EMPTY_HISTORY);
  const day = useDayCandles(keepHistory);
  const { socketConnected } = useRealtimeStatus();
  const initial = trpc.market.prices.useQuery(undefined, { meta: { inline: true }, staleTime: 5_000 });

  trpc.market.onPrices.useSubscription(undefined, {
    onData: (frame) => {
      const now = Date.now();
      setFeed((was) => applyFrame(was, frame, now));
      if (keepHistory && (frame.type === 'snapshot' || frame.type === 'update'))
        setLive((was) => appendPrices(was, frame.data, now));
    },
    // The ws client reconnects by itself; meanwhile what is shown is marked as not live.
    onError: () => setFeed(socketLost),
  });

  useEffect(() => {
    if (!socketConnected) setFeed(socketLost);
  }, [socketConnected]);

  const history = useMemo(() => {
    const now = Date.now();
    const line = withDay(
      {
        BTC: candlePoints(day.BTC ?? [], DAY_INTERVAL_MS, now),
        ETH: candlePoints(day.ETH ?? [], DAY_INTERVAL_MS, now),
        USDT: candlePoints(day.USDT ?? [], DAY_INTERVAL_MS, now),
      },
      live,
    );
    // While a coin's day loads its chart waits (a skeleton), rather than draw a minute and then jump to the day.
    return {
      BTC: day.BTC === null ? [] : line.BTC,
      ETH: day.ETH === null ? [] : line.ETH,
      USDT: day.USDT === null ? [] : line.USDT,
    };
  }, [day.BTC, day.ETH, day.USDT, live]);

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
