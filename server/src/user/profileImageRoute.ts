// /media/profile-image: GET streams the signed-in user's picture (§7 GET /image/profile) for an <img>, with the
// session cookie, so the browser never holds the token (no picture or any failure is a 204, §8); POST uploads a new
// one as raw bytes, under the same cross-site rule as /trpc, answering the provider's §8 error as an AppError.
import { userFileCalls } from '@sikka/shared/user/calls';
import { PROFILE_IMAGE_MAX_BYTES } from '@sikka/shared/user/profileImage';
import type { FastifyInstance } from 'fastify';
import { registerUploadRoute } from '../media/uploadRoute.ts';
import { replyJar, type SessionCookies } from '../session/cookies.ts';
import { type ProviderClient, viaRequest } from '../upstream/client.ts';

const PROFILE_IMAGE_ROUTE = '/media/profile-image';

const PICTURE_TYPE = /^image\/(png|jpeg|webp|gif)$/;

export function registerProfileImageRoute(
  app: FastifyInstance,
  services: { provider: ProviderClient; sessionCookies: SessionCookies },
  allowedOrigins: readonly string[],
): void {
  app.get(PROFILE_IMAGE_ROUTE, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const read = await services.sessionCookies.forRequest(replyJar(request, reply)).readSession();
    if (read.state !== 'active') return reply.code(204).send();
    // §8: a profile image's failure is silently ignored; only a picture's own types are passed on.
    const image = await services.provider
      .file(userFileCalls.profileImage, { credential: read.session.token, ...viaRequest(request) })
      .catch(() => null);
    if (!image || !PICTURE_TYPE.test(image.type)) return reply.code(204).send();
    return reply.type(image.type).header('x-content-type-options', 'nosniff').send(image.bytes);
  });

  registerUploadRoute(app, services, allowedOrigins, {
    route: PROFILE_IMAGE_ROUTE,
    call: userFileCalls.uploadProfileImage,
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
  });
}
