// Builds the BFF as a Fastify instance (health, readiness, the built client); starts nothing.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { REDACT_PATHS, REDACTED } from '@sikka/shared/logging/redaction';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';

export function buildApp(config: ServerConfig): FastifyInstance {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: { paths: [...REDACT_PATHS], censor: REDACTED } },
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    try {
      const response = await fetch(`${config.PROVIDER_URL}/healthz`, {
        signal: AbortSignal.timeout(Math.min(config.PROVIDER_TIMEOUT_MS, 2_000)),
      });
      if (response.ok) return { status: 'ready' };
      return reply.code(503).send({ status: 'not-ready', reason: `provider answered ${response.status}` });
    } catch {
      return reply.code(503).send({ status: 'not-ready', reason: 'provider unreachable' });
    }
  });

  if (existsSync(config.CLIENT_DIST)) {
    app.register(fastifyStatic, { root: config.CLIENT_DIST, wildcard: false });
    // Every other GET is a client route (the client shows 'Page Not Found!' for unknown ones).
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send({ message: 'Not Found' });
      }
      return reply.type('text/html').sendFile('index.html');
    });
  } else {
    app.log.warn({ clientDist: config.CLIENT_DIST }, 'client is not built: run `npm run build`');
  }

  return app;
}
