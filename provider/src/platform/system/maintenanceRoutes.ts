// The operator's maintenance switch (inside the guarded operator scope, system/operatorScope.ts): POST /admin/maintenance
// switches the provider's maintenance mode without a restart; GET answers the current setting.
import type { FastifyInstance } from 'fastify';
import { parseWith } from '../http/parse.ts';
import { type MaintenanceSetting, type MaintenanceSwitch, maintenanceSettingSchema } from './maintenance.ts';

export function registerMaintenanceRoutes(operator: FastifyInstance, maintenance: MaintenanceSwitch): void {
  operator.get('/maintenance', async (): Promise<MaintenanceSetting> => maintenance.current());
  operator.post('/maintenance', async (request): Promise<MaintenanceSetting> => {
    const setting = parseWith(maintenanceSettingSchema, request.body);
    await maintenance.set(setting);
    request.log.warn({ maintenance: setting.on }, 'maintenance switched by an operator');
    return setting;
  });
}
