// The one way to the provider: an undici Pool, a timeout, the request id, and only the calls in calls.ts.
import type { CallDescriptor } from '@sikka/shared/contract';
import { systemCalls } from '@sikka/shared/system/calls';
import type { FastifyBaseLogger } from 'fastify';
import { Pool, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import { ALLOWED_CALLS, type DownloadCall, type ProviderCall, type UploadCall } from './calls.ts';

/** Any failed provider call: the HTTP status (502 unreachable or unreadable, 504 timed out) and the body as sent. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly call: Pick<CallDescriptor, 'method' | 'path' | 'auth'>,
    options?: { cause?: unknown },
  ) {
    super(`provider ${call.method} ${call.path} answered ${status}`, options);
  }
}

/** What every call from a request carries: its id, its logger, the browser's address and user-agent. */
export interface Via {
  requestId: string;
  /** The request's logger, so the provider line carries the request id. */
  log: FastifyBaseLogger;
  /** The browser's address, forwarded so the provider's per-address limits count people, not the BFF. */
  clientIp?: string;
  /** The browser's user-agent, forwarded so the provider knows a new browser's sign-in (not the BFF's). */
  userAgent?: string | undefined;
}

/**
 * A `{name}` path parameter's value: a positive whole number, or a lower-case word (a document's kind), so no value
 * can reshape the path.
 */
export type PathParams = Record<string, number | string>;

/** What send() takes: a body already of the call's request schema, the credential its auth needs, path parameters. */
export interface SendOptions extends Via {
  body?: unknown;
  credential?: string | undefined;
  params?: PathParams;
}

type Body<C extends CallDescriptor> = C['request'] extends z.ZodType
  ? { body: z.output<C['request']> }
  : { body?: never };
/** A bearer call needs the session token, a recovery-token call the recovery token; a visitor call neither. */
type Credential<C extends CallDescriptor> = C['auth'] extends 'visitor'
  ? { credential?: never }
  : { credential: string };
type CallOptions<C extends CallDescriptor> = Body<C> & Credential<C> & Via & { params?: PathParams };

/** The options every call from a procedure carries: request id, logger, the browser's address and user-agent. */
export function via(ctx: {
  requestId: string;
  log: FastifyBaseLogger;
  ip: string;
  userAgent?: string | undefined;
}): Via {
  return { requestId: ctx.requestId, log: ctx.log, clientIp: ctx.ip, userAgent: ctx.userAgent };
}

/** The options of a call made from a plain route (a download, an upload): the request's id, logger and address. */
export function viaRequest(request: { id: string; log: FastifyBaseLogger; ip: string }): Via {
  return { requestId: request.id, log: request.log, clientIp: request.ip };
}

/** A call on the signed-in person's behalf: their session's token, and what via() carries. */
export function bearer(ctx: {
  requestId: string;
  log: FastifyBaseLogger;
  ip: string;
  userAgent?: string | undefined;
  session: { token: string };
}) {
  return { credential: ctx.session.token, ...via(ctx) };
}

interface ProviderClientOptions {
  url: string;
  timeoutMs: number;
  connections: number;
  /** Called once per provider call with its outcome (metrics). */
  observe?: (call: { method: string; path: string; status: number; seconds: number }) => void;
}

function authHeaders(call: CallDescriptor, credential: string | undefined): Record<string, string> {
  if (call.auth === 'visitor' || credential === undefined) return {};
  // §7: signed-in calls carry a bearer; the recovery steps carry the recovery token in a `token` header.
  return call.auth === 'bearer' ? { authorization: `Bearer ${credential}` } : { token: credential };
}

function forwardedHeaders(options: Via): Record<string, string> {
  return {
    'x-request-id': options.requestId,
    ...(options.clientIp ? { 'x-forwarded-for': options.clientIp } : {}),
    ...(options.userAgent ? { 'x-forwarded-user-agent': options.userAgent } : {}),
  };
}

const WORD = /^[a-z][a-z0-9_]*$/;

/** The call's path with its `{name}` parameters filled; a missing or unfit value is refused before any call. */
export function fillPath(path: string, params: PathParams = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    const fit =
      typeof value === 'number'
        ? Number.isSafeInteger(value) && value > 0
        : value !== undefined && WORD.test(value);
    if (!fit) throw new Error(`path parameter ${name} must be a positive whole number or a lower-case word`);
    return String(value);
  });
}

function queryString(input: unknown): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  return params.toString();
}

/** The call's path with its parameters and, for a GET with input, its query string (the schema checked: scalars). */
function target(call: CallDescriptor, options: { body?: unknown; params?: PathParams }): string {
  const path = fillPath(call.path, options.params);
  const query = call.method === 'GET' && options.body !== undefined ? queryString(options.body) : '';
  return query ? `${path}?${query}` : path;
}

