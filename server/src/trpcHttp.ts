// tRPC over HTTP at /trpc/:path. Plain JSON calls (GET queries and POST mutations, alone or batched) run through
// callProcedure and are answered in tRPC's own response shape, without the fetch adapter's per-call WHATWG Request,
// AbortController and web stream (docs/benchmarks.md "Prices query", "Instant buys"). Everything else —
// HEAD, streaming (jsonl) and SSE calls, form data, unknown paths, a method that does not fit, mixed types — goes
// to tRPC's own Fastify handler, so its answers stay tRPC's by construction. A batch of public market data alone
// goes out compressed when the browser accepts it (publicAnswers.ts).

import compress from '@fastify/compress';
import { type FastifyTRPCPluginOptions, fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import {
  type AnyProcedure,
  callProcedure,
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  isObject,
  TRPCError,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from './appRouter.ts';
import type { Context } from './context.ts';
import { COMPRESS_FROM_BYTES, compressible } from './publicAnswers.ts';

type CreateContext = (options: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>;

/** The procedure paths of a plain JSON request this module answers itself, or null for tRPC's handler. */
async function plainCalls(
  router: AppRouter,
  request: FastifyRequest,
  rawPath: string,
  batch: boolean,
): Promise<{ paths: string[]; type: 'query' | 'mutation' } | null> {
  const { method, headers } = request;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) return null;
  const contentType = headers['content-type'];
  const json = contentType?.startsWith('application/json') ?? false;
  const type =
    method === 'GET' && (json || contentType === undefined)
      ? 'query'
      : method === 'POST' && json
        ? 'mutation'
        : null;
  if (type === null || rawPath.includes('%')) return null;
  const paths = batch ? rawPath.split(',') : [rawPath];
  for (const path of paths) {
    const procedure = (await getProcedureAtPath(router, path)) as AnyProcedure | null;
    if (procedure?._def.type !== type) return null;
  }
  return { paths, type };
}

/** The request's inputs by batch index, read once when a procedure first asks (as tRPC's JSON handler does). */
function lazyInputs(
  router: AppRouter,
  request: FastifyRequest,
  query: URLSearchParams,
  batch: boolean,
  size: number,
) {
  const deserialize = (value: unknown) => router._def._config.transformer.input.deserialize(value);
  let read: Promise<Record<number, unknown>> | undefined;
  const parse = async (): Promise<Record<number, unknown>> => {
    const text = request.method === 'GET' ? query.get('input') || undefined : String(request.body ?? '');
    const inputs: unknown = text === undefined ? undefined : JSON.parse(text);
    const byIndex: Record<number, unknown> = Object.create(null);
    if (inputs === undefined) return byIndex;
    if (!batch) {
      byIndex[0] = deserialize(inputs);
      return byIndex;
    }
    if (!isObject(inputs)) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: '"input" needs to be an object when doing a batch call',
      });
    }
    for (let index = 0; index < size; index += 1) {
      const input = inputs[index];
      if (input !== undefined) byIndex[index] = deserialize(input);
    }
    return byIndex;
  };
  let settled: Record<number, unknown> | undefined;
  return {
    read: async (index: number): Promise<unknown> => {
      read ??= parse().catch((cause: unknown) => {
        if (cause instanceof TRPCError) throw cause;
        const message = cause instanceof Error ? cause.message : 'Invalid input';
        throw new TRPCError({ code: 'BAD_REQUEST', message, cause });
      });
      settled = await read;
      return settled[index];
    },
    /** The input already read for an error shape, else undefined. */
    result: (index: number): unknown => settled?.[index],
  };
}

function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (Symbol.asyncIterator in value) return true;
  return Object.values(value).some(
    (item) => item instanceof Promise || (isObject(item) && Symbol.asyncIterator in item),
  );
}

async function answerPlainCalls(
  router: AppRouter,
  createContext: CreateContext,
  request: FastifyRequest,
  reply: FastifyReply,
  plain: { paths: string[]; type: 'query' | 'mutation' },
  query: URLSearchParams,
  batch: boolean,
): Promise<FastifyReply> {
  const config = router._def._config;
  const inputs = lazyInputs(router, request, query, batch, plain.paths.length);
  let ctx: Context | undefined;
  let ctxError: TRPCError | undefined;
  try {
    ctx = await createContext({ req: request, res: reply });
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }
  const answers = await Promise.all(
    plain.paths.map(async (path, batchIndex) => {
      try {
        if (ctxError) throw ctxError;
        const data = await callProcedure({
          router,
          ctx,
          path,
          type: plain.type,
          getRawInput: () => inputs.read(batchIndex),
          signal: undefined,
          batchIndex,
        });
        if (isDataStream(data)) {
          throw new TRPCError({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
          });
        }
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        const input = inputs.result(batchIndex);
        return { error: getErrorShape({ config, error, type: plain.type, path, input, ctx }) };
      }
    }),
  );
  const body = batch ? answers : answers[0];
  // As bytes, so the content-type stays exactly the adapter's (Fastify adds a charset to a string's).
  const json = Buffer.from(JSON.stringify(transformTRPCResponse(config, body as never)));
  reply.code(getHTTPStatusCode(body as never)).header('content-type', 'application/json');
  // Only a batch of public market data is compressed (publicAnswers.ts says why).
  if (!compressible(plain.paths)) return reply.header('vary', 'trpc-accept, accept').send(json);
  reply.header('vary', 'trpc-accept, accept, accept-encoding').compress(json);
  return reply;
}

/** Registers /trpc/:path in its own scope (tRPC's body parsers stay inside it). `direct: false` is tRPC's handler alone. */
export function registerTrpcHttp(
  scope: FastifyInstance,
  options: { router: AppRouter; createContext: CreateContext; direct: boolean },
): void {
  const { router, createContext, direct } = options;
  const trpcOptions = { router, createContext } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
  scope.register(async (trpc) => {
    // reply.compress only, for the batches publicAnswers.ts allows.
    await trpc.register(compress, {
      global: false,
      threshold: COMPRESS_FROM_BYTES,
      encodings: ['br', 'gzip'],
    });
    // Bodies stay text, as tRPC's plugin keeps them; its handler and ours parse them.
    trpc.removeContentTypeParser(['application/json', 'multipart/form-data']);
    trpc.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    trpc.addContentTypeParser('multipart/form-data', (_request, body, done) => done(null, body));
    trpc.all('/trpc/:path', async (request, reply) => {
      const url = request.url;
      const queryAt = url.indexOf('?');
      const rawPath = url.slice('/trpc/'.length, queryAt === -1 ? undefined : queryAt);
      const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
      const batch = query.get('batch') === '1';
      const plain = direct ? await plainCalls(router, request, rawPath, batch) : null;
      if (plain) return answerPlainCalls(router, createContext, request, reply, plain, query, batch);
      const path = (request.params as { path: string }).path;
      await fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path });
      return reply;
    });
  });
}
