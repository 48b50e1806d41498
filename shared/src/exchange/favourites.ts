// A person's favourite pairs, kept by the provider so they follow the person to any browser: the market list shows
// them first and can show only them.
import { z } from 'zod';
import { EXCHANGE_PAIRS } from './pairs.ts';

const pairSchema = z.enum(EXCHANGE_PAIRS as [string, ...string[]]);

/** The person's favourites, in the order they were starred. */
export const favouritesSchema = z.object({ data: z.array(pairSchema) });
export type Favourites = z.infer<typeof favouritesSchema>;

/** Star (true) or unstar (false) one pair; either is idempotent. */
export const setFavouriteRequestSchema = z.object({ pair: pairSchema, favourite: z.boolean() }).strict();
export type SetFavouriteRequest = z.infer<typeof setFavouriteRequestSchema>;
