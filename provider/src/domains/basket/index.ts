// The basket domain: crypto baskets bought and sold all-or-nothing at a quote, and systematic buying plans run on
// the job queue (docs/baskets.md).
import fp from 'fastify-plugin';
import { registerBasketDevRoutes } from './basketDevRoutes.ts';
import { registerBasketRoutes } from './basketRoutes.ts';
import { BasketService } from './basketService.ts';
import { PlanService } from './planService.ts';

export const basketDomain = fp(
  async (app) => {
    const { platform } = app;
    const { db, clock, config, events, wallets, log } = platform;
    const baskets = new BasketService(db, clock, { market: app.market, events, wallets });
    const plans = new PlanService(db, clock, {
      baskets,
      events,
      wallets,
      queue: platform.queue('buying plan'),
      dayMs: config.PLAN_DAY_SECONDS * 1000,
      log,
    });
    registerBasketRoutes(platform.serve, baskets, plans);
    if (config.DEV_FIXTURES) registerBasketDevRoutes(app, plans);
    platform.lifecycle.add(plans);
  },
  { name: 'basket', dependencies: ['market'] },
);
