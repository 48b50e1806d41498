// Wire shapes many calls share: the page query and paged list, and the bare `{message}` answer.
import { z } from 'zod';
import { HISTORY_FILTERS, NOTIFICATION_MESSAGES_PAGE } from './constants.ts';

const HISTORY_DAYS = HISTORY_FILTERS.map((filter) => filter.days) as [number, ...number[]];

/** §9 history filters: 1, 7, 30 or 365 days back (required); a query string's text is read as its number. */
export const historyDaysSchema = z.coerce
  .number()
  .pipe(z.literal(HISTORY_DAYS, { error: `days is one of ${HISTORY_DAYS.join(', ')}` }))
  .meta({ type: 'integer', enum: HISTORY_DAYS, description: 'How many days back: §9 history filters.' });

/** A page query; values arrive as strings. Digits only, unlike z.coerce, which would also take '1e3' or '0x10'. */
export const pageQuerySchema = z
  .object({
    page: z
      .union([z.number(), z.string().regex(/^\d+$/, 'Expected a page number').transform(Number)])
      .pipe(z.number().int().positive())
      .default(NOTIFICATION_MESSAGES_PAGE),
  })
  .strict();
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A paged list: §7 shows the `data` list; the page fields (our design) feed the §2 pagination text. */
export function pagedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });
}

/** The answer of calls that only say what happened. */
export const messageResponseSchema = z.object({ message: z.string().optional() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
