// The market calls: §7's prices of every coin and the fee schedule, described once (shared/src/contract.ts).
import { defineCalls } from '../contract.ts';
import { feeScheduleSchema } from './fees.ts';
import { allPricesResponseSchema } from './schemas.ts';

export const marketCalls = defineCalls({
  allPrices: {
    method: 'GET',
    path: '/trades/in/all/all',
    // Prices are public: the dashboard shows them to visitors too.
    auth: 'visitor',
    request: null,
    response: allPricesResponseSchema,
  },
  /** The fee schedule in force (our design): the fees page and the quote breakdown show it. */
  fees: {
    method: 'GET',
    path: '/fees',
    auth: 'visitor',
    request: null,
    response: feeScheduleSchema,
  },
});
