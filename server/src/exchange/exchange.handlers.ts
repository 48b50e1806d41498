// The exchange procedures' handlers: each is one allowlisted provider call (with the session's token where the
// call is the person's), or one browser's feed of a live channel through the BFF's shared upstream stream.

import { exchangeCalls } from '@sikka/shared/exchange/calls';
import type { CandlesQuery } from '@sikka/shared/exchange/candles';
import type { SetFavouriteRequest } from '@sikka/shared/exchange/favourites';
import type { BookSnapshot } from '@sikka/shared/exchange/orderBook';
import type { ExchangeHistoryQuery, PlaceOrderRequest } from '@sikka/shared/exchange/schemas';
import type { Context } from '../context.ts';
import { channelFeed } from '../realtime/feed.ts';
import type { Session } from '../session/cookies.ts';
import { bearer, via } from '../upstream/client.ts';
import { bookFeed, candlesFeed, ordersFeed, tradesFeed } from './channels.ts';

type Authed = Context & { session: Session };
type Args<I, C = Authed> = { ctx: C; input: I };
type Live<I, C = Context> = Args<I, C> & { signal: AbortSignal | undefined };

// ——— the person's orders ———

/**
 * 201 once the order is durable; the client's idempotency key makes a retried Confirm place one order. Everything the
 * shared request schema takes goes through as it is — a take-profit and stop-loss too, their exits coming back among
 * the answer's children — and a refusal keeps its field (take_profit, stop_loss, …) for the form.
 */
export function placeOrder({ ctx, input }: Args<PlaceOrderRequest>) {
  return ctx.provider.call(exchangeCalls.placeOrder, { body: input, ...bearer(ctx) });
}

/** One order; a ladder's parent cancels its children. */
type NamedOrder<K extends string> = { [key in K]?: number | undefined } & {
  client_order_id?: string | undefined;
};

export function cancelOrder({ ctx, input }: Args<NamedOrder<'order_id'>>) {
  return ctx.provider.call(exchangeCalls.cancelOrder, { body: input, ...bearer(ctx) });
}

export function cancelAll({ ctx, input }: Args<{ pair?: string | undefined }>) {
  return ctx.provider.call(exchangeCalls.cancelAll, { body: input, ...bearer(ctx) });
}

export function openOrders({ ctx, input }: Args<{ pair?: string | undefined }>) {
  return ctx.provider.call(exchangeCalls.openOrders, { body: input, ...bearer(ctx) });
}

export function order({ ctx, input }: Args<NamedOrder<'id'>>) {
  return ctx.provider.call(exchangeCalls.order, { body: input, ...bearer(ctx) });
}

export function orderHistory({ ctx, input }: Args<ExchangeHistoryQuery>) {
  return ctx.provider.call(exchangeCalls.orderHistory, { body: input, ...bearer(ctx) });
}

export function tradeHistory({ ctx, input }: Args<ExchangeHistoryQuery>) {
  return ctx.provider.call(exchangeCalls.tradeHistory, { body: input, ...bearer(ctx) });
}

/** The person's favourite pairs, kept by the provider per account. */
export function favourites({ ctx }: Args<undefined>) {
  return ctx.provider.call(exchangeCalls.favourites, bearer(ctx));
}

export function setFavourite({ ctx, input }: Args<SetFavouriteRequest>) {
  return ctx.provider.call(exchangeCalls.setFavourite, { body: input, ...bearer(ctx) });
}

/** The person's order changes and fills, live: the private channel, opened upstream with this session's token. */
export function onOrders({ ctx, signal }: Live<undefined, Authed>) {
  return channelFeed(ctx.stream, {
    ...ordersFeed(ctx.session.userId),
    token: ctx.session.token,
    signal,
    socket: ctx.socket,
  });
}

// ——— public market data (visitors see the exchange too) ———

export function pairs({ ctx }: { ctx: Context }) {
  return ctx.provider.call(exchangeCalls.pairs, via(ctx));
}

export function tickers({ ctx }: { ctx: Context }) {
  return ctx.provider.call(exchangeCalls.tickers, via(ctx));
}

export function ticker({ ctx, input }: Args<{ pair: string }, Context>) {
  return ctx.provider.call(exchangeCalls.ticker, { body: input, ...via(ctx) });
}

/**
 * The book's top levels: this process's live copy when browsers keep the channel open (checked by its checksum
 * on every delta), else one provider call.
 */
export async function orderBook({ ctx, input }: Args<{ pair: string; levels: number }, Context>) {
  const live = ctx.stream.latest<BookSnapshot>(bookFeed(input.pair).channel)?.value;
  if (live?.type === 'snapshot') {
    const { data } = live;
    return { ...data, bids: data.bids.slice(0, input.levels), asks: data.asks.slice(0, input.levels) };
  }
  return ctx.provider.call(exchangeCalls.depth, { body: input, ...via(ctx) });
}

export function recentTrades({ ctx, input }: Args<{ pair: string; limit: number }, Context>) {
  return ctx.provider.call(exchangeCalls.recentTrades, { body: input, ...via(ctx) });
}

export function candles({ ctx, input }: Args<CandlesQuery, Context>) {
  return ctx.provider.call(exchangeCalls.candles, { body: input, ...via(ctx) });
}

/** A snapshot of the book, then its deltas, each with the book's seq and the checksum of its top 10 levels. */
export function onBook({ ctx, input, signal }: Live<{ pair: string }>) {
  return channelFeed(ctx.stream, { ...bookFeed(input.pair), signal, socket: ctx.socket });
}

export function onTrades({ ctx, input, signal }: Live<{ pair: string }>) {
  return channelFeed(ctx.stream, { ...tradesFeed(input.pair), signal, socket: ctx.socket });
}

export function onCandles({ ctx, input, signal }: Live<{ pair: string }>) {
  return channelFeed(ctx.stream, { ...candlesFeed(input.pair), signal, socket: ctx.socket });
}
