// The portfolio domain: the home screen's figures of a person's holdings (docs/portfolio.md), read from the ledger
// (platform), the tax year's open lots (tax) and the market's prices now, a day ago and in the past (market).
import fp from 'fastify-plugin';
import { registerPortfolioRoutes } from './portfolioRoutes.ts';
import { PortfolioService } from './portfolioService.ts';

export const portfolioDomain = fp(
  async (app) => {
    const { db, clock, serve } = app.platform;
    registerPortfolioRoutes(serve, new PortfolioService(db, clock, app.market));
  },
  { name: 'portfolio', dependencies: ['market'] },
);
