// The apiKeys domain: integrators' API keys (docs/api.md) — the owner's calls and the check of a signed request.
import fp from 'fastify-plugin';
import { registerApiKeyRoutes } from './apiKeyRoutes.ts';
import { ApiKeys } from './apiKeys.ts';

export const apiKeysDomain = fp(
  async (app) => {
    const { db, clock, cipher, otp, tokens, serve } = app.platform;
    registerApiKeyRoutes(serve, new ApiKeys(db, clock, cipher, otp, tokens));
  },
  { name: 'apiKeys' },
);
