// Public, input-less queries answered beside tRPC's HTTP adapter: GET /trpc/<path>, alone or as a one-call batch
// (`?batch=1`), runs the procedure as the adapter does (callProcedure: the same middleware, metrics and error
// boundary) and writes tRPC's own response shape, without the adapter's per-call WHATWG Request, AbortController
// and web stream (docs/benchmarks.md "Prices query"). A batch of several paths, a POST, any other path: the adapter.

import {
  callProcedure,
  getErrorShape,
  getHTTPStatusCodeFromError,
  getTRPCErrorFromUnknown,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from './appRouter.ts';
import type { Context } from './context.ts';

/** Public market data and the maintenance flag: the same for everyone, read on every page load. */
export const FAST_QUERIES = [
  'market.prices',
  'market.fees',
  'exchange.pairs',
  'exchange.tickers',
  'system.maintenance',
] as const;

export function registerFastQueries(
  scope: FastifyInstance,
  router: AppRouter,
  createContext: (options: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>,
): void {
  const config = router._def._config;
  for (const path of FAST_QUERIES) {
    scope.get(`/trpc/${path}`, async (request, reply) => {
      const batch = (request.query as { batch?: unknown }).batch === '1';
      let ctx: Context | undefined;
      let body: unknown;
      try {
        ctx = await createContext({ req: request, res: reply });
        const data = await callProcedure({
          router,
          ctx,
          path,
          type: 'query',
          getRawInput: async () => undefined,
          signal: undefined,
          batchIndex: 0,
        });
        body = { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        const shape = getErrorShape({ config, error, type: 'query', path, input: undefined, ctx });
        reply.code(getHTTPStatusCodeFromError(error));
        body = { error: shape };
      }
      // As bytes, so the content-type stays exactly the adapter's (Fastify adds a charset to a string's).
      const json = Buffer.from(JSON.stringify(batch ? [body] : body));
      return reply.header('content-type', 'application/json').send(json);
    });
  }
}