function parseBody(text: string, contentType: string | string[] | undefined): unknown {
  if (text === '') return null;
  const type = Array.isArray(contentType) ? contentType.join(',') : (contentType ?? '');
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function allowlisted(call: CallDescriptor): void {
  if (!ALLOWED_CALLS.has(call))
    throw new Error(`not an allowlisted provider call: ${call.method} ${call.path}`);
}

export class ProviderClient {
  readonly #pool: Pool;
  readonly #timeoutMs: number;
  readonly #observe: ProviderClientOptions['observe'];

  constructor(options: ProviderClientOptions) {
    this.#pool = new Pool(options.url, { connections: options.connections });
    this.#timeoutMs = options.timeoutMs;
    this.#observe = options.observe;
  }

  /** One log line and one metric per provider call, with the request id that caused it. */
  #record(call: CallDescriptor, status: number, started: number, options: Via): void {
    const { method, path } = call;
    const ms = performance.now() - started;
    options.log.info(
      {
        provider: { method, path, status, durationMs: Math.round(ms * 10) / 10 },
        requestId: options.requestId,
      },
      'provider call',
    );
    this.#observe?.({ method, path, status, seconds: ms / 1000 });
  }

  /**
   * One allowlisted call, recorded: `answer` reads a 2xx response (a non-2xx one is an UpstreamError with its body),
   * and a transport failure is a 502, or a 504 once the timeout passed.
   */
  async #exchange<T>(
    call: CallDescriptor,
    options: SendOptions,
    request: { body: string | Buffer | null; headers: Record<string, string>; timers: 'undici' | 'signal' },
    answer: (response: Awaited<ReturnType<Pool['request']>>) => Promise<T>,
  ): Promise<T> {
    allowlisted(call);
    const started = performance.now();
    let status = 0;
    try {
      const response = await this.#pool.request({
        method: call.method,
        path: target(call, options),
        headers: {
          ...forwardedHeaders(options),
          ...request.headers,
          ...authHeaders(call, options.credential),
        },
        body: request.body,
        // undici's own timers, not an AbortSignal per call, on every procedure's path; a file's whole transfer has one.
        ...(request.timers === 'undici'
          ? { headersTimeout: this.#timeoutMs, bodyTimeout: this.#timeoutMs }
          : { signal: AbortSignal.timeout(this.#timeoutMs) }),
      });
      status = response.statusCode;
      if (status < 200 || status >= 300) {
        const body = parseBody(await response.body.text(), response.headers['content-type']);
        throw new UpstreamError(status, body, call);
      }
      return await answer(response);
    } catch (error) {
      if (error instanceof UpstreamError) {
        status = error.status;
        throw error;
      }
      status = isTimeout(error) ? 504 : 502;
      throw new UpstreamError(status, null, call, { cause: error });
    } finally {
      this.#record(call, status, started, options);
    }
  }

  /** An answer's JSON body parsed by the call's response schema; an answer not of that shape is a 502. */
  #parsed(call: ProviderCall | UploadCall) {
    return async (response: Awaited<ReturnType<Pool['request']>>): Promise<unknown> => {
      const body = parseBody(await response.body.text(), response.headers['content-type']);
      const parsed = call.response.safeParse(body);
      if (!parsed.success) throw new UpstreamError(502, null, call, { cause: parsed.error });
      return parsed.data;
    };
  }

  /**
   * Any allowlisted JSON call, its body already of the call's request schema (a GET's travels as its query string):
   * its parsed success body, or an UpstreamError. call() is its typed face.
   */
  send(call: ProviderCall, options: SendOptions): Promise<unknown> {
    const json = call.method === 'POST' && options.body !== undefined;
    return this.#exchange(
      call,
      options,
      {
        body: json ? JSON.stringify(options.body) : null,
        headers: { accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
        timers: 'undici',
      },
      this.#parsed(call),
    );
  }

  /** Calls one allowlisted provider call; resolves with its parsed success body or throws UpstreamError. */
  async call<C extends ProviderCall>(call: C, options: CallOptions<C>): Promise<z.output<C['response']>> {
    // The response schema parsed the answer: it is that schema's output.
    return (await this.send(call, options)) as z.output<C['response']>;
  }

  /**
   * A download (the profile picture; a history's CSV export): the bytes and the type the provider gave them, or an
   * UpstreamError. Its path is the descriptor's, never one from a request.
   */
  file(
    call: DownloadCall,
    options: Via & { credential: string; query?: object },
  ): Promise<{ type: string; bytes: Buffer }> {
    return this.#exchange(
      call,
      { ...options, body: options.query },
      { body: null, headers: {}, timers: 'signal' },
      async (response) => ({
        type: String(response.headers['content-type'] ?? ''),
        bytes: Buffer.from(await response.body.arrayBuffer()),
      }),
    );
  }

  /** An upload of raw bytes (the profile picture, a KYC document): the answer parsed by its response schema. */
  async upload<C extends UploadCall>(
    call: C,
    bytes: Buffer,
    options: Via & { credential: string; params?: PathParams },
  ): Promise<z.output<C['response']>> {
    const answer = await this.#exchange(
      call,
      options,
      { body: bytes, headers: { 'content-type': 'application/octet-stream' }, timers: 'signal' },
      this.#parsed(call),
    );
    // The response schema parsed the answer: it is that schema's output.
    return answer as z.output<C['response']>;
  }

  /** The provider's liveness (its described health call), for /readyz: unlogged, as it is asked every few seconds. */
  async healthy(timeoutMs: number): Promise<boolean> {
    const { method, path, response: schema } = systemCalls.health;
    try {
      const response = await this.#pool.request({
        method,
        path,
        signal: AbortSignal.timeout(Math.min(timeoutMs, this.#timeoutMs)),
      });
      const body = parseBody(await response.body.text(), response.headers['content-type']);
      return response.statusCode === 200 && schema.safeParse(body).success;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }
}

function isTimeout(error: unknown): boolean {
  return (
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  );
}
