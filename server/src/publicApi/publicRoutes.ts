// The public REST API for integrators (docs/api.md), as a table: each route is a provider call's shared descriptor
// under a stable /api/v1 path, so its parameters, its answer and its OpenAPI description all come from the one
// contract. Market data is public and cached; account, order, tax and vendor order routes need a signed request with an API
// key whose scopes the descriptor's apiScope names. Withdrawals are never here.
import { exchangeCalls } from '@sikka/shared/exchange/calls';
import { marketCalls } from '@sikka/shared/market/calls';
import { publicFees, publicFeesSchema } from '@sikka/shared/market/fees';
import { taxCalls } from '@sikka/shared/tax/calls';
import { parseFinancialYear } from '@sikka/shared/tax/financialYear';
import { scheduleVdaFileName } from '@sikka/shared/tax/scheduleVda';
import { vendorOrderCalls } from '@sikka/shared/vendorOrder/calls';
import { moneyCalls, walletCalls } from '@sikka/shared/wallet/calls';
import type { z } from 'zod';
import type { DownloadCall, ProviderCall } from '../upstream/calls.ts';

export const PUBLIC_API_PREFIX = '/api/v1';

interface RouteBase {
  method: 'GET' | 'POST';
  /** Under /api/v1; a `:name` segment is a path parameter, read by the call's request schema. */
  path: string;
  /** The OpenAPI operationId: stable, for generated clients. */
  operationId: string;
  tag: 'Market data' | 'Account' | 'Orders' | 'Vendor orders' | 'Tax';
  summary: string;
  /** Public (no key): seconds a client (and the BFF) may keep the answer; 0 for one never kept. */
  maxAgeSeconds?: number;
  /** Refusals of the call besides every route's own (401, 403, 422, 429 for a signed one; 5xx for all). */
  refusals?: readonly (404 | 409)[];
}

/** A route answered with JSON: the call's answer, or `answer`'s made from it. */
interface JsonRoute extends RouteBase {
  call: ProviderCall;
  /** What integrators get when it differs from the call's answer (snake_case, with deprecated old spellings). */
  answer?: PublicAnswer;
  file?: never;
}

/** A download that takes a query (Schedule VDA's CSV). */
type FileCall = Extract<DownloadCall, { request: z.ZodType }>;

/** A route answered with a file: the provider's bytes under the media type and the name it is saved as. */
export interface FileRoute extends RouteBase {
  method: 'GET';
  call: FileCall;
  file: { type: 'text/csv'; name: (query: Record<string, string>) => string };
  answer?: never;
}

export type PublicRoute = JsonRoute | FileRoute;

/** An answer made for integrators from the call's: `schema` describes it in the document. */
interface PublicAnswer {
  schema: z.ZodType;
  from: (answer: unknown) => unknown;
}

