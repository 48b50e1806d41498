// Builds the provider (the reference exchange core) as a Fastify instance; starts nothing.
import { REDACT_PATHS, REDACTED } from '@sikka/shared/logging/redaction';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ProviderConfig } from './config.ts';

export function buildProvider(config: ProviderConfig): FastifyInstance {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: { paths: [...REDACT_PATHS], censor: REDACTED } },
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  return app;
}
