// The operator's maintenance switch (inside the guarded operator scope, system/operatorScope.ts): POST /admin/maintenance
// switches the provider's maintenance mode without a restart; GET answers the current setting.
import { systemOperatorCalls as calls } from '@sikka/shared/system/operatorCalls';
import type { ServeOperator } from '../http/contract.ts';
import type { MaintenanceSwitch } from './maintenance.ts';

export function registerMaintenanceRoutes(serve: ServeOperator, maintenance: MaintenanceSwitch): void {
  serve(calls.maintenance, () => maintenance.current());
  serve(calls.setMaintenance, async ({ request, input: setting }) => {
    await maintenance.set(setting);
    request.log.warn({ maintenance: setting.on }, 'maintenance switched by an operator');
    return setting;
  });
}
