// A POST of raw bytes beside tRPC (the profile picture, a KYC document): the same cross-site rule as /trpc and the
// session cookie's token, passed to the provider by the upload's call; the provider's §8 refusal answers as an AppError.
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkTrpcRequest } from '../security/crossSite.ts';
import { replyJar, type SessionCookies } from '../session/cookies.ts';
import type { UploadCall } from '../upstream/calls.ts';
import { type PathParams, type ProviderClient, UpstreamError, viaRequest } from '../upstream/client.ts';

interface UploadRoute {
  route: string;
  call: UploadCall;
  /** The largest upload the provider takes: twice it reaches the provider, so its own message refuses more. */
  maxBytes: number;
  /** The call's path parameters for this request, or null when the request names none (answered 404). */
  params?: (request: FastifyRequest) => PathParams | null;
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
      const params = upload.params ? upload.params(request) : {};
      if (params === null) return reply.code(404).send({ appError: normaliseProviderError(404, null) });
      const read = await services.sessionCookies.forRequest(replyJar(request, reply)).readSession();
      if (read.state !== 'active')
        return reply.code(401).send({ appError: normaliseProviderError(401, null) });
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        return await services.provider.upload(upload.call, bytes, {
          credential: read.session.token,
          params,
          ...viaRequest(request),
        });
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        return reply.code(error.status).send({ appError: normaliseProviderError(error.status, error.body) });
      }
    });
  });
}
