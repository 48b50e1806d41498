// Operator calls, authenticated with ADMIN_TOKEN (absent: there are none); the hook below guards every /admin/ path,
// including the ledger check (ledger/ledgerAdminRoutes.ts). POST /admin/maintenance switches the
// provider's maintenance mode without a restart; GET answers the current setting.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messageError } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { type MaintenanceSetting, type MaintenanceSwitch, maintenanceSettingSchema } from './maintenance.ts';

function authorised(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerAdminRoutes(
  app: FastifyInstance,
  adminToken: string,
  maintenance: MaintenanceSwitch,
): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/admin/') && !authorised(request, adminToken)) {
      throw messageError(401, 'Unauthorised');
    }
  });
  app.get('/admin/maintenance', async (): Promise<MaintenanceSetting> => maintenance.current());
  app.post('/admin/maintenance', async (request): Promise<MaintenanceSetting> => {
    const setting = parseWith(maintenanceSettingSchema, request.body);
    await maintenance.set(setting);
    request.log.warn({ maintenance: setting.on }, 'maintenance switched by an operator');
    return setting;
  });
}
