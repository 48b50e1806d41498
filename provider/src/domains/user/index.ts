// The user domain: the §3 User and its details, notices, the password change, nominees and the e-mail change.
import fp from 'fastify-plugin';
import { registerEmailRoutes } from './emailRoutes.ts';
import { registerNomineeRoutes } from './nomineeRoutes.ts';
import { registerNoticesAdminRoutes } from './noticesAdminRoutes.ts';
import { registerNoticesRoutes } from './noticesRoutes.ts';
import { registerPasswordRoutes } from './passwordRoutes.ts';
import { registerUserRoutes } from './userRoutes.ts';

export { type UserDetails, userDetails } from './userDetails.ts';

export const userDomain = fp(
  async (app) => {
    const { platform } = app;
    const { serve } = platform;
    registerUserRoutes(serve, platform);
    registerNoticesRoutes(serve, platform);
    registerPasswordRoutes(serve, platform);
    registerNomineeRoutes(serve, platform);
    registerEmailRoutes(serve, platform);
    platform.operator.register((serve) => registerNoticesAdminRoutes(serve, platform));
  },
  { name: 'user' },
);
