// The exchange router: orders (place, cancel, cancel all, open, history), favourite pairs, market data (pairs,
// tickers, book, trades, candles) and their live channels. Every procedure but the book's and the live ones is its
// provider call (proxy.ts).
import { exchangeCalls } from '@sikka/shared/exchange/calls';
import { depthQuerySchema, tickerQuerySchema } from '@sikka/shared/exchange/schemas';
import { proxy } from '../proxy.ts';
import { authedProcedure, publicProcedure, router } from '../trpc.ts';
import * as handlers from './exchange.handlers.ts';

/** A live channel's input: the pair ({pair}, as the ticker's query). */
const pairInput = tickerQuerySchema;

export const exchangeRouter = router({
  placeOrder: proxy(exchangeCalls.placeOrder),
  cancelOrder: proxy(exchangeCalls.cancelOrder),
  cancelAll: proxy(exchangeCalls.cancelAll),
  openOrders: proxy(exchangeCalls.openOrders),
  order: proxy(exchangeCalls.order),
  orderHistory: proxy(exchangeCalls.orderHistory),
  tradeHistory: proxy(exchangeCalls.tradeHistory),
  onOrders: authedProcedure.subscription(handlers.onOrders),
  favourites: proxy(exchangeCalls.favourites),
  setFavourite: proxy(exchangeCalls.setFavourite),

  pairs: proxy(exchangeCalls.pairs),
  tickers: proxy(exchangeCalls.tickers),
  ticker: proxy(exchangeCalls.ticker),
  orderBook: publicProcedure.input(depthQuerySchema).query(handlers.orderBook),
  recentTrades: proxy(exchangeCalls.recentTrades),
  candles: proxy(exchangeCalls.candles),
  onBook: publicProcedure.input(pairInput).subscription(handlers.onBook),
  onTrades: publicProcedure.input(pairInput).subscription(handlers.onTrades),
  onCandles: publicProcedure.input(pairInput).subscription(handlers.onCandles),
});
