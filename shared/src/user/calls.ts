// The account calls: §7 user-details, the notices and profile picture, the password, nominee and e-mail changes,
// described once for the BFF and the provider (shared/src/contract.ts).
import { z } from 'zod';
import { defineCalls } from '../contract.ts';
import { messageResponseSchema } from '../wire.ts';
import { changeEmailRequestSchema, emailCodeRequestSchema, emailCodeResponseSchema } from './email.ts';
import { nomineeResponseSchema, nomineeSchema } from './nominee.ts';
import { PROFILE_IMAGE_PATH, userNoticesResponseSchema } from './notices.ts';
import { changePasswordRequestSchema, changePasswordResponseSchema } from './password.ts';
import { userDetailsResponseSchema } from './schemas.ts';

export const userCalls = defineCalls({
  details: {
    method: 'GET',
    path: '/user-details',
    auth: 'bearer',
    request: null,
    response: userDetailsResponseSchema,
  },
});

export const userNoticeCalls = defineCalls({
  notices: {
    method: 'GET',
    path: '/user/notices',
    auth: 'bearer',
    request: null,
    response: userNoticesResponseSchema,
  },
});

export const passwordCalls = defineCalls({
  changePassword: {
    method: 'POST',
    path: '/user/password',
    auth: 'bearer',
    request: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
  },
});

export const nomineeCalls = defineCalls({
  nominee: {
    method: 'GET',
    path: '/user/nominee',
    auth: 'bearer',
    request: null,
    response: nomineeResponseSchema,
  },
  saveNominee: {
    method: 'POST',
    path: '/user/nominee',
    auth: 'bearer',
    request: nomineeSchema,
    response: nomineeResponseSchema,
  },
});

export const emailCalls = defineCalls({
  emailCode: {
    method: 'POST',
    path: '/user/email/otp',
    auth: 'bearer',
    request: emailCodeRequestSchema,
    response: emailCodeResponseSchema,
  },
  changeEmail: {
    method: 'POST',
    path: '/user/email',
    auth: 'bearer',
    request: changeEmailRequestSchema,
    // The change ends every other session: `token` is this browser's new one (kept by the BFF, never passed on).
    response: z.object({ message: z.string(), email: z.string(), token: z.string().min(1) }),
  },
});

/** The profile picture (§7 GET /image/profile): bytes both ways, so the BFF streams them rather than parse JSON. */
export const userFileCalls = defineCalls({
  profileImage: { method: 'GET', path: PROFILE_IMAGE_PATH, auth: 'bearer', request: null, response: 'file' },
  uploadProfileImage: {
    method: 'POST',
    path: PROFILE_IMAGE_PATH,
    auth: 'bearer',
    request: 'bytes',
    response: messageResponseSchema,
  },
});
