// GET /media/history.csv?type&days: the filtered history as a CSV download, fetched with the session cookie
// (the token never reaches the browser). Errors answer as JSON with the §8 AppError, like any call.
import { historyQuerySchema } from '@sikka/shared/wallet/calls';
import type { FastifyInstance } from 'fastify';
import { appErrorFromUpstream, appErrorFromZod, genericAppError } from '../errors/appErrors.ts';
import { replyJar, type SessionCookies } from '../session/cookies.ts';
import { type ProviderClient, UpstreamError } from '../upstream/client.ts';

export const HISTORY_CSV_ROUTE = '/media/history.csv';

export function registerHistoryExportRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
): void {
  app.get(HISTORY_CSV_ROUTE, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const query = historyQuerySchema.omit({ page: true }).safeParse(request.query);
    if (!query.success) return reply.code(422).send({ appError: appErrorFromZod(query.error) });
    const read = await services.sessionCookies.forRequest(replyJar(request, reply)).readSession();
    if (read.state !== 'active') {
      const appError = { kind: 'session-expired' as const, message: null, fieldErrors: {}, status: 401 };
      return reply.code(401).send({ appError });
    }
    try {
      const csv = await services.provider.historyCsv(read.session.token, query.data, {
        requestId: request.id,
        log: request.log,
        clientIp: request.ip,
      });
      const name = `sikka-${query.data.type}-${query.data.days}d.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    } catch (error) {
      const appError = error instanceof UpstreamError ? appErrorFromUpstream(error) : genericAppError(502);
      return reply.code(appError.status >= 400 ? appError.status : 502).send({ appError });
    }
  });
}
