// The one error boundary: any failure → tRPC's own error code plus the §8 AppError the client acts on.
import type { AppError } from '@sikka/shared/errors/appError';
import { GENERIC_ERROR_MESSAGE } from '@sikka/shared/errors/messages';
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError } from 'zod';
import { UpstreamError } from '../upstream/client.ts';

/** A TRPCError that carries its AppError, so the formatter never has to guess. */
export class AppTRPCError extends TRPCError {
  readonly appError: AppError;
  constructor(code: TRPC_ERROR_CODE_KEY, appError: AppError, cause?: unknown) {
    super({ code, message: appError.message ?? appError.kind, cause });
    this.appError = appError;
  }
}

/** HTTP statuses with a tRPC code of their own; 432 (further details, §8) is "something must come first". */
const CODE_BY_STATUS: ReadonlyMap<number, TRPC_ERROR_CODE_KEY> = new Map([
  [400, 'BAD_REQUEST'],
  [401, 'UNAUTHORIZED'],
  [402, 'PAYMENT_REQUIRED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [405, 'METHOD_NOT_SUPPORTED'],
  [408, 'TIMEOUT'],
  [409, 'CONFLICT'],
  [412, 'PRECONDITION_FAILED'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [415, 'UNSUPPORTED_MEDIA_TYPE'],
  [422, 'UNPROCESSABLE_CONTENT'],
  [428, 'PRECONDITION_REQUIRED'],
  [429, 'TOO_MANY_REQUESTS'],
  [432, 'PRECONDITION_REQUIRED'],
  [499, 'CLIENT_CLOSED_REQUEST'],
  [501, 'NOT_IMPLEMENTED'],
  [502, 'BAD_GATEWAY'],
  [503, 'SERVICE_UNAVAILABLE'],
  [504, 'GATEWAY_TIMEOUT'],
]);

/**
 * The tRPC code for an AppError: the kind decides where it is unambiguous, the status otherwise.
 * Any other upstream 5xx is the provider failing, which to a browser is a bad gateway.
 */
export function trpcCodeFor(appError: AppError): TRPC_ERROR_CODE_KEY {
  switch (appError.kind) {
    case 'field':
      return 'UNPROCESSABLE_CONTENT';
    case 'session-expired':
    case 'token-invalid':
      return 'UNAUTHORIZED';
    case 'further-details':
      return 'PRECONDITION_REQUIRED';
    case 'maintenance':
      return 'SERVICE_UNAVAILABLE';
    default: {
      const code = CODE_BY_STATUS.get(appError.status);
      if (code) return code;
      if (appError.status >= 500 || appError.status === 0) return 'BAD_GATEWAY';
      return 'BAD_REQUEST';
    }
  }
}

export function genericAppError(status: number): AppError {
  return { kind: 'generic', message: GENERIC_ERROR_MESSAGE, fieldErrors: {}, status };
}

/** Shown when a recovery step comes without (or after the end of) the recovery that OTP started. */
export const RECOVERY_ENDED_MESSAGE = 'Your password reset has timed out. Please start again.';

/** A plain message for the person (kind 'message'), e.g. the BFF's own rate-limit answer. */
export function messageAppError(status: number, message: string): AppError {
  return { kind: 'message', message, fieldErrors: {}, status };
}

/**
 * §8 through the shared normaliser; above 500 only the maintenance screen's text is shown, never a provider's.
 * A 4xx (and the maintenance answer, given before any work) is the provider's no; anything else — a timeout, a
 * reset, a 5xx from the provider or from a proxy in between — leaves what happened unknown.
 */
export function appErrorFromUpstream(error: UpstreamError): AppError {
  const normalised = normaliseProviderError(error.status, error.body);
  const appError =
    error.status >= 500 && (normalised.kind === 'message' || normalised.kind === 'field')
      ? genericAppError(normalised.status)
      : normalised;
  const refused = error.status < 500 || appError.kind === 'maintenance';
  return { ...appError, outcome: refused ? 'refused' : 'unknown' };
}

/** Input that failed the shared schema: kind 'field', messages per field path, like a provider 422. */
export function appErrorFromZod(error: ZodError): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    if (field === '__proto__') continue;
    const list = fieldErrors[field] ?? [];
    list.push(issue.message);
    fieldErrors[field] = list;
  }
  const [field, messages] = Object.entries(fieldErrors)[0] ?? ['input', ['Invalid input']];
  const message = messages[0] ?? 'Invalid input';
  if (!fieldErrors[field]) fieldErrors[field] = [message];
  return { kind: 'field', message, fieldErrors, firstFieldError: { field, message }, status: 422 };
}

/**
 * Any error a procedure ends with → AppTRPCError. `unexpected` is true when it is a fault of ours
 * (the caller logs it whole); the person then sees only the generic message.
 */
export function toAppTRPCError(error: unknown): { error: AppTRPCError; unexpected: boolean } {
  if (error instanceof AppTRPCError) return { error, unexpected: false };
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof AppTRPCError) return { error: cause, unexpected: false };
  if (cause instanceof UpstreamError) {
    const appError = appErrorFromUpstream(cause);
    return { error: new AppTRPCError(trpcCodeFor(appError), appError, cause), unexpected: false };
  }
  if (cause instanceof ZodError) {
    return {
      error: new AppTRPCError('UNPROCESSABLE_CONTENT', appErrorFromZod(cause), cause),
      unexpected: false,
    };
  }
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
    // tRPC's own refusals (bad JSON, unknown procedure, wrong method): the caller's mistake, not a person's.
    const status = getHTTPStatusCodeFromError(error);
    return { error: new AppTRPCError(error.code, genericAppError(status), error), unexpected: false };
  }
  // A fault of ours may come after the provider acted: what happened is unknown.
  const appError: AppError = { ...genericAppError(500), outcome: 'unknown' };
  return { error: new AppTRPCError('INTERNAL_SERVER_ERROR', appError, error), unexpected: true };
}
