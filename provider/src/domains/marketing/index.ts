// The marketing domain: campaign landing pages' content, set by operators.
import fp from 'fastify-plugin';
import { Campaigns } from './campaigns.ts';
import { registerMarketingAdminRoutes } from './marketingAdminRoutes.ts';
import { registerMarketingRoutes } from './marketingRoutes.ts';

export const marketingDomain = fp(
  async (app) => {
    const { platform } = app;
    const campaigns = new Campaigns(platform.db);
    registerMarketingRoutes(platform.serve, campaigns);
    platform.operator.register((serve) => registerMarketingAdminRoutes(serve, campaigns));
  },
  { name: 'marketing' },
);
