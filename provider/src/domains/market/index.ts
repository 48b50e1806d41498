// The market domain: live prices from a feed (the seeded simulator by default) and §7's price calls; others read
// prices through its MarketService and follow ticks through its feed.
import fp from 'fastify-plugin';
import { registerMarketRoutes } from './marketRoutes.ts';
import { MarketService } from './marketService.ts';
import { type MarketFeed, SimulatedMarket } from './simulator.ts';

export { MarketService } from './marketService.ts';
export { type MarketFeed, type PricePoint, prng } from './simulator.ts';
export { feedValuer, startValuer } from './valuers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketService;
    marketFeed: MarketFeed;
  }
}

export const marketDomain = fp<{ feed?: MarketFeed }>(
  async (app, options) => {
    const { config, serve, stream, lifecycle } = app.platform;
    const feed =
      options.feed ?? new SimulatedMarket({ seed: config.MARKET_SEED, tickMs: config.MARKET_TICK_MS });
    const market = new MarketService(feed, config.FEE_SCHEDULE);
    market.publishTo(stream);
    app.decorate('market', market);
    app.decorate('marketFeed', feed);
    registerMarketRoutes(serve, market);
    lifecycle.add({ start: () => feed.start(), stop: () => feed.stop() });
  },
  { name: 'market' },
);
