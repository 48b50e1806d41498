// A pair's order book, live: exchange.onBook through the shared socket, kept by bookSync (seq and checksum). When
// the copy stops matching the provider's, the subscription is started again, which answers with a fresh snapshot.
import type { BookEvent } from '@sikka/shared/exchange/orderBook';
import { useEffect, useReducer } from 'react';
import type { FeedMessage } from '../../../lib/realtime/liveFeed.ts';
import { useRealtimeStatus } from '../../../lib/realtime/realtimeStatus.ts';
import { trpc } from '../../../lib/trpc.ts';
import { type BookSync, bookSocketLost, bookSyncStep, INITIAL_BOOK_SYNC } from '../utils/bookSync.ts';

type Action = { type: 'frame'; frame: FeedMessage<BookEvent> } | { type: 'lost' };

function reduce(sync: BookSync, action: Action): BookSync {
  return action.type === 'frame' ? bookSyncStep(sync, action.frame) : bookSocketLost(sync);
}

/** The book of `pair` (the caller keys its component by pair, so a new pair starts afresh). */
export function useLiveBook(pair: string): BookSync {
  const client = trpc.useUtils().client;
  const [sync, dispatch] = useReducer(reduce, INITIAL_BOOK_SYNC);
  const { socketConnected } = useRealtimeStatus();

  // One subscription per request for a snapshot: the first, then one each time the copy asked for a fresh one.
  useEffect(() => {
    void sync.resnapshots;
    const subscription = client.exchange.onBook.subscribe(
      { pair },
      {
        onData: (frame) => dispatch({ type: 'frame', frame }),
        onError: () => dispatch({ type: 'lost' }),
      },
    );
    return () => subscription.unsubscribe();
  }, [client, pair, sync.resnapshots]);

  useEffect(() => {
    if (!socketConnected) dispatch({ type: 'lost' });
  }, [socketConnected]);

  return sync;
}
