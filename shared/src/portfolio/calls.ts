// The home screen's calls: a signed-in person's change today with each coin's average cost and profit or loss, and
// their portfolio's worth over a range, described once.
import { defineCalls } from '../contract.ts';
import { portfolioHistoryQuerySchema, portfolioHistorySchema, portfolioSummarySchema } from './schemas.ts';

export const portfolioCalls = defineCalls({
  summary: {
    method: 'GET',
    path: '/portfolio/summary',
    auth: 'bearer',
    request: null,
    response: portfolioSummarySchema,
  },
  history: {
    method: 'GET',
    path: '/portfolio/history',
    auth: 'bearer',
    request: portfolioHistoryQuerySchema,
    response: portfolioHistorySchema,
  },
});
