// The public API's refusals (docs/api.md): §8's two bodies, `{message, code}` and `{error: {errors, message, code}}`,
// each with a machine-readable code beside its message, as zod schemas the OpenAPI document is made from.
import { API_KEY_REFUSAL_CODES } from '@sikka/shared/apiKeys/refusals';
import { GENERIC_ERROR_MESSAGE } from '@sikka/shared/errors/messages';
import { z } from 'zod';
import { UpstreamError } from '../upstream/client.ts';

/** The code of each status the public API answers with a `{message, code}` body (401's are the key check's). */
export const STATUS_CODES = {
  400: 'bad_json',
  401: 'unsigned',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'bad_gateway',
  504: 'gateway_timeout',
} as const;
export type RefusalStatus = keyof typeof STATUS_CODES;
const FIELD_CODE = 'invalid_field';

/** A refusal: the HTTP status, the exact body and any headers (Retry-After, Allow). */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`public API answered ${status}`);
  }
}

const codeOf = (status: number): string => STATUS_CODES[status as RefusalStatus] ?? STATUS_CODES[500];

export function messageOnly(status: RefusalStatus, message: string, headers?: Record<string, string>) {
  return new PublicApiError(status, { message, code: STATUS_CODES[status] }, headers);
}

/** 422 naming each field (its top-level name, as the provider names them). */
export function fieldErrors(error: z.ZodError): PublicApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const fields =
      issue.code === 'unrecognized_keys'
        ? issue.keys
        : [issue.path.length > 0 ? String(issue.path[0]) : 'body'];
    for (const field of fields) errors[field] = [...(errors[field] ?? []), issue.message];
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new PublicApiError(422, { error: { errors, message: first, code: FIELD_CODE } });
}

/** A provider refusal in the public API's shape: its message kept, its code added where it has none. */
export function fromUpstream(error: unknown): PublicApiError {
  if (!(error instanceof UpstreamError) || error.status >= 500)
    return error instanceof UpstreamError && error.status === 504
      ? messageOnly(504, GENERIC_ERROR_MESSAGE)
      : messageOnly(502, GENERIC_ERROR_MESSAGE);
  const body = (error.body ?? {}) as { message?: unknown; code?: unknown; error?: { errors?: unknown } };
  if (error.status === 422 && body.error && typeof body.error === 'object' && body.error.errors)
    return new PublicApiError(422, { error: { ...body.error, code: FIELD_CODE } });
  const message = typeof body.message === 'string' ? body.message : GENERIC_ERROR_MESSAGE;
  const status = error.status in STATUS_CODES ? error.status : 400;
  const code = status === 401 && typeof body.code === 'string' ? body.code : codeOf(status);
  return new PublicApiError(status, { message, code });
}

// ——— the bodies, as the document describes them ———

const messageBody = (codes: readonly [string, ...string[]]) =>
  z
    .object({ message: z.string(), code: z.enum(codes) })
    .meta({ description: 'What was wrong, and its code.' });

const fieldErrorBodySchema = z.object({
  error: z.object({
    errors: z
      .record(z.string(), z.array(z.string()))
      .meta({ description: 'Each refused field (top-level name) and why.' }),
    message: z.string().meta({ description: 'The first field error.' }),
    code: z.literal(FIELD_CODE),
  }),
});

/** The body each refusal status carries. */
export function refusalBody(status: RefusalStatus | 422): z.ZodType {
  if (status === 422) return fieldErrorBodySchema;
  if (status === 401) return messageBody(API_KEY_REFUSAL_CODES);
  return messageBody([STATUS_CODES[status]]);
}
