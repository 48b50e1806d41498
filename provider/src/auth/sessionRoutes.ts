// The session check (GET /auth/session, docs/auth.md) with §7's failure body, and §7 POST /logout.
import {
  type LogoutResponse,
  logoutRequestSchema,
  type SessionCheckResponse,
} from '@sikka/shared/auth/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import type { Services } from '../services.ts';
import { requireSession } from './guards.ts';
import { LOGOUT_SUCCESS_MESSAGE, SESSION_ACTIVE } from './messages.ts';

/**
 * SPEC.md §7: the session check fails with 'an error body (JSON in a message field)':
 * `{"message": "{\"error\":{\"status_code\":401,\"message\":\"Token has expired\"}}"}`.
 */
export function sessionCheckFailure(error: HttpError): HttpError {
  const body = error.body as { message?: unknown };
  const message = typeof body.message === 'string' ? body.message : 'Unauthenticated';
  return new HttpError(error.status, {
    message: JSON.stringify({ error: { status_code: error.status, message } }),
  });
}

export function registerSessionRoutes(app: FastifyInstance, services: Services): void {
  app.get('/auth/session', async (request): Promise<SessionCheckResponse> => {
    try {
      const session = await requireSession(services, request);
      return { id: session.userId, message: SESSION_ACTIVE };
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) throw sessionCheckFailure(error);
      throw error;
    }
  });

  app.post('/logout', async (request): Promise<LogoutResponse> => {
    const session = await requireSession(services, request);
    parseWith(logoutRequestSchema, request.body);
    await services.tokens.spend(session);
    return { message: LOGOUT_SUCCESS_MESSAGE };
  });
}
