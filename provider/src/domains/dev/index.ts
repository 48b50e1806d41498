// The dev domain (DEV_FIXTURES only, never in production): the demo account, and the development calls that
// tests and the demo use to read the outbox and move simulated money.
import fp from 'fastify-plugin';
import { registerDevRoutes } from './devRoutes.ts';
import { registerMoneyDevRoutes } from './moneyDevRoutes.ts';

export { DEMO_ACCOUNT, seedDemoAccount } from './demoAccount.ts';

export const devDomain = fp(
  async (app) => {
    const { platform } = app;
    registerDevRoutes(app, platform, platform.outbox);
    registerMoneyDevRoutes(app, { ...platform, money: app.money });
  },
  { name: 'dev', dependencies: ['wallet'] },
);
