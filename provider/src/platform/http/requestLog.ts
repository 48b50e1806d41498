// One log line per request (request id, route, status, duration) in place of Fastify's 'incoming' and 'completed' pair;
// a request whose client went away before its answer is logged as it happens, and with its outcome once known.
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The route a line names: the Fastify route pattern, so ids and query strings (which may carry an e-mail) stay out. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(not found)';
}

function lineOf(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    route: routeOf(request),
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 10) / 10,
  };
}

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = lineOf(request, reply);
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/**
 * A client that gives up (the BFF's timeout, a reset) leaves no finished response, so OneLinePerRequest never hears
 * of its request, though the call went on and may have moved money. This logs 'client gave up' when the connection
 * closes, then the request line with the outcome (`clientGaveUp: true`) when the handler answers into the void.
 */
export function logClientGiveUps(app: FastifyInstance): void {
  const states = new WeakMap<FastifyRequest, { gaveUp: boolean; answered: boolean; finished: boolean }>();
  const outcome = (request: FastifyRequest, reply: FastifyReply) =>
    reply.log.warn({ ...lineOf(request, reply), clientGaveUp: true }, 'request');
  app.addHook('onRequest', (request, reply, done) => {
    const state = { gaveUp: false, answered: false, finished: false };
    states.set(request, state);
    reply.raw.once('finish', () => {
      state.finished = true;
    });
    reply.raw.once('close', () => {
      if (state.finished) return;
      state.gaveUp = true;
      // Answered but not all written: the outcome is known now. Else it comes when the handler answers.
      if (state.answered) outcome(request, reply);
      else reply.log.warn({ method: request.method, route: routeOf(request) }, 'client gave up');
    });
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const state = states.get(request);
    if (state) {
      state.answered = true;
      if (state.gaveUp) outcome(request, reply);
    }
    done(null, payload);
  });
}
