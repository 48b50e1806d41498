// Crypto baskets and buying plans (shared/src/basket/calls.ts basketCalls): the baskets, quotes, their execution
// (verified, keyed), holdings, and the plans.
import { basketCalls } from '@sikka/shared/basket/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { BasketService } from './basketService.ts';
import type { PlanService } from './planService.ts';

export function registerBasketRoutes(serve: Serve, baskets: BasketService, plans: PlanService): void {
  serve(basketCalls.list, () => baskets.list());

  serve(basketCalls.quote, async ({ session, input, reply }) => {
    const quote = await baskets.quote(session.userId, input);
    reply.code(201);
    return quote;
  });

  serve(basketCalls.execute, async ({ session, input, reply }) => {
    const outcome = await baskets.execute(session.userId, input);
    reply.code(outcome.status);
    return outcome.body;
  });

  serve(basketCalls.holdings, ({ session }) => baskets.holdings(session.userId));

  serve(basketCalls.plans, ({ session }) => plans.list(session.userId));

  serve(basketCalls.createPlan, async ({ session, input, reply }) => {
    const outcome = await plans.create(session.userId, input);
    reply.code(outcome.status);
    return outcome.body;
  });

  serve(basketCalls.updatePlan, ({ session, input }) => plans.update(session.userId, input));
}
