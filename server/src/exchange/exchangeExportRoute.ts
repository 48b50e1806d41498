// GET /media/exchange-history.csv?type=orders|trades&days&pair: the exchange history as a CSV download.
import { exchangeFileCalls } from '@sikka/shared/exchange/calls';
import type { FastifyInstance } from 'fastify';
import { registerCsvExportRoute } from '../media/csvExportRoute.ts';
import type { SessionCookies } from '../session/cookies.ts';
import type { ProviderClient } from '../upstream/client.ts';

const EXCHANGE_CSV_ROUTE = '/media/exchange-history.csv';

export function registerExchangeExportRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
): void {
  registerCsvExportRoute(app, services, {
    route: EXCHANGE_CSV_ROUTE,
    call: exchangeFileCalls.historyExport,
    fileName: (query) =>
      `sikka-exchange-${query.type}${query.pair ? `-${query.pair.toLowerCase()}` : ''}-${query.days}d.csv`,
  });
}
