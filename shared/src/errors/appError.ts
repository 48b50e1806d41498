// The one typed application error of docs/requirements.md §8: what the BFF puts in tRPC error data and the client parses.
// zod's smaller build (zod/mini): the client parses every failed call with it, on every page.
import { z } from 'zod/mini';
import { GENERIC_ERROR_MESSAGE } from './messages.ts';

export const APP_ERROR_KINDS = [
  'field',
  'message',
  'silent',
  'session-expired',
  'token-invalid',
  'further-details',
  'maintenance',
  'generic',
] as const;
export type AppErrorKind = (typeof APP_ERROR_KINDS)[number];

/** Kinds for which the central handler shows nothing of its own (§6, §8). */
const MESSAGELESS_KINDS: ReadonlySet<AppErrorKind> = new Set(['silent', 'session-expired', 'token-invalid']);

/** §3 Maintenance config data: what the maintenance screen shows instead of its defaults. */
export const maintenanceDataSchema = z.object({
  title: z.optional(z.string()),
  sub_title: z.optional(z.string()),
  content: z.optional(z.string()),
  image_url: z.optional(z.string()),
});
export type MaintenanceData = z.infer<typeof maintenanceDataSchema>;

const nonEmpty = () => z.string().check(z.minLength(1));
export const fieldErrorSchema = z.object({ field: nonEmpty(), message: nonEmpty() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const appErrorSchema = z
  .object({
    kind: z.enum(APP_ERROR_KINDS),
    /** What to show; null means show nothing. */
    message: z.nullable(nonEmpty()),
    fieldErrors: z.record(z.string(), z.array(z.string())),
    firstFieldError: z.optional(fieldErrorSchema),
    /** The body's status_code when it has a valid one, else the HTTP status; 0 when neither is known. */
    status: z.int().check(z.gte(0), z.lte(599)),
    /** §8 432: 'pan_number' picks the PAN variant of the further-details flow. */
    required: z.optional(z.string()),
    maintenance: z.optional(maintenanceDataSchema),
    /**
     * For a call the BFF passed on: 'refused' when the provider answered no (nothing was done); 'unknown' when no
     * answer came back (timeout, reset, a 5xx from anything in between), so the call may have been carried out.
     */
    outcome: z.optional(z.enum(['refused', 'unknown'])),
  })
  // The client relies on these pairings; checking them here lets it trust `kind` alone.
  .check(
    z.superRefine((error, ctx) => {
      const issue = (message: string, path: string) =>
        ctx.addIssue({ code: 'custom', message, path: [path], input: error });
      if (MESSAGELESS_KINDS.has(error.kind) && error.message !== null)
        issue(`${error.kind} shows nothing`, 'message');
      if (
        !MESSAGELESS_KINDS.has(error.kind) &&
        error.kind !== 'further-details' &&
        error.kind !== 'maintenance'
      ) {
        if (error.message === null) issue(`${error.kind} needs a message`, 'message');
      }
      if (error.kind === 'generic' && error.message !== GENERIC_ERROR_MESSAGE)
        issue('generic text', 'message');
      if (error.kind === 'field') {
        const first = error.firstFieldError;
        if (!first) issue('field errors need a first field error', 'firstFieldError');
        else if (
          first.message !== error.message ||
          !error.fieldErrors[first.field]?.includes(first.message)
        ) {
          issue('the first field error is the shown message', 'firstFieldError');
        }
      }
      if (error.required !== undefined && error.kind !== 'further-details')
        issue('only 432 carries required', 'required');
      if (error.maintenance !== undefined && error.kind !== 'maintenance')
        issue('maintenance data only', 'maintenance');
    }),
  );

export type AppError = z.infer<typeof appErrorSchema>;
