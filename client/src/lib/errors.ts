// Reading the BFF's typed AppError off any failed call, and the per-call options the one error handler reads.
import type { AppError } from '@sikka/shared/errors/appError';
import { readAppError } from '@sikka/shared/errors/appErrorRead';
import { GENERIC_ERROR_MESSAGE } from '@sikka/shared/errors/messages';

/**
 * What a call tells the central handler (app/queryClient.ts) about its errors. Set as `meta` on a query or
 * mutation; registered with TanStack Query below so every `meta` is checked against it.
 */
export interface RequestMeta {
  /** The calling form shows server field errors of these server fields on its own inputs (§8). */
  serverFields?: Readonly<Record<string, string>>;
  /** The caller shows every message itself, under its input (§8 OTP failure, PAN failure): no toast. */
  inline?: boolean;
  /** §8 the failure is tracked for analytics under this call name, with status code and message. */
  track?: string;
  /** A failure replaces the page (the §4 authentication check): no toast. */
  screen?: boolean;
  /**
   * Background data the person did not ask for (the §4 refresh calls): a failure shows nothing and the
   * shell goes without it. Token errors still end the session.
   */
  quiet?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

function statusOf(error: unknown): number {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : 0;
}

/**
 * The AppError the BFF put in the tRPC error data. A failure without one (network down, a proxy's page,
 * a bug) is §8's "unparseable or empty": the generic message.
 */
export function appErrorOf(error: unknown): AppError {
  const candidate = (error as { data?: { appError?: unknown } } | null)?.data?.appError;
  const read = readAppError(candidate);
  if (read) return read;
  return { kind: 'generic', message: GENERIC_ERROR_MESSAGE, fieldErrors: {}, status: statusOf(error) };
}

/**
 * §8 422 with field errors: the first error goes to the form's matching input. Returns the form field and
 * message, or null when the form has no input for it (then the central handler toasts it).
 */
export function formFieldError<F extends string>(
  appError: AppError,
  serverFields: Readonly<Record<string, F>>,
): { name: F; message: string } | null {
  const first = appError.kind === 'field' ? appError.firstFieldError : undefined;
  if (!first || !Object.hasOwn(serverFields, first.field)) return null;
  const name = serverFields[first.field];
  return name === undefined ? null : { name, message: first.message };
}

/**
 * Whether a failed money call may have been carried out all the same: the BFF said the outcome is unknown (its
 * call to the provider timed out, was reset, met a 5xx), or no AppError came back at all (the network dropped, a
 * proxy answered). Then the outcome is asked by the attempt's key; a plain failure is never shown for it.
 */
export function outcomeIsUnknown(error: unknown): boolean {
  const candidate = (error as { data?: { appError?: unknown } } | null)?.data?.appError;
  const read = readAppError(candidate);
  return !read || read.outcome === 'unknown';
}
