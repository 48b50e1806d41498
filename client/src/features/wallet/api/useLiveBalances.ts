// The signed-in person's wallets, live: wallet.balances for the first paint, then wallet.onBalances (the private
// user channel) writes every new state into the same query, so every reader of balances sees it at once.
import type { Wallets } from '@sikka/shared/wallet/schemas';
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

export interface LiveBalances {
  wallets: Wallets | null;
  status: LiveStatus;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** Counts every balance change seen live (a deposit credited, an order filled), for readers that follow it. */
  changes: number;
}

export function useLiveBalances(enabled: boolean): LiveBalances {
  const utils = trpc.useUtils();
  const [feed, setFeed] = useState<LiveFeed<unknown>>(initialFeed);
  const [changes, setChanges] = useState(0);
  const { socketConnected } = useRealtimeStatus();
  const query = trpc.wallet.balances.useQuery(undefined, { enabled, meta: { inline: true } });

  trpc.wallet.onBalances.useSubscription(undefined, {
    enabled,
    onData: (frame) => {
      setFeed((was) => applyFrame<unknown>(was, frame, Date.now()));
      if (frame.type === 'snapshot' || frame.type === 'update') {
        utils.wallet.balances.setData(undefined, frame.data);
        if (frame.type === 'update') setChanges((count) => count + 1);
      }
    },
    onError: () => setFeed(socketLost),
  });

  useEffect(() => {
    if (!socketConnected) setFeed(socketLost);
  }, [socketConnected]);

  return {
    wallets: query.data?.wallets ?? null,
    status: feed.status,
    loading: enabled && query.isPending,
    failed: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
    changes,
  };
}
