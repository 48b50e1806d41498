// The provider's one error boundary: HttpError bodies as thrown, Fastify's own refusals as plain messages, never a stack.
import { GENERIC_ERROR_MESSAGE } from '@sikka/shared/errors/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      // A 5xx we answered on purpose (a gateway down) still needs its cause in the log.
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, 'request failed');
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) {
      // Fastify's refusals (bad JSON, wrong content type, body too large) say what was wrong in plain words.
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
}
