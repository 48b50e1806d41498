// The one typed application error of docs/requirements.md §8: what the BFF puts in tRPC error data and the client parses.
// zod's smaller build (zod/mini); the client's shell reads it without zod (appErrorRead.ts: the kinds and pairings).
import { z } from 'zod/mini';
import { APP_ERROR_KINDS, appErrorPairingIssues } from './appErrorRead.ts';

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
      for (const [message, path] of appErrorPairingIssues(error))
        ctx.addIssue({ code: 'custom', message, path: [path], input: error });
    }),
  );

export type AppError = z.infer<typeof appErrorSchema>;
