// One log line per request (request id, route, status, duration) in place of Fastify's 'incoming' and 'completed' pair.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The route a line names: the Fastify route pattern, so ids and query strings (which may carry an e-mail) stay out. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(not found)';
}

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      route: routeOf(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
