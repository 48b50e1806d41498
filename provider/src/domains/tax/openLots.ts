// The lots a person holds now, as the tax year's FIFO leaves them: what other domains read for an average cost.
import { type Lot, matchFifo } from '@sikka/shared/tax/lots';
import type { Database } from '../../platform/db/database.ts';
import { taxHistory } from './taxEvents.ts';

/** The latest instant a Date holds: every move recorded so far is before it. */
const EVER = new Date(8.64e15);

/** The person's open lots after every move so far, oldest first per coin, with the costs they entered; no unknown lot. */
export async function openLots(db: Database, userId: number): Promise<Lot[]> {
  const { events } = await taxHistory(db, userId, EVER);
  return matchFifo(events).lots;
}
