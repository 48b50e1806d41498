// GET /media/tax/schedule-vda.csv?year=2025-26: a financial year's Schedule VDA as a CSV download, fetched with the
// session cookie (media/csvExportRoute.ts); the provider refuses a year outside the account's life with §8's message.
import { taxCalls } from '@sikka/shared/tax/calls';
import { parseFinancialYear } from '@sikka/shared/tax/financialYear';
import { scheduleVdaFileName } from '@sikka/shared/tax/scheduleVda';
import type { FastifyInstance } from 'fastify';
import { registerCsvExportRoute } from '../media/csvExportRoute.ts';
import type { SessionCookies } from '../session/cookies.ts';
import type { ProviderClient } from '../upstream/client.ts';

/** The BFF's path of the download; the page links it. */
const SCHEDULE_VDA_CSV_ROUTE = '/media/tax/schedule-vda.csv';

/** 'schedule-vda-2025-26.csv'. The provider refuses a label no year reads ('2025-27'), so the fallback is never sent. */
function scheduleVdaDownloadName(label: string): string {
  const year = parseFinancialYear(label);
  return year ? scheduleVdaFileName(year) : 'schedule-vda.csv';
}

export function registerScheduleVdaRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
): void {
  registerCsvExportRoute(app, services, {
    route: SCHEDULE_VDA_CSV_ROUTE,
    call: taxCalls.scheduleVda,
    fileName: (query) => scheduleVdaDownloadName(query.year),
  });
}
