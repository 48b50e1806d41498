// /media/profile-image: GET streams the signed-in user's picture (§7 GET /image/profile) for an <img>, with the
// session cookie, so the browser never holds the token (no picture or any failure is a 204, §8); POST uploads a new
// one as raw bytes, under the same cross-site rule as /trpc, answering the provider's §8 error as an AppError.
import { PROFILE_IMAGE_PATH } from '@sikka/shared/user/notices';
import { PROFILE_IMAGE_MAX_BYTES } from '@sikka/shared/user/profileImage';
import type { FastifyInstance } from 'fastify';
import { replyJar, type SessionCookies } from '../session/cookies.ts';
import type { ProviderClient } from '../upstream/client.ts';
import { registerUploadRoute } from '../upstream/uploadRoute.ts';

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

  registerUploadRoute(app, services, allowedOrigins, {
    route: PROFILE_IMAGE_ROUTE,
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    providerPath: () => PROFILE_IMAGE_PATH,
  });
}
