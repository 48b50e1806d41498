// The shell's per-user data: GET /user/notices (the §4 data refresh, our design) and §7 GET /image/profile.
import type { UserNotices } from '@sikka/shared/user/notices';
import { PROFILE_IMAGE_PATH } from '@sikka/shared/user/notices';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guards.ts';
import { messageError } from '../http/errors.ts';
import type { Services } from '../services.ts';

const NO_NOTICES: UserNotices = {
  banners: [],
  interrupt_message: null,
  important_message: null,
  tds_message: false,
};

export function registerNoticesRoutes(app: FastifyInstance, services: Services): void {
  app.get('/user/notices', async (request): Promise<UserNotices> => {
    const session = await requireSession(services, request);
    const row = await services.db
      .selectFrom('user_notices')
      .select(['banners', 'interrupt_message', 'important_message', 'tds_message'])
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    return row ?? NO_NOTICES;
  });

  app.get(PROFILE_IMAGE_PATH, async (request, reply) => {
    const session = await requireSession(services, request);
    const image = await services.db
      .selectFrom('user_images')
      .select(['content_type', 'bytes'])
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (!image) throw messageError(404, 'No profile image');
    return reply.type(image.content_type).header('cache-control', 'private, no-store').send(image.bytes);
  });
}
