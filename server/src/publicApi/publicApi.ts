// The public REST API for integrators at /api/v1 (docs/api.md): the routes of publicRoutes.ts, each parsed and
// answered by its provider call's shared schemas, described in the OpenAPI document at /api/v1/openapi.json.
// Market data is public, with ETag and a short max-age, and kept for that long by the BFF too, so a polling client
// costs it almost nothing. Account and order routes take a request signed with an API key, checked here
// (apiKeyChecks.ts), counted per key across every instance, and never the browser's session cookie.
import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type {} from '@fastify/swagger';
import { API_KEY_REFUSALS, type ApiKeyRefusal } from '@sikka/shared/apiKeys/refusals';
import { API_KEY_HEADERS } from '@sikka/shared/apiKeys/signature';
import type { CallDescriptor } from '@sikka/shared/contract';
import { GENERIC_ERROR_MESSAGE } from '@sikka/shared/errors/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fresh from 'fresh';
import { z } from 'zod';
import type { Services } from '../context.ts';
import { COMPRESS_FROM_BYTES } from '../publicAnswers.ts';
import type { RateLimiter } from '../rateLimit/limiter.ts';
import { UpstreamError, viaRequest } from '../upstream/client.ts';
import type { ApiKeyChecks, CheckedKey, KeyCheck } from './apiKeyChecks.ts';
import { fieldErrors, fromUpstream, messageOnly, PublicApiError, STATUS_CODES } from './errors.ts';
import { fileAnswer, operationResponses } from './openApi.ts';
import { type FileRoute, PUBLIC_API_PREFIX, PUBLIC_ROUTES, type PublicRoute } from './publicRoutes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact body text of a /api/v1 request (what its signature covers). */
    rawBody: string | null;
    /** The key a signed request was checked for, with the provider's token for its owner. */
    apiKey: CheckedKey | null;
  }
}

const TOO_MANY = 'Too many requests for this API key: wait for the window in RateLimit-Reset';
/** The largest body a signed request may carry. */
const PUBLIC_BODY_LIMIT = 64 * 1024;
/** Every method a client may send; a path answers 405 (with Allow) for those it does not serve. */
const METHODS: readonly HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
/** A public route with no parameters still refuses unknown ones (the document says it takes none). */
const NO_PARAMETERS = z.object({}).strict();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A key's refusal as the provider's check answers it. */
const refusal = (refused: ApiKeyRefusal) =>
  new PublicApiError(401, { message: refused.message, code: refused.code });

interface Cached {
  body: string;
  etag: string;
  until: number;
}

/** Answers kept for their max-age; concurrent misses of one key share one provider call. */
class MicroCache {
  readonly #entries = new Map<string, Cached>();
  readonly #filling = new Map<string, Promise<Cached>>();

