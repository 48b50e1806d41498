// The exchange procedures that add to a provider call: the book read from this process's live copy when it has one,
// and one browser's feed of a live channel through the BFF's shared upstream stream.
import { exchangeCalls } from '@sikka/shared/exchange/calls';
import type { BookSnapshot } from '@sikka/shared/exchange/orderBook';
import type { Context } from '../context.ts';
import { channelFeed } from '../realtime/feed.ts';
import type { Session } from '../session/cookies.ts';
import { via } from '../upstream/client.ts';
import { bookFeed, candlesFeed, ordersFeed, tradesFeed } from './channels.ts';

type Live<I, C = Context> = { ctx: C; input: I; signal: AbortSignal | undefined };

/** The person's order changes and fills, live: the private channel, opened upstream with this session's token. */
export function onOrders({ ctx, signal }: Live<undefined, Context & { session: Session }>) {
  return channelFeed(ctx.stream, {
    ...ordersFeed(ctx.session.userId),
    token: ctx.session.token,
    signal,
    socket: ctx.socket,
  });
}

/**
 * The book's top levels: this process's live copy when browsers keep the channel open (checked by its checksum
 * on every delta), else one provider call.
 */
export async function orderBook({ ctx, input }: { ctx: Context; input: { pair: string; levels: number } }) {
  const live = ctx.stream.latest<BookSnapshot>(bookFeed(input.pair).channel)?.value;
  if (live?.type === 'snapshot') {
    const { data } = live;
    return { ...data, bids: data.bids.slice(0, input.levels), asks: data.asks.slice(0, input.levels) };
  }
  return ctx.provider.call(exchangeCalls.depth, { body: input, ...via(ctx) });
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
