// The docs/requirements.md §8 error bodies the provider answers with, thrown as one error type and sent by one handler.

export type FieldErrors = Record<string, string[]>;

/** A failed call: the HTTP status and the exact body to send. Handlers throw it; the error handler sends it. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Extra response headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status}`);
  }
}

/** 422 `{"error":{"errors":{field:[msg]},"message":...}}`; the message defaults to the first field error. */
export function fieldError(errors: FieldErrors, message?: string): HttpError {
  const first = Object.values(errors).find((list) => list.length > 0)?.[0];
  return new HttpError(422, {
    error: { errors, message: message ?? first ?? 'The given data was invalid.' },
  });
}

/** 422 on one field, the usual case. */
export function fieldErrorOn(field: string, message: string): HttpError {
  return fieldError({ [field]: [message] }, message);
}

/** A plain `{"message": ...}` body (docs/requirements.md §8 'plain message'). */
export function messageError(status: number, message: string, headers?: Record<string, string>): HttpError {
  return new HttpError(status, { message }, headers);
}

/** 429 with Retry-After, for every limit (attempts per address, OTP sends, the resend wait). */
export function tooMany(message: string, retryAfterSeconds: number): HttpError {
  return messageError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

/** 432: docs/requirements.md §8's further-details flow; `required: 'pan_number'` opens the PAN variant. */
export function furtherDetails(required: string, message: string): HttpError {
  return new HttpError(432, { error: { status_code: 432, required, message } });
}
