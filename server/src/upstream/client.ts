// The one way to the provider: an undici Pool, a timeout, the request id, and only the calls in calls.ts.

import { EXCHANGE_EXPORT_PATH } from '@sikka/shared/exchange/calls';
import type { kycDocumentUploadPath } from '@sikka/shared/kyc/documents';
import { PROFILE_IMAGE_PATH } from '@sikka/shared/user/notices';
import { HISTORY_EXPORT_PATH } from '@sikka/shared/wallet/calls';
import type { FastifyBaseLogger } from 'fastify';
import { Pool, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import { ALLOWED_CALLS, type ProviderCall } from './calls.ts';

/** Any failed provider call: the HTTP status (502 unreachable or unreadable, 504 timed out) and the body as sent. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly call: { method: string; path: string; auth: ProviderCall['auth'] },
    options?: { cause?: unknown },
  ) {
    super(`provider ${call.method} ${call.path} answered ${status}`, options);
  }
}

type Body<C extends ProviderCall> = C['request'] extends z.ZodType
  ? { body: z.output<C['request']> }
  : { body?: never };
/** A bearer call needs the session token, a recovery-token call the recovery token; a visitor call neither. */
type Credential<C extends ProviderCall> = C['auth'] extends 'visitor'
  ? { credential?: never }
  : { credential: string };
export type CallOptions<C extends ProviderCall> = Body<C> &
  Credential<C> & {
    requestId: string;
    /** The request's logger, so the provider line carries the request id. */
    log: FastifyBaseLogger;
    /** The browser's address, forwarded so the provider's per-address limits count people, not the BFF. */
    clientIp?: string;
    /** The browser's user-agent, forwarded so the provider knows a new browser's sign-in (not the BFF's). */
    userAgent?: string | undefined;
    /** A `{name}` path parameter's value: a positive whole number only, so no value can reshape the path. */
    params?: Record<string, number>;
  };

/** The options every call from a procedure carries: request id, logger, the browser's address and user-agent. */
export function via(ctx: {
  requestId: string;
  log: FastifyBaseLogger;
  ip: string;
  userAgent?: string | undefined;
}) {
  return { requestId: ctx.requestId, log: ctx.log, clientIp: ctx.ip, userAgent: ctx.userAgent };
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

/** The provider paths that take raw bytes: the only ones upload() may call. */
export type UploadPath = typeof PROFILE_IMAGE_PATH | ReturnType<typeof kycDocumentUploadPath>;

export interface ProviderClientOptions {
  url: string;
  timeoutMs: number;
  connections: number;
  /** Called once per provider call with its outcome (metrics). */
  observe?: (call: { method: string; path: string; status: number; seconds: number }) => void;
}

/** The provider's CSV exports (wallet and exchange history): fixed paths, never one from a request. */
export const CSV_EXPORT_PATHS = [HISTORY_EXPORT_PATH, EXCHANGE_EXPORT_PATH] as const;
export type CsvExportPath = (typeof CSV_EXPORT_PATHS)[number];

function authHeaders(call: ProviderCall, credential: string | undefined): Record<string, string> {
  if (call.auth === 'visitor' || credential === undefined) return {};
  // §7: signed-in calls carry a bearer; the recovery steps carry the recovery token in a `token` header.
  return call.auth === 'bearer' ? { authorization: `Bearer ${credential}` } : { token: credential };
}

/** The call's path with its `{name}` parameters filled; a missing or non-id value is refused before any call. */
export function fillPath(path: string, params: Record<string, number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || !Number.isSafeInteger(value) || value <= 0)
      throw new Error(`path parameter ${name} must be a positive whole number`);
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
  #record(
    method: string,
    path: string,
    status: number,
    started: number,
    options: { requestId: string; log: FastifyBaseLogger },
  ): void {
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

  /** Calls one allowlisted provider call; resolves with its parsed success body or throws UpstreamError. */
  async call<C extends ProviderCall>(call: C, options: CallOptions<C>): Promise<z.output<C['response']>> {
    if (!ALLOWED_CALLS.has(call))
      throw new Error(`not an allowlisted provider call: ${call.method} ${call.path}`);
    const started = performance.now();
    let status = 0;
    // A GET's input travels as its query string (the schema checked it: scalars only).
    const inQuery = call.method === 'GET' && options.body !== undefined;
    const query = inQuery ? queryString(options.body) : '';
    const path = fillPath(call.path, options.params);
    try {
      const response = await this.#pool.request({
        method: call.method,
        path: query ? `${path}?${query}` : path,
        headers: {
          accept: 'application/json',
          'x-request-id': options.requestId,
          ...(options.clientIp ? { 'x-forwarded-for': options.clientIp } : {}),
          ...(options.userAgent ? { 'x-forwarded-user-agent': options.userAgent } : {}),
          ...(options.body === undefined || inQuery ? {} : { 'content-type': 'application/json' }),
          ...authHeaders(call, options.credential),
        },
        body: options.body === undefined || inQuery ? null : JSON.stringify(options.body),
        // undici's own timers, not an AbortSignal per call: this is every procedure's path.
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });
      status = response.statusCode;
      const body = parseBody(await response.body.text(), response.headers['content-type']);
      if (status < 200 || status >= 300) throw new UpstreamError(status, body, call);
      const parsed = call.response.safeParse(body);
      if (!parsed.success) {
        status = 502;
        throw new UpstreamError(502, null, call, { cause: parsed.error });
      }
      return parsed.data as z.output<C['response']>;
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      status = isTimeout(error) ? 504 : 502;
      throw new UpstreamError(status, null, call, { cause: error });
    } finally {
      this.#record(call.method, call.path, status, started, options);
    }
  }

  /**
   * §7 GET /image/profile: the signed-in user's picture as bytes, or null when there is none or the call
   * fails (§8: profile image failures are silently ignored). A fixed path, never one from a request.
   */
  async profileImage(
    credential: string,
    options: { requestId: string; log: FastifyBaseLogger },
  ): Promise<{ type: string; bytes: Buffer } | null> {
    const started = performance.now();
    let status = 0;
    try {
      const response = await this.#pool.request({
        method: 'GET',
        path: PROFILE_IMAGE_PATH,
        headers: { authorization: `Bearer ${credential}`, 'x-request-id': options.requestId },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      status = response.statusCode;
      const type = String(response.headers['content-type'] ?? '');
      if (status !== 200 || !/^image\/(png|jpeg|webp|gif)$/.test(type)) {
        await response.body.dump();
        return null;
      }
      return { type, bytes: Buffer.from(await response.body.arrayBuffer()) };
    } catch {
      status = 502;
      return null;
    } finally {
      this.#record('GET', PROFILE_IMAGE_PATH, status, started, options);
    }
  }

  /**
   * An upload of raw bytes (the profile picture, POST /image/profile; a KYC document, POST /kyc/documents/:kind):
   * the provider's status and body, as they came.
   */
  async upload(
    path: UploadPath,
    credential: string,
    bytes: Buffer,
    options: { requestId: string; log: FastifyBaseLogger },
  ): Promise<{ status: number; body: unknown }> {
    const started = performance.now();
    let status = 0;
    try {
      const response = await this.#pool.request({
        method: 'POST',
        path,
        headers: {
          authorization: `Bearer ${credential}`,
          'content-type': 'application/octet-stream',
          'x-request-id': options.requestId,
        },
        body: bytes,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      status = response.statusCode;
      const text = await response.body.text();
      return { status, body: parseBody(text, response.headers['content-type']) };
    } catch {
      status = 502;
      return { status, body: null };
    } finally {
      this.#record('POST', path, status, started, options);
    }
  }

  /** A history export (GET /wallet/history/export, /exchange/history/export) as CSV text, or an UpstreamError. */
  async historyCsv(
    path: CsvExportPath,
    credential: string,
    query: Record<string, string | number | undefined>,
    options: { requestId: string; log: FastifyBaseLogger; clientIp?: string },
  ): Promise<string> {
    if (!CSV_EXPORT_PATHS.includes(path)) throw new Error(`not an allowlisted export: ${path}`);
    const call = { method: 'GET', path, auth: 'bearer' } as const;
    const started = performance.now();
    let status = 0;
    try {
      const response = await this.#pool.request({
        method: 'GET',
        path: `${path}?${queryString(query)}`,
        headers: {
          authorization: `Bearer ${credential}`,
          'x-request-id': options.requestId,
          ...(options.clientIp ? { 'x-forwarded-for': options.clientIp } : {}),
        },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      status = response.statusCode;
      const text = await response.body.text();
      if (status !== 200)
        throw new UpstreamError(status, parseBody(text, response.headers['content-type']), call);
      return text;
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      status = isTimeout(error) ? 504 : 502;
      throw new UpstreamError(status, null, call, { cause: error });
    } finally {
      this.#record('GET', path, status, started, options);
    }
  }

  /** The provider's liveness, for /readyz; a fixed path, never one from a request. */
  async healthy(timeoutMs: number): Promise<boolean> {
    try {
      const response = await this.#pool.request({
        method: 'GET',
        path: '/healthz',
        signal: AbortSignal.timeout(Math.min(timeoutMs, this.#timeoutMs)),
      });
      await response.body.dump();
      return response.statusCode === 200;
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
