// The platform's operator calls (ADMIN_TOKEN): the maintenance switch and the books' check.
import { defineOperatorCalls } from '../contract.ts';
import { ledgerInvariantsSchema, maintenanceSettingSchema } from './schemas.ts';

export const systemOperatorCalls = defineOperatorCalls({
  maintenance: {
    method: 'GET',
    path: '/admin/maintenance',
    auth: 'operator',
    request: null,
    response: maintenanceSettingSchema,
  },
  setMaintenance: {
    method: 'POST',
    path: '/admin/maintenance',
    auth: 'operator',
    request: maintenanceSettingSchema,
    response: maintenanceSettingSchema,
  },
  ledgerInvariants: {
    method: 'GET',
    path: '/admin/ledger/invariants',
    auth: 'operator',
    request: null,
    response: ledgerInvariantsSchema,
  },
});
