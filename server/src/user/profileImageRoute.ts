// GET /media/profile-image: the signed-in user's picture (§7 GET /image/profile) for an <img>, streamed by the
// BFF with the session cookie, so the browser never holds the token. No picture or any failure is a 204 (§8).
import type { FastifyInstance } from 'fastify';
import { replyJar, type SessionCookies } from '../session/cookies.ts';
import type { ProviderClient } from '../upstream/client.ts';

export const PROFILE_IMAGE_ROUTE = '/media/profile-image';

export function registerProfileImageRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
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
}