  async get(key: string, maxAgeMs: number, fill: () => Promise<string>): Promise<Cached> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.until > now) return hit;
    const pending = this.#filling.get(key);
    if (pending) return pending;
    const filling = fill()
      .then((body) => {
        const entry = { body, etag: `"${sha256(body).slice(0, 27)}"`, until: Date.now() + maxAgeMs };
        // Bounded: one entry per route and query; a client inventing queries only ever replaces them.
        if (this.#entries.size > 5_000) this.#entries.clear();
        this.#entries.set(key, entry);
        return entry;
      })
      .finally(() => this.#filling.delete(key));
    this.#filling.set(key, filling);
    return filling;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function rateHeaders(limit: number, remaining: number, resetMs: number): Record<string, string> {
  return {
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(Math.max(0, remaining)),
    'ratelimit-reset': String(Math.max(1, Math.ceil(resetMs / 1000))),
  };
}

interface PublicApiOptions {
  /** The check of a signed request (the key held here once the provider answered its first). */
  checks: ApiKeyChecks;
  /** Signed requests per key per window, counted across instances. */
  perKey: RateLimiter;
  perKeyLimit: number;
}

export function registerPublicApi(app: FastifyInstance, bff: Services, options: PublicApiOptions): void {
  const cache = new MicroCache();

  /** Counts a signed request against its key and checks it (by the key held here, or the provider's check). */
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const keyId = header(request, API_KEY_HEADERS.key);
    const timestamp = header(request, API_KEY_HEADERS.timestamp);
    const nonce = header(request, API_KEY_HEADERS.nonce);
    const signature = header(request, API_KEY_HEADERS.signature);
    const receiveWindow = header(request, API_KEY_HEADERS.receiveWindow);
    if (!keyId || !timestamp || !nonce || !signature)
      throw new PublicApiError(401, API_KEY_REFUSALS.unsigned);
    const verdict = await options.perKey.consume(keyId);
    if (!verdict.allowed) {
      throw messageOnly(429, TOO_MANY, {
        ...rateHeaders(options.perKeyLimit, 0, verdict.retryAfterMs),
        'retry-after': String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))),
      });
    }
    reply.headers(rateHeaders(options.perKeyLimit, verdict.remaining, verdict.resetMs));
    let checked: KeyCheck;
    try {
      checked = await options.checks.check(
        {
          key_id: keyId,
          timestamp,
          nonce,
          signature,
          method: request.method,
          target: request.url,
          body_sha256: sha256(request.rawBody ?? ''),
          address: request.ip,
          ...(receiveWindow === undefined ? {} : { recv_window: receiveWindow }),
        },
        { requestId: request.id, log: request.log, clientIp: request.ip },
      );
    } catch (error) {
      throw fromUpstream(error);
    }
    if (!checked.ok) throw refusal(checked.refusal);
    request.apiKey = checked.key;
  }

  /** The provider's answer to a route's call, as integrators get it (snake_case where the call's is not). */
  async function answerOf(
    route: Exclude<PublicRoute, FileRoute>,
    request: FastifyRequest,
    input: unknown,
  ): Promise<unknown> {
    try {
      // The client reads the answer by the call's response schema.
      const answer = await bff.provider.send(route.call, {
        ...(route.call.request === null ? {} : { body: input }),
        credential: request.apiKey?.token,
        ...viaRequest(request),
      });
      return route.answer ? route.answer.from(answer) : answer;
    } catch (error) {
      throw refusedUpstream(options.checks, request, error);
    }
  }

  /** Public market data: the answer parsed once per max-age, then sent as the same bytes, with a weak-compared ETag. */
  function publicHandler(route: Exclude<PublicRoute, FileRoute>, maxAgeSeconds: number) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const input = request.query as Record<string, unknown> | undefined;
      if (maxAgeSeconds === 0)
        return reply.header('cache-control', 'no-store').send(await answerOf(route, request, input));
      const key = `${route.path}?${JSON.stringify(input ?? {})}`;
      const cached = await cache.get(key, maxAgeSeconds * 1000, async () =>
        JSON.stringify(await answerOf(route, request, input)),
      );
      reply
        .header('cache-control', `public, max-age=${maxAgeSeconds}`)
        .header('etag', cached.etag)
        .type('application/json; charset=utf-8');
      // RFC 9110 §13.1.2: If-None-Match compares weakly, and may list several tags or be `*`.
      if (fresh({ 'if-none-match': request.headers['if-none-match'] }, { etag: cached.etag }))
        return reply.code(304).send();
      return reply.send(cached.body);
    };
  }

  /** A signed account or order call: the provider's answer for the key's owner. */
  function privateHandler(route: Exclude<PublicRoute, FileRoute>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const input =
        route.method === 'GET'
          ? { ...(request.query as object), ...(request.params as object) }
          : request.body;
      const answer = await answerOf(route, request, input);
      reply.header('cache-control', 'no-store');
      return answer;
    };
  }

  function handlerOf(route: PublicRoute) {
    if (route.file) return fileHandler(bff, route, options.checks);
    return route.maxAgeSeconds === undefined
      ? privateHandler(route)
      : publicHandler(route, route.maxAgeSeconds);
  }

  /** Registers a table route with its schema, and who may call it. */
  function register(scope: FastifyInstance, route: PublicRoute) {
    const signed = route.call.auth === 'bearer';
    scope.route({
      method: route.method,
      url: route.path,
      schema: routeSchema(route),
      ...(signed ? { preValidation: authenticate } : {}),
      handler: handlerOf(route),
    });
  }

  void app.register(
    async (api) => {
      configureScope(api);

      // Public market data is for browsers of any origin too: CORS and compression, only here.
      const publicRoutes = PUBLIC_ROUTES.filter((route) => route.maxAgeSeconds !== undefined);
      await api.register(async (market) => {
        await market.register(cors, {
          origin: '*',
          methods: ['GET', 'HEAD'],
          exposedHeaders: ['ETag', 'Cache-Control'],
          maxAge: 600,
        });
        await market.register(compress, { global: true, threshold: COMPRESS_FROM_BYTES });
        for (const route of publicRoutes) register(market, route);
      });
      for (const route of PUBLIC_ROUTES) if (route.maxAgeSeconds === undefined) register(api, route);

      api.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=60').send(app.swagger()),
      );

      refuseOtherMethods(api);
    },
    { prefix: PUBLIC_API_PREFIX },
  );
}

