// The shell's per-user data: GET /user/notices (the §4 data refresh, our design), §7 GET /image/profile, and the
// picture's upload (POST /image/profile, raw bytes; our design).
import type { UserNotices } from '@sikka/shared/user/notices';
import { PROFILE_IMAGE_PATH } from '@sikka/shared/user/notices';
import {
  imageTypeOf,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MESSAGES,
} from '@sikka/shared/user/profileImage';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guards.ts';
import { fieldErrorOn, messageError } from '../http/errors.ts';
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

  // The upload's bytes arrive as they are; its own scope, so no other route takes a raw body.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: 2 * PROFILE_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(PROFILE_IMAGE_PATH, async (request) => {
      const session = await requireSession(services, request);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw fieldErrorOn('image', PROFILE_IMAGE_MESSAGES.size);
      // Known by its bytes: the declared type and the file's name are the sender's to choose.
      const type = imageTypeOf(bytes);
      if (type === null) throw fieldErrorOn('image', PROFILE_IMAGE_MESSAGES.type);
      const values = { content_type: type, bytes, updated_at: services.clock.now() };
      await services.db
        .insertInto('user_images')
        .values({ user_id: session.userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return { message: PROFILE_IMAGE_MESSAGES.saved };
    });
  });
}
