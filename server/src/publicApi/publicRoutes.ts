// The public REST API for integrators (docs/api.md), as a table: each route is a provider call's shared descriptor
// under a stable /api/v1 path, so its parameters, its answer and its OpenAPI description all come from the one
// contract. Market data is public and cached; account, order and vendor order routes need a signed request with an API key whose
// scopes the descriptor's apiScope names. Withdrawals are never here.
import type { CallDescriptor } from '@sikka/shared/contract';
import { exchangeCalls } from '@sikka/shared/exchange/calls';
import { marketCalls } from '@sikka/shared/market/calls';
import { vendorOrderCalls } from '@sikka/shared/vendorOrder/calls';
import { moneyCalls, walletCalls } from '@sikka/shared/wallet/calls';

export const PUBLIC_API_PREFIX = '/api/v1';

export interface PublicRoute {
  method: 'GET' | 'POST';
  /** Under /api/v1; a `:name` segment is a path parameter, read by the call's request schema. */
  path: string;
  call: CallDescriptor;
  tag: 'Market data' | 'Account' | 'Orders' | 'Vendor orders';
  summary: string;
  /** Public market data: seconds a client (and the BFF) may keep the answer. */
  maxAgeSeconds?: number;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    method: 'GET',
    path: '/pairs',
    call: exchangeCalls.pairs,
    tag: 'Market data',
    summary: 'The trading pairs and their rules',
    maxAgeSeconds: 60,
  },
  {
    method: 'GET',
    path: '/fees',
    call: marketCalls.fees,
    tag: 'Market data',
    summary: 'The fee schedule in force',
    maxAgeSeconds: 60,
  },
  {
    method: 'GET',
    path: '/prices',
    call: marketCalls.allPrices,
    tag: 'Market data',
    summary: 'Instant buy and sell prices of every coin',
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/tickers',
    call: exchangeCalls.tickers,
    tag: 'Market data',
    summary: 'The 24-hour ticker of every pair',
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/ticker',
    call: exchangeCalls.ticker,
    tag: 'Market data',
    summary: "One pair's 24-hour ticker",
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/orderbook',
    call: exchangeCalls.depth,
    tag: 'Market data',
    summary: 'The order book: its sequence number and the checksum of its top levels',
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/trades',
    call: exchangeCalls.recentTrades,
    tag: 'Market data',
    summary: "A pair's recent trades",
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/candles',
    call: exchangeCalls.candles,
    tag: 'Market data',
    summary: 'Candles (open, high, low, close, volume)',
    maxAgeSeconds: 1,
  },
  {
    method: 'GET',
    path: '/account/balances',
    call: walletCalls.wallets,
    tag: 'Account',
    summary: 'Your balances: available and locked, per asset',
  },
  {
    method: 'GET',
    path: '/account/deposits',
    call: moneyCalls.depositHistory,
    tag: 'Account',
    summary: 'Your deposits',
  },
  {
    method: 'GET',
    path: '/account/withdrawals',
    call: moneyCalls.withdrawalHistory,
    tag: 'Account',
    summary: 'Your withdrawals (made on the website; never by API)',
  },
  {
    method: 'GET',
    path: '/account/trades',
    call: exchangeCalls.tradeHistory,
    tag: 'Account',
    summary: 'Your fills on the exchange',
  },
  {
    method: 'GET',
    path: '/orders/open',
    call: exchangeCalls.openOrders,
    tag: 'Orders',
    summary: 'Your open orders',
  },
  {
    method: 'GET',
    path: '/orders/history',
    call: exchangeCalls.orderHistory,
    tag: 'Orders',
    summary: 'Your orders, filled and cancelled',
  },
  { method: 'GET', path: '/order', call: exchangeCalls.order, tag: 'Orders', summary: 'One of your orders' },
  {
    method: 'POST',
    path: '/orders',
    call: exchangeCalls.placeOrder,
    tag: 'Orders',
    summary: 'Place an order (limit, market, stop-limit, stop-loss)',
  },
  {
    method: 'POST',
    path: '/orders/cancel',
    call: exchangeCalls.cancelOrder,
    tag: 'Orders',
    summary: 'Cancel one of your orders',
  },
  {
    method: 'POST',
    path: '/orders/cancel-all',
    call: exchangeCalls.cancelAll,
    tag: 'Orders',
    summary: 'Cancel all your open orders (of one pair, or every pair)',
  },
  {
    method: 'POST',
    path: '/vendor-orders',
    call: vendorOrderCalls.create,
    tag: 'Vendor orders',
    summary: 'Make a vendor order: items and unit prices in rupees; answers its total and checkout address',
  },
  {
    method: 'GET',
    path: '/vendor-orders/:id',
    call: vendorOrderCalls.status,
    tag: 'Vendor orders',
    summary: 'One of your vendor orders: open, paid or expired',
  },
];
