// §3 the tax-deduction (TDS) message flag: what it says and where it shows. Free of zod, so the shell that shows it on
// every selling page does not carry the schema library's full build.
import { type Feature, matchRoute } from '../routes/routeTable.ts';

/** §3 the TDS message the flag shows: tax deducted at source on a sale of crypto (section 194S). */
export const TDS_MESSAGE =
  '1% TDS is deducted from the value of every crypto sale, under section 194S of the Income-tax Act. Each sale’s confirmation and invoice show it.';

/** The pages where a person sells crypto: instant buy/sell, the exchange and baskets. */
const SELLING_FEATURES: ReadonlySet<Feature> = new Set(['instant', 'exchange', 'basket']);

/** When the flag is set, its message shows on the pages where a person sells. */
export function showsTdsMessage(notices: { tds_message: boolean } | null, pathname: string): boolean {
  const feature = matchRoute(pathname)?.route.feature;
  return notices?.tds_message === true && feature !== undefined && SELLING_FEATURES.has(feature);
}
