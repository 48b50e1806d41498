// The exchange's live channels as the BFF keeps them: the order book, the trades and the person's orders travel as
// changes, so the state a late-joining browser gets as its snapshot is the fold of every change since the provider's
// snapshot (docs/exchange.md), checked by the same reducers the browser runs; candles carry their full state.
import { candlesEventSchema } from '@sikka/shared/exchange/candles';
import { applyOrderEvent } from '@sikka/shared/exchange/openOrders';
import { applyBookEvent, type BookEvent, bookEventSchema } from '@sikka/shared/exchange/orderBook';
import {
  applyTradesEvent,
  type OrderEvent,
  orderEventSchema,
  type TradesEvent,
  tradesEventSchema,
} from '@sikka/shared/exchange/schemas';
import {
  candlesChannel,
  orderBookChannel,
  ordersChannel,
  tradesChannel,
} from '@sikka/shared/realtime/stream';
import type { ChannelFold } from '../realtime/upstreamStream.ts';

/**
 * The book after a delta, as a snapshot a browser can start from; null when the delta does not continue it (its
 * seq skips one, or the checksum of the result is not the one announced), so the stream takes a fresh snapshot.
 */
const foldBook: ChannelFold<BookEvent> = (state, event) => {
  if (event.type === 'snapshot') return event;
  if (state.type !== 'snapshot') return null;
  const applied = applyBookEvent(state, event);
  if (!applied.ok) return null;
  const { pair, seq, bids, asks } = applied.book;
  return { type: 'snapshot', pair: pair as BookEvent['pair'], seq, bids, asks, checksum: event.checksum };
};

/** The newest trades after an event, as the snapshot a late joiner starts from. */
const foldTrades: ChannelFold<TradesEvent> = (state, event) => ({
  type: 'snapshot',
  pair: event.pair,
  trades: applyTradesEvent(state.trades, event),
});

/** The person's open orders after an update (the fills are news, not state). */
const foldOrders: ChannelFold<OrderEvent> = (state, event) => ({
  type: 'snapshot',
  orders: applyOrderEvent(state.type === 'snapshot' ? state.orders : [], event),
});

export const bookFeed = (pair: string) => ({
  channel: orderBookChannel(pair),
  schema: bookEventSchema,
  fold: foldBook,
});
export const tradesFeed = (pair: string) => ({
  channel: tradesChannel(pair),
  schema: tradesEventSchema,
  fold: foldTrades,
});
export const candlesFeed = (pair: string) => ({ channel: candlesChannel(pair), schema: candlesEventSchema });
export const ordersFeed = (userId: number) => ({
  channel: ordersChannel(userId),
  schema: orderEventSchema,
  fold: foldOrders,
});
