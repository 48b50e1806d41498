// GET /captcha/challenge (docs/auth.md): an ALTCHA challenge for the sign-up and forgot-password forms.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import type { CaptchaChallenge } from './captcha.ts';

export function registerCaptchaRoutes(app: FastifyInstance, services: Services): void {
  app.get('/captcha/challenge', async (_request, reply): Promise<CaptchaChallenge> => {
    // Each challenge is single-use and expires: a cached one would be refused.
    reply.header('cache-control', 'no-store');
    return services.captcha.challenge();
  });
}
