// The shell's per-user data: GET /user/notices (the §4 data refresh, our design), §7 GET /image/profile, and the
// picture's upload (POST /image/profile, raw bytes; our design).
import { userFileCalls, userNoticeCalls } from '@sikka/shared/user/calls';
import {
  imageTypeOf,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MESSAGES,
} from '@sikka/shared/user/profileImage';
import type { Serve } from '../../platform/http/contract.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { noticesOf, profileImageOf, saveProfileImage } from './noticesRepo.ts';

export function registerNoticesRoutes(serve: Serve, services: Platform): void {
  const { db, clock } = services;

  serve(userNoticeCalls.notices, ({ session }) => noticesOf(db, session.userId));

  serve(userFileCalls.profileImage, async ({ session, reply }) => {
    const image = await profileImageOf(db, session.userId);
    if (!image) throw messageError(404, 'No profile image');
    return reply.type(image.content_type).header('cache-control', 'private, no-store').send(image.bytes);
  });

  serve(userFileCalls.uploadProfileImage, async ({ session, input: bytes }) => {
    if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw fieldErrorOn('image', PROFILE_IMAGE_MESSAGES.size);
    // Known by its bytes: the declared type and the file's name are the sender's to choose.
    const type = imageTypeOf(bytes);
    if (type === null) throw fieldErrorOn('image', PROFILE_IMAGE_MESSAGES.type);
    await saveProfileImage(db, session.userId, { content_type: type, bytes }, clock.now());
    return { message: PROFILE_IMAGE_MESSAGES.saved };
  });
}
