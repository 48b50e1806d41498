// The operator's campaigns, inside the guarded operator scope (system/operatorScope.ts): PUT /admin/marketing/:slug
// sets a campaign's content (active false ends it).
import { campaignContentSchema, campaignSlugSchema } from '@sikka/shared/marketing/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../../platform/http/parse.ts';
import type { Campaigns } from './campaigns.ts';

const params = z.object({ slug: campaignSlugSchema });

export function registerMarketingAdminRoutes(operator: FastifyInstance, campaigns: Campaigns): void {
  operator.put('/marketing/:slug', async (request) => {
    const { slug } = parseWith(params, request.params);
    const content = parseWith(campaignContentSchema, request.body);
    await campaigns.set(slug, content);
    request.log.info({ campaign: slug, active: content.active }, 'campaign set by an operator');
    return { slug, ...content };
  });
}
