// /media/profile-image: GET streams the signed-in user's picture (§7 GET /image/profile) for an <img>, with the
// session cookie, so the browser never holds the token (no picture or any failure is a 204, §8); POST uploads a new
// one as raw bytes, under the same cross-site rule as /trpc, answering the provider's §8 error as an AppError.
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { PROFILE_IMAGE_MAX_BYTES } from '@sikka/shared/user/profileImage';
import type { FastifyInstance } from 'fastify';
import { checkTrpcRequest } from '../security/crossSite.ts';
import { replyJar, type SessionCookies } from '../session/cookies.ts';
import type { ProviderClient } from '../upstream/client.ts';

export const PROFILE_IMAGE_ROUTE = '/media/profile-image';

export function registerProfileImageRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
  allowedOrigins: readonly string[],
): void {
  app.get(PROFILE_IMAGE_ROUTE, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const read = await services.sessionCookies.forRequest(replyJar(request, reply)).readSession();
    if (read.state !== 'active') return reply.code(204).send();
    const image = await services.provider.profileImage(read.session.token, {
      requestId: request.id,
      log: request.log,
    });
    if (!image) return reply.code(204).send();
    return reply.type(image.type).header('x-content-type-options', 'nosniff').send(image.bytes);
  });

  app.register(async (scope) => {
    // Twice the limit, so the provider's refusal (with its message) answers a picture that is too big.
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: 2 * PROFILE_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(PROFILE_IMAGE_ROUTE, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const verdict = checkTrpcRequest(request.headers, allowedOrigins);
      if (!verdict.ok) return reply.code(403).send({ appError: normaliseProviderError(403, null) });
      const read = await services.sessionCookies.forRequest(replyJar(request, reply)).readSession();
      if (read.state !== 'active')
        return reply.code(401).send({ appError: normaliseProviderError(401, null) });
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await services.provider.uploadProfileImage(read.session.token, bytes, {
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
