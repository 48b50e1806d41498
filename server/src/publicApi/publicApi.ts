// The public REST API for integrators at /api/v1 (docs/api.md): the routes of publicRoutes.ts, each parsed and
// answered by its provider call's shared schemas, described in the OpenAPI document at /api/v1/openapi.json.
// Market data is public, with ETag and a short max-age, and kept for that long by the BFF too, so a polling client
// costs it almost nothing. Account and order routes take a request signed with an API key, checked by the provider
// (the secret never leaves it), counted per key across every instance, and never the browser's session cookie.
import { createHash } from 'node:crypto';
import type {} from '@fastify/swagger';
import { apiKeyCalls } from '@sikka/shared/apiKeys/calls';
import { API_KEY_HEADERS } from '@sikka/shared/apiKeys/signature';
import type { CallDescriptor } from '@sikka/shared/contract';
import { GENERIC_ERROR_MESSAGE } from '@sikka/shared/errors/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../context.ts';
import type { RateLimiter } from '../rateLimit/limiter.ts';
import type { ProviderCall } from '../upstream/calls.ts';
import { UpstreamError } from '../upstream/client.ts';
import { PUBLIC_API_PREFIX, PUBLIC_ROUTES, type PublicRoute } from './publicRoutes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact body text of a /api/v1 request (what its signature covers). */
    rawBody: string | null;
    /** The one-request token the provider gave for a signed request. */
    apiToken: string | null;
  }
}

export const SIGN_THE_REQUEST =
  'Sign the request with an API key: send x-sikka-key, x-sikka-timestamp, x-sikka-nonce and x-sikka-signature';
const TOO_MANY = 'Too many requests for this API key: wait for the window in RateLimit-Reset';

/** A refusal in §8's shape: `{message}`, or `{error: {errors, message}}` for fields. */
class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`public API answered ${status}`);
  }
}

const messageOnly = (status: number, message: string, headers?: Record<string, string>) =>
  new PublicApiError(status, { message }, headers);

function fieldErrors(error: z.ZodError): PublicApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new PublicApiError(422, { error: { errors, message: first } });
}

/** A provider refusal passes on as it is (it is §8's shape already); a fault of the provider is a 502 or 504. */
function fromUpstream(error: unknown): PublicApiError {
  if (error instanceof UpstreamError && error.status < 500)
    return new PublicApiError(error.status, error.body);
  if (error instanceof UpstreamError && error.status === 504) return messageOnly(504, GENERIC_ERROR_MESSAGE);
  return messageOnly(502, GENERIC_ERROR_MESSAGE);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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

export interface PublicApiOptions {
  /** Signed requests per key per window, counted across instances. */
  perKey: RateLimiter;
  perKeyLimit: number;
}

export function registerPublicApi(app: FastifyInstance, bff: Services, options: PublicApiOptions): void {
  const cache = new MicroCache();

  /** Checks a signed request with the provider and counts it against its key; the token is for this request only. */
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const keyId = header(request, API_KEY_HEADERS.key);
    const timestamp = header(request, API_KEY_HEADERS.timestamp);
    const nonce = header(request, API_KEY_HEADERS.nonce);
    const signature = header(request, API_KEY_HEADERS.signature);
    if (!keyId || !timestamp || !nonce || !signature) throw messageOnly(401, SIGN_THE_REQUEST);
    const verdict = await options.perKey.consume(keyId);
    if (!verdict.allowed) {
      throw messageOnly(429, TOO_MANY, {
        ...rateHeaders(options.perKeyLimit, 0, verdict.retryAfterMs),
        'retry-after': String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))),
      });
    }
    reply.headers(rateHeaders(options.perKeyLimit, verdict.remaining, verdict.resetMs));
    try {
      const answer = await bff.provider.call(apiKeyCalls.authenticate, {
        body: {
          key_id: keyId,
          timestamp,
          nonce,
          signature,
          method: request.method,
          target: request.url,
          body_sha256: sha256(request.rawBody ?? ''),
          address: request.ip,
        },
        requestId: request.id,
        log: request.log,
        clientIp: request.ip,
      });
      request.apiToken = answer.token;
    } catch (error) {
      throw fromUpstream(error);
    }
  }

  /** Public market data: the answer parsed by its schema once per max-age, then sent as the same bytes. */
  function publicHandler(route: PublicRoute & { maxAgeSeconds: number }) {
    const call = route.call as ProviderCall & CallDescriptor;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const input = request.query as Record<string, unknown> | undefined;
      const key = `${route.path}?${JSON.stringify(input ?? {})}`;
      let cached: Cached;
      try {
        cached = await cache.get(key, route.maxAgeSeconds * 1000, async () => {
          const answer = await bff.provider.call(
            call as never,
            {
              ...(call.request === null ? {} : { body: input }),
              requestId: request.id,
              log: request.log,
              clientIp: request.ip,
            } as never,
          );
          return JSON.stringify((call.response as z.ZodType).parse(answer));
        });
      } catch (error) {
        throw fromUpstream(error);
      }
      reply
        .header('cache-control', `public, max-age=${route.maxAgeSeconds}`)
        .header('etag', cached.etag)
        .type('application/json; charset=utf-8');
      if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
      return reply.send(cached.body);
    };
  }

  /** A signed account or order call: the provider's answer for the key's owner, parsed by its schema. */
  function privateHandler(route: PublicRoute) {
    const call = route.call as ProviderCall & CallDescriptor;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const input =
        route.method === 'GET'
          ? { ...(request.query as object), ...(request.params as object) }
          : request.body;
      try {
        const answer = await bff.provider.call(
          call as never,
          {
            ...(call.request === null ? {} : { body: input }),
            credential: request.apiToken,
            requestId: request.id,
            log: request.log,
            clientIp: request.ip,
          } as never,
        );
        reply.header('cache-control', 'no-store');
        return (call.response as z.ZodType).parse(answer);
      } catch (error) {
        throw fromUpstream(error);
      }
    };
  }

  void app.register(
    async (api) => {
      api.decorateRequest('rawBody', null);
      api.decorateRequest('apiToken', null);
      // The body's exact text is kept: the signature covers its bytes.
      api.removeContentTypeParser('application/json');
      api.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: 64 * 1024 },
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
        if (status < 500) return reply.code(status).send({ message: (error as Error).message });
        request.log.error({ err: error }, 'public API failed');
        return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE });
      });
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ message: 'No such API route: see /api/v1/openapi.json' }),
      );

      for (const route of PUBLIC_ROUTES) {
        const call = route.call;
        const request = typeof call.request === 'object' && call.request !== null ? call.request : null;
        const signed = call.auth === 'bearer';
        // A path with a `:name` segment reads its request from the path.
        const inPath = route.path.includes('/:');
        api.route({
          method: route.method,
          url: route.path,
          schema: {
            tags: [route.tag],
            summary: route.summary,
            ...(signed
              ? { security: [{ ApiKey: [] }], description: `API key scope: ${call.apiScope ?? 'none'}.` }
              : {}),
            ...(request === null
              ? {}
              : inPath
                ? { params: request }
                : route.method === 'GET'
                  ? { querystring: request }
                  : { body: request }),
            ...(typeof call.response === 'object' ? { response: { 200: call.response } } : {}),
          },
          ...(signed ? { preValidation: authenticate } : {}),
          handler:
            route.maxAgeSeconds === undefined
              ? privateHandler(route)
              : publicHandler(route as PublicRoute & { maxAgeSeconds: number }),
        });
      }

      api.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=60').send(app.swagger()),
      );
    },
    { prefix: PUBLIC_API_PREFIX },
  );
}
