// A history export as a CSV download, fetched with the session cookie (the token never reaches the browser): the
// query checked by its call's request schema, the call's own provider path, and errors as JSON with the §8 AppError,
// like any call. The wallet's and the exchange's exports are two registrations of it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { appErrorFromUpstream, appErrorFromZod, genericAppError } from '../errors/appErrors.ts';
import { replyJar, type SessionCookies } from '../session/cookies.ts';
import type { DownloadCall } from '../upstream/calls.ts';
import { type ProviderClient, UpstreamError, viaRequest } from '../upstream/client.ts';

/** A download that takes a query (the CSV exports). */
type CsvCall = Extract<DownloadCall, { request: z.ZodType }>;

interface CsvExport<Q extends object> {
  /** The BFF's own path the browser downloads from. */
  route: string;
  /** The export's call: its request schema checks the query. */
  call: CsvCall & { request: z.ZodType<Q> };
  fileName: (query: Q) => string;
}

/** A download's session token, or null once a §8 session-expired 401 is sent (a download has no other way in). */
export async function downloadToken(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionCookies: SessionCookies,
): Promise<string | null> {
  const read = await sessionCookies.forRequest(replyJar(request, reply)).readSession();
  if (read.state === 'active') return read.session.token;
  const appError = { kind: 'session-expired' as const, message: null, fieldErrors: {}, status: 401 };
  await reply.code(401).send({ appError });
  return null;
}

/** A failed download's answer: the upstream refusal as §8's AppError (JSON), or a 502. */
export function sendDownloadFailure(reply: FastifyReply, error: unknown): FastifyReply {
  const appError = error instanceof UpstreamError ? appErrorFromUpstream(error) : genericAppError(502);
  return reply.code(appError.status >= 400 ? appError.status : 502).send({ appError });
}

export function registerCsvExportRoute<Q extends object>(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
  spec: CsvExport<Q>,
): void {
  app.get(spec.route, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const schema: z.ZodType<Q> = spec.call.request;
    const query = schema.safeParse(request.query);
    if (!query.success) return reply.code(422).send({ appError: appErrorFromZod(query.error) });
    const token = await downloadToken(request, reply, services.sessionCookies);
    if (token === null) return reply;
    try {
      const csv = await services.provider.file(spec.call, {
        credential: token,
        query: query.data,
        ...viaRequest(request),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${spec.fileName(query.data)}"`)
        .send(csv.bytes);
    } catch (error) {
      return sendDownloadFailure(reply, error);
    }
  });
}
