// GET /captcha/challenge (docs/auth.md): an ALTCHA challenge for the sign-up, forgot-password and login forms;
// `?login=<identifier>` makes it as costly as the next login attempt on that account needs.
import { captchaCalls } from '@sikka/shared/auth/calls';
import type { Serve } from '../../platform/http/contract.ts';
import { parseIdentifier } from '../../platform/identity/identifiers.ts';
import { findUserByIdentifier } from '../../platform/identity/usersRepo.ts';
import type { AuthDeps } from './authDeps.ts';
import { guardKey } from './loginGuard.ts';

export function registerCaptchaRoutes(serve: Serve, services: AuthDeps): void {
  serve(captchaCalls.challenge, async ({ input: { login }, reply }) => {
    // Each challenge is single-use and expires: a cached one would be refused.
    reply.header('cache-control', 'no-store');
    if (login === undefined) return services.captcha.challenge();
    const identifier = parseIdentifier(login);
    const user = await findUserByIdentifier(services.db, identifier);
    const cost = await services.loginGuard.cost(guardKey(user, identifier.value));
    return services.captcha.challenge({ cost });
  });
}
