// The system router: the maintenance flag, as a query for the first paint and a subscription for every change.
import { publicProcedure, router } from '../trpc.ts';
import type { MaintenanceState } from './maintenanceSource.ts';

export const systemRouter = router({
  maintenance: publicProcedure.query(({ ctx }): MaintenanceState => ctx.maintenance.current()),
  onMaintenance: publicProcedure.subscription(async function* ({ ctx, signal }) {
    yield* ctx.maintenance.changes(signal);
  }),
});
