// The operator's campaigns, inside the guarded operator scope (system/operatorScope.ts): PUT /admin/marketing/:slug
// sets a campaign's content (active false ends it).
import { marketingOperatorCalls as calls } from '@sikka/shared/marketing/operatorCalls';
import { campaignSlugSchema } from '@sikka/shared/marketing/schemas';
import { z } from 'zod';
import type { ServeOperator } from '../../platform/http/contract.ts';
import { parseWith } from '../../platform/http/parse.ts';
import type { Campaigns } from './campaigns.ts';

const params = z.object({ slug: campaignSlugSchema });

export function registerMarketingAdminRoutes(serve: ServeOperator, campaigns: Campaigns): void {
  serve(calls.setCampaign, async ({ request, input: content }) => {
    const { slug } = parseWith(params, request.params);
    await campaigns.set(slug, content);
    request.log.info({ campaign: slug, active: content.active }, 'campaign set by an operator');
    return { slug, ...content };
  });
}
