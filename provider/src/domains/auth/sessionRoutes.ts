// The session check (GET /auth/session, docs/auth.md) with §7's failure body, and §7 POST /logout.
import { authCalls } from '@sikka/shared/auth/calls';
import type { Serve } from '../../platform/http/contract.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { LOGOUT_SUCCESS_MESSAGE, SESSION_ACTIVE } from '../../platform/identity/authMessages.ts';
import type { Platform } from '../../platform/platform.ts';

/**
 * docs/requirements.md §7: the session check fails with 'an error body (JSON in a message field)':
 * `{"message": "{\"error\":{\"status_code\":401,\"message\":\"Token has expired\"}}"}`.
 */
function sessionCheckFailure(error: HttpError): HttpError {
  if (error.status !== 401) return error;
  const body = error.body as { message?: unknown };
  const message = typeof body.message === 'string' ? body.message : 'Unauthenticated';
  return new HttpError(error.status, {
    message: JSON.stringify({ error: { status_code: error.status, message } }),
  });
}

export function registerSessionRoutes(serve: Serve, services: Platform): void {
  serve(authCalls.session, ({ session }) => ({ id: session.userId, message: SESSION_ACTIVE }), {
    refusal: sessionCheckFailure,
  });

  serve(authCalls.logout, async ({ session }) => {
    await services.tokens.spend(session);
    return { message: LOGOUT_SUCCESS_MESSAGE };
  });
}
