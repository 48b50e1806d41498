// The lending domain: loans against crypto — borrow, repay, the daily interest job and the LTV check on every
// price tick (docs/lending.md).
import fp from 'fastify-plugin';
import { registerLendingDevRoutes } from './lendingDevRoutes.ts';
import { registerLendingRoutes } from './lendingRoutes.ts';
import { LendingService } from './lendingService.ts';

export { seedLendingPool } from './lendingPool.ts';

export const lendingDomain = fp(
  async (app) => {
    const { platform, market } = app;
    const { db, clock, config, otp, events, wallets, log } = platform;
    const lending = new LendingService(db, clock, {
      market,
      otp,
      events,
      wallets,
      queue: platform.queue('loan job'),
      log,
    });
    // Every price tick checks the open loans' LTV (after the market service has taken the tick's prices).
    const stopLoanChecks = app.marketFeed.onTick(() => {
      void lending.checkAll();
    });
    registerLendingRoutes(platform.serve, lending);
    if (config.DEV_FIXTURES) registerLendingDevRoutes(app, lending, db, market);
    platform.lifecycle.add({
      start: () => lending.start(),
      async stop() {
        stopLoanChecks();
        await lending.stop();
      },
    });
  },
  { name: 'lending', dependencies: ['market'] },
);
