// GET /media/exchange-history.csv?type=orders|trades&days&pair: the exchange history as a CSV download.
import { EXCHANGE_EXPORT_PATH } from '@sikka/shared/exchange/calls';
import { exchangeExportQuerySchema } from '@sikka/shared/exchange/schemas';
import type { FastifyInstance } from 'fastify';
import type { SessionCookies } from '../session/cookies.ts';
import type { ProviderClient } from '../upstream/client.ts';
import { registerCsvExportRoute } from '../upstream/csvExportRoute.ts';

export const EXCHANGE_CSV_ROUTE = '/media/exchange-history.csv';

export function registerExchangeExportRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
): void {
  registerCsvExportRoute(app, services, {
    route: EXCHANGE_CSV_ROUTE,
    providerPath: EXCHANGE_EXPORT_PATH,
    query: exchangeExportQuerySchema,
    fileName: (query) =>
      `sikka-exchange-${query.type}${query.pair ? `-${query.pair.toLowerCase()}` : ''}-${query.days}d.csv`,
  });
}
