// The exchange router: orders (place, cancel, cancel all, open, history), favourite pairs, market data (pairs, tickers, book, trades,
// candles) and their live channels. Inputs are the shared schemas.
import { candlesQuerySchema } from '@sikka/shared/exchange/candles';
import { setFavouriteRequestSchema } from '@sikka/shared/exchange/favourites';
import {
  cancelAllRequestSchema,
  cancelOrderRequestSchema,
  depthQuerySchema,
  exchangeHistoryQuerySchema,
  openOrdersQuerySchema,
  orderQuerySchema,
  placeOrderRequestSchema,
  recentTradesQuerySchema,
  tickerQuerySchema,
} from '@sikka/shared/exchange/schemas';
import { authedProcedure, publicProcedure, router } from '../trpc.ts';
import * as handlers from './exchange.handlers.ts';

/** A live channel's input: the pair ({pair}, as the ticker's query). */
const pairInput = tickerQuerySchema;

export const exchangeRouter = router({
  placeOrder: authedProcedure.input(placeOrderRequestSchema).mutation(handlers.placeOrder),
  cancelOrder: authedProcedure.input(cancelOrderRequestSchema).mutation(handlers.cancelOrder),
  cancelAll: authedProcedure.input(cancelAllRequestSchema).mutation(handlers.cancelAll),
  openOrders: authedProcedure.input(openOrdersQuerySchema).query(handlers.openOrders),
  order: authedProcedure.input(orderQuerySchema).query(handlers.order),
  orderHistory: authedProcedure.input(exchangeHistoryQuerySchema).query(handlers.orderHistory),
  tradeHistory: authedProcedure.input(exchangeHistoryQuerySchema).query(handlers.tradeHistory),
  onOrders: authedProcedure.subscription(handlers.onOrders),
  favourites: authedProcedure.query(handlers.favourites),
  setFavourite: authedProcedure.input(setFavouriteRequestSchema).mutation(handlers.setFavourite),

  pairs: publicProcedure.query(handlers.pairs),
  tickers: publicProcedure.query(handlers.tickers),
  ticker: publicProcedure.input(tickerQuerySchema).query(handlers.ticker),
  orderBook: publicProcedure.input(depthQuerySchema).query(handlers.orderBook),
  recentTrades: publicProcedure.input(recentTradesQuerySchema).query(handlers.recentTrades),
  candles: publicProcedure.input(candlesQuerySchema).query(handlers.candles),
  onBook: publicProcedure.input(pairInput).subscription(handlers.onBook),
  onTrades: publicProcedure.input(pairInput).subscription(handlers.onTrades),
  onCandles: publicProcedure.input(pairInput).subscription(handlers.onCandles),
});
