// The basket router (/in/crypto-basket 'Crypto Basket'): baskets, quotes, their execution, holdings and the buying
// plans. Inputs are the shared schemas.
import {
  basketExecuteRequestSchema,
  basketQuoteRequestSchema,
  createPlanRequestSchema,
  updatePlanRequestSchema,
} from '@sikka/shared/basket/schemas';
import { authedProcedure, router } from '../trpc.ts';
import * as handlers from './basket.handlers.ts';

export const basketRouter = router({
  list: authedProcedure.query(handlers.list),
  quote: authedProcedure.input(basketQuoteRequestSchema).mutation(handlers.quote),
  execute: authedProcedure.input(basketExecuteRequestSchema).mutation(handlers.execute),
  holdings: authedProcedure.query(handlers.holdings),
  plans: authedProcedure.query(handlers.plans),
  createPlan: authedProcedure.input(createPlanRequestSchema).mutation(handlers.createPlan),
  updatePlan: authedProcedure.input(updatePlanRequestSchema).mutation(handlers.updatePlan),
});
