// What a live channel (market.onPrices, wallet.onBalances) has said so far: its latest full state and whether
// it is live, reconnecting (the BFF told us the provider is out of reach, or our socket dropped) or refused.
// Every event carries the channel's whole state, so an update simply replaces the data.

/** The frames the BFF's channel subscriptions yield (server/src/realtime/upstreamStream.ts FeedMessage). */
export type FeedMessage<T> =
  | { type: 'snapshot'; seq: number; data: T }
  | { type: 'update'; seq: number; data: T }
  | { type: 'interrupted' }
  | { type: 'refused'; message: string };

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

export interface LiveFeed<T> {
  readonly status: LiveStatus;
  readonly data: T | null;
  readonly seq: number | null;
  /** When the data last changed (ms since the epoch). */
  readonly updatedAt: number | null;
  readonly refusal: string | null;
}

export function initialFeed<T>(): LiveFeed<T> {
  return { status: 'connecting', data: null, seq: null, updatedAt: null, refusal: null };
}

export function applyFrame<T>(feed: LiveFeed<T>, frame: FeedMessage<T>, now: number): LiveFeed<T> {
  switch (frame.type) {
    case 'snapshot':
    case 'update':
      return { status: 'live', data: frame.data, seq: frame.seq, updatedAt: now, refusal: null };
    case 'interrupted':
      // The last data stays on screen, marked as not live.
      return feed.status === 'reconnecting' ? feed : { ...feed, status: 'reconnecting' };
    case 'refused':
      return { ...feed, status: 'refused', refusal: frame.message };
  }
}

/** Our own socket to the BFF dropped (the ws client reconnects it): live data is no longer live. */
export function socketLost<T>(feed: LiveFeed<T>): LiveFeed<T> {
  return feed.status === 'live' ? { ...feed, status: 'reconnecting' } : feed;
}
