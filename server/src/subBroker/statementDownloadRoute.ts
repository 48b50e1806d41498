// GET /media/sub-broker/statement.csv|.pdf?client_id&period: a client statement as a download, fetched with the
// session cookie (the provider, called with the user's bearer, decides whose client is whose and which periods).
import { subBrokerCalls } from '@sikka/shared/subBroker/calls';
import { type SubBrokerStatement, subBrokerStatementQuerySchema } from '@sikka/shared/subBroker/schemas';
import { STATEMENT_DOWNLOAD_PATH } from '@sikka/shared/subBroker/statement';
import type { FastifyInstance } from 'fastify';
import { appErrorFromZod } from '../errors/appErrors.ts';
import { downloadToken, sendDownloadFailure } from '../media/csvExportRoute.ts';
import type { SessionCookies } from '../session/cookies.ts';
import { type ProviderClient, viaRequest } from '../upstream/client.ts';
import { statementCsv, statementFileName, statementPdf } from './statementFiles.ts';

const FORMATS: Record<
  string,
  { type: string; make: (statement: SubBrokerStatement) => string | Promise<Buffer> }
> = {
  csv: { type: 'text/csv; charset=utf-8', make: statementCsv },
  pdf: { type: 'application/pdf', make: (statement) => statementPdf(statement) },
};

export function registerStatementDownloadRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
): void {
  for (const [extension, format] of Object.entries(FORMATS)) {
    app.get(`${STATEMENT_DOWNLOAD_PATH}.${extension}`, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const query = subBrokerStatementQuerySchema.safeParse(request.query);
      if (!query.success) return reply.code(422).send({ appError: appErrorFromZod(query.error) });
      const token = await downloadToken(request, reply, services.sessionCookies);
      if (token === null) return reply;
      try {
        const statement = await services.provider.call(subBrokerCalls.statement, {
          body: query.data,
          credential: token,
          ...viaRequest(request),
        });
        const body = await format.make(statement);
        return reply
          .type(format.type)
          .header(
            'content-disposition',
            `attachment; filename="${statementFileName(statement)}.${extension}"`,
          )
          .send(body);
      } catch (error) {
        return sendDownloadFailure(reply, error);
      }
    });
  }
}
