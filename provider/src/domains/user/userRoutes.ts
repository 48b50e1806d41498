// docs/requirements.md §7 GET /user-details: the signed-in user as `users[0]`.
import { userCalls } from '@sikka/shared/user/calls';
import type { Serve } from '../../platform/http/contract.ts';
import type { Platform } from '../../platform/platform.ts';
import { userDetails } from './userDetails.ts';

export function registerUserRoutes(serve: Serve, services: Platform): void {
  serve(userCalls.details, async ({ session }) => ({
    users: [await userDetails(services.db, session.user)],
  }));
}
