// A pair's newest trades, live: exchange.onTrades (a snapshot of the newest, then new trades on top).
import type { PublicTrade, TradesEvent } from '@sikka/shared/exchange/schemas';
import { applyTradesEvent } from '@sikka/shared/exchange/tradesFeed';
import { useEffect, useState } from 'react';
import {
  applyFrame,
  type FeedMessage,
  initialFeed,
  type LiveFeed,
  socketLost,
} from '../../../lib/realtime/liveFeed.ts';
import { useRealtimeStatus } from '../../../lib/realtime/realtimeStatus.ts';
import { trpc } from '../../../lib/trpc.ts';

interface LiveTrades {
  feed: LiveFeed<unknown>;
  trades: PublicTrade[] | null;
}

export function useLiveTrades(pair: string): LiveTrades {
  const [feed, setFeed] = useState<LiveFeed<unknown>>(initialFeed);
  const [trades, setTrades] = useState<PublicTrade[] | null>(null);
  const { socketConnected } = useRealtimeStatus();

  trpc.exchange.onTrades.useSubscription(
    { pair },
    {
      onData: (frame: FeedMessage<TradesEvent>) => {
        setFeed((was) => applyFrame<unknown>(was, frame, Date.now()));
        if (frame.type === 'snapshot' || frame.type === 'update') {
          setTrades((recent) => applyTradesEvent(recent ?? [], frame.data));
        }
      },
      onError: () => setFeed(socketLost),
    },
  );

  useEffect(() => {
    if (!socketConnected) setFeed(socketLost);
  }, [socketConnected]);

  return { feed, trades };
}
