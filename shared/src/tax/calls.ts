// The tax year's calls: a person's report of one financial year (also for an integrator's read key), its Schedule
// VDA as CSV, and the cost they enter for coins whose cost the platform cannot know.
import { defineCalls } from '../contract.ts';
import {
  taxCostRequestSchema,
  taxCostResponseSchema,
  taxReportQuerySchema,
  taxReportSchema,
} from './schemas.ts';

export const taxCalls = defineCalls({
  report: {
    method: 'GET',
    path: '/tax/report',
    auth: 'bearer',
    apiScope: 'read',
    request: taxReportQuerySchema,
    response: taxReportSchema,
  },
  scheduleVda: {
    method: 'GET',
    path: '/tax/schedule-vda',
    auth: 'bearer',
    apiScope: 'read',
    request: taxReportQuerySchema,
    response: 'file',
  },
  enterCost: {
    method: 'POST',
    path: '/tax/costs',
    auth: 'bearer',
    request: taxCostRequestSchema,
    response: taxCostResponseSchema,
  },
});
