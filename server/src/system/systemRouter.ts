// The system router: the maintenance flag, as a query for the first paint and a subscription for every change.

import type { MaintenanceState } from '../maintenance/maintenanceSource.ts';
import { publicProcedure, router } from '../trpc.ts';

export const systemRouter = router({
  maintenance: publicProcedure.query(({ ctx }): MaintenanceState => ctx.maintenance.current()),
  onMaintenance: publicProcedure.subscription(async function* ({ ctx, signal }) {
    yield* ctx.maintenance.changes(signal);
  }),
});
