// Price alerts (docs/alerts.md): a signed-in person's list, and setting, editing, pausing, resuming and deleting
// one, described once.
import { defineCalls } from '../contract.ts';
import {
  alertListSchema,
  alertStatusRequestSchema,
  alertTermsSchema,
  deleteAlertRequestSchema,
  deletedAlertSchema,
  editAlertRequestSchema,
  priceAlertSchema,
} from './schemas.ts';

export const alertsCalls = defineCalls({
  list: { method: 'GET', path: '/alerts', auth: 'bearer', request: null, response: alertListSchema },
  create: {
    method: 'POST',
    path: '/alerts',
    auth: 'bearer',
    request: alertTermsSchema,
    response: priceAlertSchema,
  },
  edit: {
    method: 'POST',
    path: '/alerts/edit',
    auth: 'bearer',
    request: editAlertRequestSchema,
    response: priceAlertSchema,
  },
  setStatus: {
    method: 'POST',
    path: '/alerts/status',
    auth: 'bearer',
    request: alertStatusRequestSchema,
    response: priceAlertSchema,
  },
  remove: {
    method: 'POST',
    path: '/alerts/delete',
    auth: 'bearer',
    request: deleteAlertRequestSchema,
    response: deletedAlertSchema,
  },
});
