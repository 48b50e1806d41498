// One log line per request (request id, route, status, duration) in place of Fastify's 'incoming' and 'completed' pair.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The route a log line names: the tRPC procedure path(s) for /trpc, else the Fastify route. Never a query string. */
export function routeOf(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '';
  if (path.startsWith('/trpc/')) {
    try {
      return decodeURIComponent(path.slice('/trpc/'.length)).slice(0, 300);
    } catch {
      return '(undecodable)';
    }
  }
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
