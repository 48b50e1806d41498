// The marketing router (/in/marketing): a campaign's content by its slug, for anyone. Input is the shared schema.
import { campaignQuerySchema } from '@sikka/shared/marketing/schemas';
import { publicProcedure, router } from '../trpc.ts';
import * as handlers from './marketing.handlers.ts';

export const marketingRouter = router({
  campaign: publicProcedure.input(campaignQuerySchema).query(handlers.campaign),
});
