// The analytics router: events from the client, cleaned of secrets before any sink sees them.
import { publicProcedure, router } from '../trpc.ts';
import { safeFields, trackEventInputSchema } from './analytics.ts';

export const analyticsRouter = router({
  track: publicProcedure.input(trackEventInputSchema).mutation(({ ctx, input }): { ok: true } => {
    ctx.analytics.track(input.event, safeFields(input.fields), ctx.log);
    return { ok: true };
  }),
});
