// The public order book as it travels on `orderbook:PAIR` and GET /exchange/depth: a snapshot of the top
// BOOK_DEPTH levels per side, then deltas, each with the book's seq and a CRC32 checksum of the top 10 levels per
// side, and the pure reducer every consumer (BFF fan-out, browser) keeps its copy with.
import { z } from 'zod';
import { DECIMAL_STRING } from '../money/amount.ts';
import { EXCHANGE_PAIRS } from './pairs.ts';

export {
  applyBookEvent,
  BOOK_DEPTH,
  type BookApplied,
  type BookCopy,
  bookChecksum,
  bookChecksumText,
  CHECKSUM_DEPTH,
} from './bookCopy.ts';

const decimalString = z.string().regex(DECIMAL_STRING, 'Expected a non-negative decimal string');

/** One price level: [rate, volume], rupees and coin at their §9 precision ('9000000.00', '0.25000000'). */
export const bookLevelSchema = z.tuple([decimalString, decimalString]);
export type BookLevel = z.infer<typeof bookLevelSchema>;

const bookFields = {
  pair: z.enum(EXCHANGE_PAIRS as [string, ...string[]]),
  /**
   * The book's own sequence: one more for every change of its top BOOK_DEPTH levels, kept across restarts.
   * A delta with seq ≠ the copy's seq + 1 means a gap: take a fresh snapshot.
   */
  seq: z.number().int().nonnegative(),
  /** CRC32 of bookChecksumText(top 10 bids, top 10 asks) after this event, as an unsigned 32-bit integer. */
  checksum: z.number().int().nonnegative(),
};

/** The whole top of the book: bids from the highest rate down, asks from the lowest up. */
export const bookSnapshotSchema = z.object({
  type: z.literal('snapshot'),
  ...bookFields,
  bids: z.array(bookLevelSchema),
  asks: z.array(bookLevelSchema),
});
export type BookSnapshot = z.infer<typeof bookSnapshotSchema>;

/**
 * The levels of the top BOOK_DEPTH that changed: a level's new total volume, or a zero volume ('0.00000000')
 * for a level that left the view. A level further down that enters the view when one above leaves is included.
 */
export const bookDeltaSchema = z.object({
  type: z.literal('delta'),
  ...bookFields,
  bids: z.array(bookLevelSchema),
  asks: z.array(bookLevelSchema),
});
export type BookDelta = z.infer<typeof bookDeltaSchema>;

/** What `orderbook:PAIR` carries: the subscribe answer's data is a snapshot, every event after it a delta. */
export const bookEventSchema = z.discriminatedUnion('type', [bookSnapshotSchema, bookDeltaSchema]);
export type BookEvent = z.infer<typeof bookEventSchema>;
