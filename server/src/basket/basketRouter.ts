// The basket router (/in/crypto-basket 'Crypto Basket'): baskets, quotes, their execution, holdings and the buying
// plans, each its provider call (proxy.ts).
import { basketCalls } from '@sikka/shared/basket/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const basketRouter = router({
  list: proxy(basketCalls.list),
  quote: proxy(basketCalls.quote),
  execute: proxy(basketCalls.execute),
  holdings: proxy(basketCalls.holdings),
  plans: proxy(basketCalls.plans),
  createPlan: proxy(basketCalls.createPlan),
  updatePlan: proxy(basketCalls.updatePlan),
});
