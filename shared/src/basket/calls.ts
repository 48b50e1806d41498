// Crypto baskets and systematic buying plans: the baskets, a quote, its execution (§6 verified, idempotency key), the
// holdings, and the plans (create verified and keyed; pause, resume, change, cancel), described once.
import { defineCalls } from '../contract.ts';
import {
  basketExecuteRequestSchema,
  basketExecuteResponseSchema,
  basketQuoteRequestSchema,
  basketQuoteSchema,
  basketsResponseSchema,
  createPlanRequestSchema,
  holdingsResponseSchema,
  planResponseSchema,
  plansResponseSchema,
  updatePlanRequestSchema,
} from './schemas.ts';

export const basketCalls = defineCalls({
  list: { method: 'GET', path: '/baskets', auth: 'bearer', request: null, response: basketsResponseSchema },
  quote: {
    method: 'POST',
    path: '/baskets/quotes',
    auth: 'bearer',
    request: basketQuoteRequestSchema,
    response: basketQuoteSchema,
  },
  execute: {
    method: 'POST',
    path: '/baskets/orders',
    auth: 'bearer',
    verified: true,
    request: basketExecuteRequestSchema,
    response: basketExecuteResponseSchema,
  },
  holdings: {
    method: 'GET',
    path: '/baskets/holdings',
    auth: 'bearer',
    request: null,
    response: holdingsResponseSchema,
  },
  plans: {
    method: 'GET',
    path: '/baskets/plans',
    auth: 'bearer',
    request: null,
    response: plansResponseSchema,
  },
  createPlan: {
    method: 'POST',
    path: '/baskets/plans',
    auth: 'bearer',
    verified: true,
    request: createPlanRequestSchema,
    response: planResponseSchema,
  },
  updatePlan: {
    method: 'POST',
    path: '/baskets/plans/update',
    auth: 'bearer',
    verified: true,
    request: updatePlanRequestSchema,
    response: planResponseSchema,
  },
});
