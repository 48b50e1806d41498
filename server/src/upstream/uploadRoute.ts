// A POST of raw bytes beside tRPC (the profile picture, a KYC document): the same cross-site rule as /trpc and the
// session cookie's token, passed to the provider as it came; the provider's §8 refusal answers as an AppError.
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkTrpcRequest } from '../security/crossSite.ts';
import { replyJar, type SessionCookies } from '../session/cookies.ts';
import type { ProviderClient, UploadPath } from './client.ts';

export interface UploadRoute {
  route: string;
  /** The largest upload the provider takes: twice it reaches the provider, so its own message refuses more. */
  maxBytes: number;
  /** The provider path for this request, or null when the request names none (answered 404). */
  providerPath: (request: FastifyRequest) => UploadPath | null;
}

export function registerUploadRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
  allowedOrigins: readonly string[],
  upload: UploadRoute,
): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: 2 * upload.maxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post(upload.route, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const verdict = checkTrpcRequest(request.headers, allowedOrigins);
      if (!verdict.ok) return reply.code(403).send({ appError: normaliseProviderError(403, null) });
      const path = upload.providerPath(request);
      if (path === null) return reply.code(404).send({ appError: normaliseProviderError(404, null) });
      const read = await services.sessionCookies.forRequest(replyJar(request, reply)).readSession();
      if (read.state !== 'active')
        return reply.code(401).send({ appError: normaliseProviderError(401, null) });
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await services.provider.upload(path, read.session.token, bytes, {
        requestId: request.id,
        log: request.log,
      });
      if (answer.status >= 200 && answer.status < 300) return answer.body;
      return reply
        .code(answer.status || 502)
        .send({ appError: normaliseProviderError(answer.status, answer.body) });
    });
  });
}
