// SPEC.md §7 GET /user-details: the signed-in user as `users[0]`.
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guards.ts';
import type { Services } from '../services.ts';
import { type UserDetails, userDetails } from './userDetails.ts';

export function registerUserRoutes(app: FastifyInstance, services: Services): void {
  app.get('/user-details', async (request): Promise<{ users: UserDetails[] }> => {
    const session = await requireSession(services, request);
    return { users: [await userDetails(services.db, session.user)] };
  });
}
