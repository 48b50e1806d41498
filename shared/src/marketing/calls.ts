// Campaign landing pages: a campaign's content by its slug, for anyone, described once. Operators set it with
// PUT /admin/marketing/<slug> (provider/src/domains/marketing/marketingAdminRoutes.ts).
import { defineCalls } from '../contract.ts';
import { campaignQuerySchema, campaignSchema } from './schemas.ts';

export const marketingCalls = defineCalls({
  campaign: {
    method: 'GET',
    path: '/marketing/campaign',
    auth: 'visitor',
    request: campaignQuerySchema,
    response: campaignSchema,
  },
});