/** A route's schema for Fastify and the OpenAPI document: what it takes, every answer it gives, who may call it. */
function routeSchema(route: PublicRoute) {
  const call: CallDescriptor & { request: z.ZodType | null } = route.call;
  const signed = call.auth === 'bearer';
  const request = call.request ?? (route.method === 'GET' ? NO_PARAMETERS : null);
  // A path with a `:name` segment reads its request from the path.
  const where = route.path.includes('/:') ? 'params' : route.method === 'GET' ? 'querystring' : 'body';
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    ...(signed
      ? { security: [{ ApiKey: [] }], description: `API key scope: ${call.apiScope ?? 'none'}.` }
      : { security: [] }),
    ...(request === null ? {} : { [where]: request }),
    response: operationResponses(
      route,
      route.file ? fileAnswer(route.file.type) : (route.answer?.schema ?? route.call.response),
    ),
  };
}

/**
 * A provider refusal of a signed call: a 401 there is the key's token refused (the key was revoked and this
 * instance had not heard yet), answered as the revoked key it is.
 */
function refusedUpstream(checks: ApiKeyChecks, request: FastifyRequest, error: unknown): PublicApiError {
  if (request.apiKey && error instanceof UpstreamError && error.status === 401) {
    checks.forget(request.apiKey.keyId);
    return refusal(API_KEY_REFUSALS.unknownKey);
  }
  return fromUpstream(error);
}

/** A signed download (Schedule VDA): the provider's file for the key's owner, under its type and name. */
function fileHandler(bff: Services, route: FileRoute, checks: ApiKeyChecks) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Parsed by the call's request schema (the scope's validator) before the handler runs.
    const query = request.query as Record<string, string>;
    try {
      const file = await bff.provider.file(route.call, {
        credential: request.apiKey?.token ?? '',
        query,
        ...viaRequest(request),
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${route.file.name(query)}"`)
        .type(`${route.file.type}; charset=utf-8`)
        .send(file.bytes);
    } catch (error) {
      throw refusedUpstream(checks, request, error);
    }
  };
}

/** The scope's own rules: JSON bodies only, kept as their exact text (the signature covers their bytes), §8-shaped
 * field errors, and every refusal as a `{code, message}` body. */
function configureScope(api: FastifyInstance): void {
  api.decorateRequest('rawBody', null);
  api.decorateRequest('apiKey', null);
  // Only JSON bodies, kept as their exact text (the signature covers its bytes); any other type is a 415.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: PUBLIC_BODY_LIMIT },
    (request, text, done) => {
      request.rawBody = String(text);
      if (request.rawBody.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(request.rawBody));
      } catch {
        done(messageOnly(400, 'The body is not JSON'), undefined);
      }
    },
  );
  api.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: fieldErrors(result.error) };
  });
  // Answers are parsed by their schema in the handler (what the document says is what goes out).
  api.setSerializerCompiler(() => (data) => JSON.stringify(data));
  api.setErrorHandler((error, request, reply) => {
    if (error instanceof PublicApiError)
      return reply.code(error.status).headers(error.headers).send(error.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 415)
      return reply.code(415).send(messageOnly(415, 'Send the body as application/json').body);
    if (status === 413)
      return reply
        .code(413)
        .send(messageOnly(413, `The body is larger than ${PUBLIC_BODY_LIMIT / 1024} KiB`).body);
    if (status < 500 && status in STATUS_CODES)
      return reply.code(status).send(messageOnly(status as 400, (error as Error).message).body);
    if (status < 500) return reply.code(400).send(messageOnly(400, (error as Error).message).body);
    request.log.error({ err: error }, 'public API failed');
    return reply.code(500).send(messageOnly(500, GENERIC_ERROR_MESSAGE).body);
  });
  api.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(messageOnly(404, 'No such API route: see /api/v1/openapi.json').body),
  );
}

/** A described path asked with a method it does not serve: 405 naming those it does (before any body is read). */
function refuseOtherMethods(api: FastifyInstance): void {
  const served = new Map<string, Set<HTTPMethods>>([['/openapi.json', new Set(['GET', 'HEAD'])]]);
  for (const route of PUBLIC_ROUTES) {
    const methods = served.get(route.path) ?? new Set<HTTPMethods>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    // The CORS preflight of public market data.
    if (route.maxAgeSeconds !== undefined) methods.add('OPTIONS');
    served.set(route.path, methods);
  }
  for (const [path, methods] of served) {
    const allow = [...methods];
    api.route({
      method: METHODS.filter((method) => !methods.has(method)),
      url: path,
      schema: { hide: true },
      onRequest: async (request, reply) =>
        reply
          .code(405)
          .header('allow', allow.join(', '))
          .send(messageOnly(405, `${request.method} is not allowed here: use ${allow.join(' or ')}`).body),
      handler: async () => undefined,
    });
  }
}
