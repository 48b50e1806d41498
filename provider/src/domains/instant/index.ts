// The instant domain: §4's instant buy and sell at a locked quote, filled in batches; baskets, gifts and the shop
// price and post their fills with the same rules (fills.ts).
import fp from 'fastify-plugin';
import { registerInstantRoutes } from './instantRoutes.ts';
import { InstantService } from './instantService.ts';

export { fillEntry, fillMessage, fillPostings, rederives, sameLines, storedLines } from './fills.ts';
export { QUOTE_NOT_FOUND, QUOTE_USED } from './instantService.ts';
export { orderWire } from './records.ts';

export const instantDomain = fp(
  async (app) => {
    const { db, clock, wallets, events, serve } = app.platform;
    registerInstantRoutes(serve, new InstantService(db, clock, app.market, wallets, events));
  },
  { name: 'instant', dependencies: ['market'] },
);
