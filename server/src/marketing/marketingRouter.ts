// The marketing router (/in/marketing): a campaign's content by its slug, for anyone; its provider call (proxy.ts).
import { marketingCalls } from '@sikka/shared/marketing/calls';
import { proxy } from '../proxy.ts';
import { router } from '../trpc.ts';

export const marketingRouter = router({
  campaign: proxy(marketingCalls.campaign),
});
