// The exchange's provider calls (shared/src/exchange/calls.ts): placing and cancelling (§6 verified only, an
// idempotency key), the person's orders and fills with §9 filters, their favourite pairs, and the public market data.
// A command for a pair another process owns goes to that owner (forwarding.ts); every read is answered here.

import { exchangeCalls, exchangeFileCalls } from '@sikka/shared/exchange/calls';
import { ORDERS_CANCELLED } from '@sikka/shared/exchange/messages';
import { EXCHANGE_PAIRS, type Pair, pairOf } from '@sikka/shared/exchange/pairs';
import type { Serve } from '../../platform/http/contract.ts';
import type { Platform } from '../../platform/platform.ts';
import {
  historyCsv,
  namedOrderId,
  openOrders,
  orderHistory,
  orderOf,
  orderPair,
  tradeHistory,
} from './exchangeQueries.ts';
import type { ExchangeService } from './exchangeService.ts';
import { favouritesOf, setFavourite } from './favourites.ts';
import { forwardToOwner } from './forwarding.ts';
import { cancelOrder, placeOrder, testOrder } from './orderCommands.ts';
import type { PairOwnership } from './pairOwnership.ts';
import { pairTerms } from './pairTerms.ts';

export function registerExchangeRoutes(
  serve: Serve,
  services: Platform,
  exchange: ExchangeService,
  ownership: PairOwnership,
): void {
  const { db, clock } = services;
  const { market } = exchange;

  const apiKeyOf = (session: { apiKey?: { keyId: string } | null }) => session.apiKey?.keyId ?? null;

  serve(exchangeCalls.placeOrder, async ({ session, input, request, reply }) => {
    const pair = pairOf(input.coin);
    const answer = exchange.owns(pair)
      ? await placeOrder(exchange, session.userId, apiKeyOf(session), input)
      : await forwardToOwner(ownership, request, pair);
    reply.code(answer.status);
    return answer.body as never;
  });

  serve(exchangeCalls.testOrder, async ({ session, input, request }) => {
    const pair = pairOf(input.coin);
    if (exchange.owns(pair)) return testOrder(exchange, session.userId, input);
    return (await forwardToOwner(ownership, request, pair)).body as never;
  });

  serve(exchangeCalls.cancelOrder, async ({ session, input, request }) => {
    const named = { id: input.order_id, client_order_id: input.client_order_id };
    const orderId = await namedOrderId(db, session.userId, apiKeyOf(session), named);
    // An order an engine here holds needs no read for its pair; else its record names it (and so its owner).
    const pair = exchange.livePair(session.userId, orderId) ?? (await orderPair(db, session.userId, orderId));
    if (pair === null || exchange.owns(pair)) return cancelOrder(exchange, db, session.userId, orderId);
    return (await forwardToOwner(ownership, request, pair)).body as never;
  });

  // Every pair's orders of the person: those of the pairs owned here, then each other owner's.
  serve(exchangeCalls.cancelAll, async ({ session, input, request }) => {
    const named = input.pair as Pair | undefined;
    const pairs = named ? [named] : EXCHANGE_PAIRS;
    const here = pairs.filter((pair) => exchange.owns(pair));
    let cancelled = here.length > 0 ? (await exchange.cancelAll(session.userId, named)).body.cancelled : 0;
    for (const pair of pairs.filter((each) => !here.includes(each))) {
      const answer = await forwardToOwner(ownership, request, pair, { ...input, pair });
      cancelled += (answer.body as { cancelled: number }).cancelled;
    }
    return { cancelled, message: ORDERS_CANCELLED(cancelled) };
  });

  serve(exchangeCalls.openOrders, ({ session, input }) =>
    openOrders(db, session.userId, input.pair as Pair | undefined),
  );

  serve(exchangeCalls.order, async ({ session, input }) =>
    orderOf(db, session.userId, await namedOrderId(db, session.userId, apiKeyOf(session), input)),
  );

  serve(exchangeCalls.orderHistory, ({ session, input }) => orderHistory(db, clock, session.userId, input));

  serve(exchangeCalls.tradeHistory, ({ session, input }) => tradeHistory(db, clock, session.userId, input));

  serve(exchangeCalls.favourites, ({ session }) => favouritesOf(db, session.userId));

  serve(exchangeCalls.setFavourite, ({ session, input }) => setFavourite(db, session.userId, input));

  serve(exchangeFileCalls.historyExport, async ({ session, input, reply }) => {
    const csv = await historyCsv(db, clock, session.userId, input);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="sikka-exchange-${input.type}-${input.days}d.csv"`)
      .send(csv);
  });

  serve(exchangeCalls.time, () => ({ server_time: clock.now().getTime() }));

  serve(exchangeCalls.pairs, () => ({
    data: pairTerms(exchange.options, (pair) => exchange.engines.get(pair)?.halted ?? false),
  }));

  serve(exchangeCalls.depth, ({ input: { pair, levels } }) => market.depth(pair as Pair, levels));

  serve(exchangeCalls.recentTrades, ({ input: { pair, limit } }) => ({
    pair,
    data: market.recentTrades(pair as Pair, limit),
  }));

  serve(exchangeCalls.candles, async ({ input: { pair, interval, limit, before } }) => ({
    pair,
    interval,
    data: await market.candles(pair as Pair, interval, limit, before),
  }));

  serve(exchangeCalls.ticker, ({ input: { pair } }) => market.ticker(pair as Pair, clock.now()));

  serve(exchangeCalls.tickers, async () => ({
    data: await Promise.all(EXCHANGE_PAIRS.map((pair) => market.ticker(pair, clock.now()))),
  }));
}
