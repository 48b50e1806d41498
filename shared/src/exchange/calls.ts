// The exchange's provider calls (our design in docs/requirements.md §7's style): method, path, who may call, and the shared
// schemas of what goes and comes back. GET calls take their input as the query string. docs/exchange.md has
// the refusals of each; the BFF allowlists exactly these.
import { z } from 'zod';
import { defineCalls } from '../contract.ts';
import { candlesQuerySchema, candlesResponseSchema } from './candles.ts';
import { favouritesSchema, setFavouriteRequestSchema } from './favourites.ts';
import { bookSnapshotSchema } from './orderBook.ts';
import {
  cancelAllRequestSchema,
  cancelAllResponseSchema,
  cancelOrderRequestSchema,
  cancelOrderResponseSchema,
  depthQuerySchema,
  exchangeExportQuerySchema,
  exchangeHistoryQuerySchema,
  openOrdersQuerySchema,
  orderHistoryResponseSchema,
  orderQuerySchema,
  orderResponseSchema,
  ordersListSchema,
  pairsResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  recentTradesQuerySchema,
  recentTradesResponseSchema,
  serverTimeSchema,
  testOrderResponseSchema,
  tickerQuerySchema,
  tickerSchema,
  tickersResponseSchema,
  tradeHistoryResponseSchema,
} from './schemas.ts';

export const exchangeCalls = defineCalls({
  /** 201 once the order is durable (journaled and settled); §6 verified only; the idempotency key makes a retry safe. */
  placeOrder: {
    method: 'POST',
    path: '/exchange/orders',
    auth: 'bearer',
    apiScope: 'trade',
    verified: true,
    request: placeOrderRequestSchema,
    response: placeOrderResponseSchema,
  },
  /** Checks and prices an order as placeOrder would, placing nothing (the public API's test order). */
  testOrder: {
    method: 'POST',
    path: '/exchange/orders/test',
    auth: 'bearer',
    apiScope: 'trade',
    verified: true,
    request: placeOrderRequestSchema,
    response: testOrderResponseSchema,
  },
  cancelOrder: {
    method: 'POST',
    path: '/exchange/orders/cancel',
    auth: 'bearer',
    apiScope: 'trade',
    request: cancelOrderRequestSchema,
    response: cancelOrderResponseSchema,
  },
  cancelAll: {
    method: 'POST',
    path: '/exchange/orders/cancel-all',
    auth: 'bearer',
    apiScope: 'trade',
    request: cancelAllRequestSchema,
    response: cancelAllResponseSchema,
  },
  openOrders: {
    method: 'GET',
    path: '/exchange/orders/open',
    auth: 'bearer',
    apiScope: 'read',
    request: openOrdersQuerySchema,
    response: ordersListSchema,
  },
  order: {
    method: 'GET',
    path: '/exchange/order',
    auth: 'bearer',
    apiScope: 'read',
    request: orderQuerySchema,
    response: orderResponseSchema,
  },
  orderHistory: {
    method: 'GET',
    path: '/exchange/history/orders',
    auth: 'bearer',
    apiScope: 'read',
    request: exchangeHistoryQuerySchema,
    response: orderHistoryResponseSchema,
  },
  tradeHistory: {
    method: 'GET',
    path: '/exchange/history/trades',
    auth: 'bearer',
    apiScope: 'read',
    request: exchangeHistoryQuerySchema,
    response: tradeHistoryResponseSchema,
  },
  /** The person's favourite pairs (the market list's stars), kept per account. */
  favourites: {
    method: 'GET',
    path: '/exchange/favourites',
    auth: 'bearer',
    request: null,
    response: favouritesSchema,
  },
  /** Stars or unstars one pair; answers the favourites as they now stand. */
  setFavourite: {
    method: 'POST',
    path: '/exchange/favourites',
    auth: 'bearer',
    request: setFavouriteRequestSchema,
    response: favouritesSchema,
  },
  // Public market data: visitors see the exchange too.
  time: {
    method: 'GET',
    path: '/exchange/time',
    auth: 'visitor',
    request: null,
    response: serverTimeSchema,
  },
  pairs: {
    method: 'GET',
    path: '/exchange/pairs',
    auth: 'visitor',
    request: null,
    response: pairsResponseSchema,
  },
  depth: {
    method: 'GET',
    path: '/exchange/depth',
    auth: 'visitor',
    request: depthQuerySchema,
    response: bookSnapshotSchema,
  },
  recentTrades: {
    method: 'GET',
    path: '/exchange/trades',
    auth: 'visitor',
    request: recentTradesQuerySchema,
    response: recentTradesResponseSchema,
  },
  candles: {
    method: 'GET',
    path: '/exchange/candles',
    auth: 'visitor',
    request: candlesQuerySchema,
    response: candlesResponseSchema,
  },
  ticker: {
    method: 'GET',
    path: '/exchange/ticker',
    auth: 'visitor',
    request: tickerQuerySchema,
    response: tickerSchema,
  },
  tickers: {
    method: 'GET',
    path: '/exchange/tickers',
    auth: 'visitor',
    request: null,
    response: tickersResponseSchema,
  },
});

/** GET /exchange/history/export?type=orders|trades&days&pair: the filtered history as CSV (text/csv). */
const EXCHANGE_EXPORT_PATH = '/exchange/history/export';

/**
 * The history's CSV export: bytes with their own type, which the BFF downloads as a file (its client's file()) rather
 * than parse as JSON.
 */
export const exchangeFileCalls = defineCalls({
  historyExport: {
    method: 'GET',
    path: EXCHANGE_EXPORT_PATH,
    auth: 'bearer',
    request: exchangeExportQuerySchema,
    response: 'file',
  },
});

/** The body of every exchange refusal that is not a field error: §8's plain message. */
export const exchangeMessageSchema = z.object({ message: z.string() });