/** The call's answer, read by its response schema, made into `schema`'s by `from` and checked by it. */
function reshaped<T, S extends z.ZodType>(
  call: ProviderCall & { response: z.ZodType<T> },
  schema: S,
  from: (answer: T) => z.input<S>,
): PublicAnswer {
  const response: z.ZodType<T> = call.response;
  return { schema, from: (answer) => schema.parse(from(response.parse(answer))) };
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    method: 'GET',
    path: '/time',
    call: exchangeCalls.time,
    operationId: 'getServerTime',
    tag: 'Market data',
    summary: "The server's clock, that signed requests' timestamps are checked against",
    maxAgeSeconds: 0,
  },
  {
    method: 'GET',
    path: '/pairs',
    call: exchangeCalls.pairs,
    operationId: 'listPairs',
    tag: 'Market data',
    summary: 'The trading pairs and their rules',
    maxAgeSeconds: 60,
  },
  {
    method: 'GET',
    path: '/fees',
    call: marketCalls.fees,
    operationId: 'getFees',
    tag: 'Market data',
    summary: 'The fee schedule in force',
    maxAgeSeconds: 60,
    answer: reshaped(marketCalls.fees, publicFeesSchema, publicFees),
  },
  {
    method: 'GET',
    path: '/prices',
    call: marketCalls.allPrices,
    operationId: 'listPrices',
    tag: 'Market data',
    summary: 'Instant buy and sell prices of every coin',
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/tickers',
    call: exchangeCalls.tickers,
    operationId: 'listTickers',
    tag: 'Market data',
    summary: 'The 24-hour ticker of every pair',
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/ticker',
    call: exchangeCalls.ticker,
    operationId: 'getTicker',
    tag: 'Market data',
    summary: "One pair's 24-hour ticker",
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/orderbook',
    call: exchangeCalls.depth,
    operationId: 'getOrderBook',
    tag: 'Market data',
    summary: 'The order book: its sequence number and the checksum of its top levels',
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/trades',
    call: exchangeCalls.recentTrades,
    operationId: 'listTrades',
    tag: 'Market data',
    summary: "A pair's recent trades",
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/candles',
    call: exchangeCalls.candles,
    operationId: 'listCandles',
    tag: 'Market data',
    summary: 'Candles (open, high, low, close, volume)',
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/account/balances',
    call: walletCalls.wallets,
    operationId: 'getBalances',
    tag: 'Account',
    summary: 'Your balances: available and locked, per asset',
  },
  {
    method: 'GET',
    path: '/account/deposits',
    call: moneyCalls.depositHistory,
    operationId: 'listDeposits',
    tag: 'Account',
    summary: 'Your deposits',
  },
  {
    method: 'GET',
    path: '/account/withdrawals',
    call: moneyCalls.withdrawalHistory,
    operationId: 'listWithdrawals',
    tag: 'Account',
    summary: 'Your withdrawals (made on the website; never by API)',
  },
  {
    method: 'GET',
    path: '/account/trades',
    call: exchangeCalls.tradeHistory,
    operationId: 'listFills',
    tag: 'Account',
    summary: 'Your fills on the exchange',
  },
  {
    method: 'GET',
    path: '/orders/open',
    call: exchangeCalls.openOrders,
    operationId: 'listOpenOrders',
    tag: 'Orders',
    summary: 'Your open orders',
  },
  {
    method: 'GET',
    path: '/orders/history',
    call: exchangeCalls.orderHistory,
    operationId: 'listOrderHistory',
    tag: 'Orders',
    summary: 'Your orders, filled and cancelled',
  },
  {
    method: 'GET',
    path: '/order',
    call: exchangeCalls.order,
    operationId: 'getOrder',
    tag: 'Orders',
    summary: 'One of your orders, by id or by your client_order_id',
    refusals: [404],
  },
  {
    method: 'POST',
    path: '/orders',
    call: exchangeCalls.placeOrder,
    operationId: 'placeOrder',
    tag: 'Orders',
    summary: 'Place an order (limit, market, stop-limit, stop-loss, ladder)',
    refusals: [409],
  },
  {
    method: 'POST',
    path: '/orders/test',
    call: exchangeCalls.testOrder,
    operationId: 'testOrder',
    refusals: [409],
    tag: 'Orders',
    summary: 'Check and price an order as POST /orders would, without placing it',
  },
  {
    method: 'POST',
    path: '/orders/cancel',
    call: exchangeCalls.cancelOrder,
    operationId: 'cancelOrder',
    tag: 'Orders',
    summary: 'Cancel one of your orders, by id or by your client_order_id',
    refusals: [404, 409],
  },
  {
    method: 'POST',
    path: '/orders/cancel-all',
    call: exchangeCalls.cancelAll,
    operationId: 'cancelAllOrders',
    tag: 'Orders',
    summary: 'Cancel all your open orders (of one pair, or every pair)',
  },
  {
    method: 'GET',
    path: '/account/tax/report',
    call: taxCalls.report,
    operationId: 'getTaxReport',
    tag: 'Tax',
    summary:
      'Your VDA tax report of one financial year (year=2025-26): disposals by FIFO, gains, the tax estimate, TDS by quarter',
  },
  {
    method: 'GET',
    path: '/account/tax/schedule-vda',
    call: taxCalls.scheduleVda,
    operationId: 'getScheduleVda',
    tag: 'Tax',
    summary: "One financial year's Schedule VDA (ITR-2 / ITR-3) as CSV (year=2025-26)",
    file: {
      type: 'text/csv',
      name: (query) => {
        const year = parseFinancialYear(query.year ?? '');
        return year ? scheduleVdaFileName(year) : 'schedule-vda.csv';
      },
    },
  },
  {
    method: 'POST',
    path: '/vendor-orders',
    call: vendorOrderCalls.create,
    operationId: 'createVendorOrder',
    tag: 'Vendor orders',
    summary: 'Make a vendor order: items and unit prices in rupees; answers its total and checkout address',
  },
  {
    method: 'GET',
    path: '/vendor-orders/:id',
    call: vendorOrderCalls.status,
    operationId: 'getVendorOrder',
    tag: 'Vendor orders',
    summary: 'One of your vendor orders: open, paid or expired',
    refusals: [404],
  },
];
