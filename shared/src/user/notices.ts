// The signed-in user's notices: the data refresh call of docs/requirements.md §4 ("two profile and data refresh calls run
// on each route or token change"; the profile one is GET /user-details). Path and shape are our design.
import { z } from 'zod';

/** GET /user/notices: what the shell shows around the page for this user. */
export const userNoticesResponseSchema = z.object({
  /** §2 banner carousel: user message banners (list of strings). */
  banners: z.array(z.string()),
  /** §4 interrupt popup 'Important!': a message, or null for none. */
  interrupt_message: z.string().nullable(),
  /** §2 'Important Message' popup with Ok. */
  important_message: z.string().nullable(),
  /** §3 the tax-deduction (TDS) message flag. */
  tds_message: z.boolean(),
});
export type UserNotices = z.infer<typeof userNoticesResponseSchema>;

/** The profile image (§7 GET /image/profile): bytes, not JSON, so the BFF streams it (server/src/user). */
export const PROFILE_IMAGE_PATH = '/image/profile';
