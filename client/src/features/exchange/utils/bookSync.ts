// The browser's copy of a pair's order book as exchange.onBook feeds it: the snapshot, then deltas checked by seq
// and checksum (shared applyBookEvent). A gap or a checksum that does not match makes the copy untrustworthy: it
// asks for a fresh snapshot by itself (`resnapshot`), and is not called live again until one has come.
import { applyBookEvent } from '@sikka/shared/exchange/bookCopy';
import type { BookCopy, BookEvent } from '@sikka/shared/exchange/orderBook';
import type { FeedMessage } from '../../../lib/realtime/liveFeed.ts';

export type BookStatus =
  /** Waiting for the first snapshot. */
  | 'connecting'
  /** The copy is the provider's book at `book.seq`. */
  | 'live'
  /** A delta did not continue the copy: a fresh snapshot has been asked for; the last good copy stays on screen. */
  | 'resyncing'
  /** The stream is down (the BFF lost the provider, or our socket dropped); the copy may be stale. */
  | 'reconnecting'
  | 'refused';

export interface BookSync {
  readonly status: BookStatus;
  /** The last copy that passed its checksum. */
  readonly book: BookCopy | null;
  /** Fresh snapshots asked for so far (a hook re-subscribes when it grows). */
  readonly resnapshots: number;
}

export const INITIAL_BOOK_SYNC: BookSync = { status: 'connecting', book: null, resnapshots: 0 };

/** The copy after one frame of exchange.onBook. */
export function bookSyncStep(sync: BookSync, frame: FeedMessage<BookEvent>): BookSync {
  switch (frame.type) {
    case 'interrupted':
      return sync.status === 'resyncing' ? sync : { ...sync, status: 'reconnecting' };
    case 'refused':
      return { ...sync, status: 'refused' };
    case 'snapshot':
    case 'update': {
      const event = frame.data;
      // A delta means nothing without a snapshot to start from: ask for one (the first may have been lost).
      if (event.type === 'delta' && sync.book === null) return { ...sync, resnapshots: sync.resnapshots + 1 };
      const applied = applyBookEvent(event.type === 'snapshot' ? null : sync.book, event);
      if (applied.ok) {
        // A duplicate leaves the copy as it was (and says nothing about the stream).
        if (applied.book === sync.book) return sync;
        return { ...sync, status: 'live', book: applied.book };
      }
      // Asked again by every delta that does not apply until a snapshot comes: a lost snapshot cannot strand the copy.
      return { ...sync, status: 'resyncing', resnapshots: sync.resnapshots + 1 };
    }
  }
}

/** Our own socket to the BFF dropped (the ws client reconnects and re-subscribes, which brings a snapshot). */
export function bookSocketLost(sync: BookSync): BookSync {
  return sync.status === 'live' ? { ...sync, status: 'reconnecting' } : sync;
}
