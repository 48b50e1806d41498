// The alerts domain: price alerts a person sets (docs/alerts.md), watched on the market's ticks by every provider
// and told through the person's messages. It reads prices through the market domain only.
import fp from 'fastify-plugin';
import { AlertService } from './alertService.ts';
import { registerAlertsRoutes } from './alertsRoutes.ts';
import { AlertWatch } from './alertWatch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The watch of every active alert (tests wait on its writes). */
    alertWatch: AlertWatch;
  }
}

export const alertsDomain = fp(
  async (app) => {
    const { platform, market, marketFeed } = app;
    const watch = new AlertWatch({ ...platform, market, feed: marketFeed });
    app.decorate('alertWatch', watch);
    registerAlertsRoutes(platform.serve, new AlertService(platform.db, platform.events, market));
    platform.lifecycle.add(watch);
  },
  { name: 'alerts', dependencies: ['market'] },
);
