// Vendor orders: a merchant makes one and reads its status (API key, trade/read scope), anyone reads it to pay,
// a payer quotes its total and pays it (verified, OTP 8), described once.
import { defineCalls } from '../contract.ts';
import {
  createVendorOrderRequestSchema,
  vendorOrderPayRequestSchema,
  vendorOrderPayResponseSchema,
  vendorOrderQuerySchema,
  vendorOrderQuoteRequestSchema,
  vendorOrderQuoteSchema,
  vendorOrderSchema,
} from './schemas.ts';

export const vendorOrderCalls = defineCalls({
  create: {
    method: 'POST',
    path: '/vendor-orders',
    auth: 'bearer',
    verified: true,
    apiScope: 'trade',
    request: createVendorOrderRequestSchema,
    response: vendorOrderSchema,
  },
  status: {
    method: 'GET',
    path: '/vendor-orders/status',
    auth: 'bearer',
    apiScope: 'read',
    request: vendorOrderQuerySchema,
    response: vendorOrderSchema,
  },
  checkout: {
    method: 'GET',
    path: '/vendor-orders/checkout',
    auth: 'visitor',
    request: vendorOrderQuerySchema,
    response: vendorOrderSchema,
  },
  quote: {
    method: 'POST',
    path: '/vendor-orders/quotes',
    auth: 'bearer',
    request: vendorOrderQuoteRequestSchema,
    response: vendorOrderQuoteSchema,
  },
  pay: {
    method: 'POST',
    path: '/vendor-orders/pay',
    auth: 'bearer',
    verified: true,
    request: vendorOrderPayRequestSchema,
    response: vendorOrderPayResponseSchema,
  },
});
