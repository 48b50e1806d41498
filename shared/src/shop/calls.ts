// Shop: the catalogue with stock, a quote, a purchase (verified, OTP 8), one's orders and an order's code, described once.
import { defineCalls } from '../contract.ts';
import {
  catalogueResponseSchema,
  shopBuyRequestSchema,
  shopBuyResponseSchema,
  shopCodeRequestSchema,
  shopCodeResponseSchema,
  shopOrdersPageSchema,
  shopOrdersQuerySchema,
  shopQuoteRequestSchema,
  shopQuoteSchema,
} from './schemas.ts';

export const shopCalls = defineCalls({
  catalogue: {
    method: 'GET',
    path: '/shop/catalogue',
    auth: 'visitor',
    request: null,
    response: catalogueResponseSchema,
  },
  quote: {
    method: 'POST',
    path: '/shop/quotes',
    auth: 'bearer',
    request: shopQuoteRequestSchema,
    response: shopQuoteSchema,
  },
  buy: {
    method: 'POST',
    path: '/shop/orders',
    auth: 'bearer',
    verified: true,
    request: shopBuyRequestSchema,
    response: shopBuyResponseSchema,
  },
  orders: {
    method: 'GET',
    path: '/shop/orders',
    auth: 'bearer',
    request: shopOrdersQuerySchema,
    response: shopOrdersPageSchema,
  },
  code: {
    method: 'GET',
    path: '/shop/orders/code',
    auth: 'bearer',
    request: shopCodeRequestSchema,
    response: shopCodeResponseSchema,
  },
});
