// Campaign landing pages (shared/src/marketing/calls.ts marketingCalls): a campaign's content, for anyone.
import { marketingCalls } from '@sikka/shared/marketing/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { Campaigns } from './campaigns.ts';

export function registerMarketingRoutes(serve: Serve, campaigns: Campaigns): void {
  serve(marketingCalls.campaign, ({ input }) => campaigns.campaign(input.slug));
}
