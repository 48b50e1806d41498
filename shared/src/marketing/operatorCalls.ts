// The operator's campaigns (ADMIN_TOKEN): setting a campaign's content (active false ends it).
import { z } from 'zod';
import { defineOperatorCalls } from '../contract.ts';
import { campaignContentSchema } from './schemas.ts';

export const marketingOperatorCalls = defineOperatorCalls({
  setCampaign: {
    method: 'PUT',
    path: '/admin/marketing/{slug}',
    auth: 'operator',
    request: campaignContentSchema,
    response: campaignContentSchema.extend({ slug: z.string() }),
  },
});
