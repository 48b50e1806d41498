// The analytics router: events from the client, cleaned of secrets before any sink sees them.

import { safeFields, trackEventInputSchema } from '../observability/analytics.ts';
import { publicProcedure, router } from '../trpc.ts';

export const analyticsRouter = router({
  track: publicProcedure.input(trackEventInputSchema).mutation(({ ctx, input }): { ok: true } => {
    ctx.analytics.track(input.event, safeFields(input.fields), ctx.log);
    return { ok: true };
  }),
});
