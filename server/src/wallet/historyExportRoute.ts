// GET /media/history.csv?type&days: the wallet's filtered history as a CSV download (media/csvExportRoute.ts).
import { walletFileCalls } from '@sikka/shared/wallet/calls';
import type { FastifyInstance } from 'fastify';
import { registerCsvExportRoute } from '../media/csvExportRoute.ts';
import type { SessionCookies } from '../session/cookies.ts';
import type { ProviderClient } from '../upstream/client.ts';

const HISTORY_CSV_ROUTE = '/media/history.csv';

export function registerHistoryExportRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
): void {
  registerCsvExportRoute(app, services, {
    route: HISTORY_CSV_ROUTE,
    call: walletFileCalls.historyExport,
    fileName: (query) => `sikka-${query.type}-${query.days}d.csv`,
  });
}
