// The signed-in user's notices: the data refresh call of SPEC.md §4 ("two profile and data refresh calls run
// on each route or token change"; the profile one is GET /user-details). Path and shape are our design.
import { z } from 'zod';
import { type Feature, matchRoute } from '../routes/routeTable.ts';

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

/** §3 the TDS message the flag shows: tax deducted at source on a sale of crypto (section 194S). */
export const TDS_MESSAGE =
  '1% TDS is deducted from the value of every crypto sale, under section 194S of the Income-tax Act. Each sale’s confirmation and invoice show it.';

/** The pages where a person sells crypto: instant buy/sell, the exchange and baskets. */
const SELLING_FEATURES: ReadonlySet<Feature> = new Set(['instant', 'exchange', 'basket']);

/** §3 the tax-deduction (TDS) message flag: when set, its message shows on the pages where a person sells. */
export function showsTdsMessage(notices: Pick<UserNotices, 'tds_message'> | null, pathname: string): boolean {
  const feature = matchRoute(pathname)?.route.feature;
  return notices?.tds_message === true && feature !== undefined && SELLING_FEATURES.has(feature);
}

/** The profile image (§7 GET /image/profile): bytes, not JSON, so the BFF streams it (server/src/user). */
export const PROFILE_IMAGE_PATH = '/image/profile';
