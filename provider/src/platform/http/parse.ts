// Parses a request body or query with a shared zod schema; a failure is a 422 naming each field, never a 500.
import type { z } from 'zod';
import { type FieldErrors, fieldError } from './errors.ts';

const UNKNOWN_FIELD = 'This field is not accepted';
const REQUIRED = 'This field is required';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The field errors of a zod failure: each issue under its top-level field (the body itself is 'body'). */
export function zodFieldErrors(error: z.ZodError, input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, UNKNOWN_FIELD);
      continue;
    }
    const field = issue.path[0];
    // zod's own text for a missing field names types ('expected string, received undefined'); say it plainly.
    const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
    add(
      typeof field === 'string' || typeof field === 'number' ? String(field) : 'body',
      missing ? REQUIRED : issue.message,
    );
  }
  return errors;
}

/** A body parsed with the schema, or a thrown 422. A missing body is an empty object, so fields get named. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const body = input ?? {};
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw fieldError(zodFieldErrors(result.error, body));
}
