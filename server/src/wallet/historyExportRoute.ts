// GET /media/history.csv?type&days: the wallet's filtered history as a CSV download (upstream/csvExportRoute.ts).
import { HISTORY_EXPORT_PATH, historyExportQuerySchema } from '@sikka/shared/wallet/calls';
import type { FastifyInstance } from 'fastify';
import type { SessionCookies } from '../session/cookies.ts';
import type { ProviderClient } from '../upstream/client.ts';
import { registerCsvExportRoute } from '../upstream/csvExportRoute.ts';

export const HISTORY_CSV_ROUTE = '/media/history.csv';

export function registerHistoryExportRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
): void {
  registerCsvExportRoute(app, services, {
    route: HISTORY_CSV_ROUTE,
    providerPath: HISTORY_EXPORT_PATH,
    query: historyExportQuerySchema,
    fileName: (query) => `sikka-${query.type}-${query.days}d.csv`,
  });
}
