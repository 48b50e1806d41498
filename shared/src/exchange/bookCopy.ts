// A consumer's copy of one pair's order book, kept from `orderbook:PAIR` events (orderBook.ts has their schemas and
// re-exports this), and the checksum that proves it, without zod: the trading screen's first screen keeps it,
// where zod's full build must not load (docs/benchmarks.md "First load").
import CRC32 from 'crc-32';

/** Levels per side in a snapshot and in the view deltas keep up to date. */
export const BOOK_DEPTH = 50;
/** Levels per side the checksum covers. */
export const CHECKSUM_DEPTH = 10;

/** One price level: [rate, volume], rupees and coin at their §9 precision (orderBook.ts bookLevelSchema). */
type BookLevel = [string, string];

/** One `orderbook:PAIR` event as the copy reads it (orderBook.ts bookEventSchema). */
interface BookEventView {
  type: 'snapshot' | 'delta';
  pair: string;
  seq: number;
  checksum: number;
  bids: readonly BookLevel[];
  asks: readonly BookLevel[];
}

/**
 * The checksum's input text (OKX's layout): for i = 0 … 9, bid i then ask i where they exist, each as
 * `rate:volume` exactly as sent on the wire, all joined with ':'. An empty book is the empty string.
 * Example: bids [['100.00','1.5'],['99.00','2']] and asks [['101.00','3']] give '100.00:1.5:101.00:3:99.00:2'.
 */
export function bookChecksumText(bids: readonly BookLevel[], asks: readonly BookLevel[]): string {
  const parts: string[] = [];
  for (let i = 0; i < CHECKSUM_DEPTH; i++) {
    const bid = bids[i];
    const ask = asks[i];
    if (bid) parts.push(`${bid[0]}:${bid[1]}`);
    if (ask) parts.push(`${ask[0]}:${ask[1]}`);
  }
  return parts.join(':');
}

/** CRC32 (IEEE 802.3, the zlib one) of the checksum text's UTF-8 bytes, unsigned. */
export function bookChecksum(bids: readonly BookLevel[], asks: readonly BookLevel[]): number {
  return CRC32.str(bookChecksumText(bids, asks)) >>> 0;
}

/** A consumer's copy of one pair's book. */
export interface BookCopy {
  pair: string;
  seq: number;
  bids: BookLevel[];
  asks: BookLevel[];
}

export type BookApplied =
  | { ok: true; book: BookCopy }
  /** The copy cannot be trusted (a gap in seq, or its checksum differs): subscribe again for a snapshot. */
  | { ok: false; reason: 'gap' | 'checksum' | 'no-snapshot' };

const ZERO = /^0+(\.0+)?$/;

/** Compares decimal strings of the same precision by value (rates on the wire always have two decimals). */
function compareDecimal(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const aInt = ai.replace(/^0+(?=\d)/, '');
  const bInt = bi.replace(/^0+(?=\d)/, '');
  if (aInt.length !== bInt.length) return aInt.length - bInt.length;
  if (aInt !== bInt) return aInt < bInt ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const aFrac = af.padEnd(width, '0');
  const bFrac = bf.padEnd(width, '0');
  return aFrac === bFrac ? 0 : aFrac < bFrac ? -1 : 1;
}

function applySide(levels: BookLevel[], changes: readonly BookLevel[], descending: boolean): BookLevel[] {
  const byRate = new Map(levels.map((level) => [level[0], level] as const));
  for (const change of changes) {
    if (ZERO.test(change[1])) byRate.delete(change[0]);
    else byRate.set(change[0], change);
  }
  const sorted = [...byRate.values()].sort((a, b) =>
    descending ? compareDecimal(b[0], a[0]) : compareDecimal(a[0], b[0]),
  );
  return sorted.slice(0, BOOK_DEPTH);
}

/**
 * The copy after one `orderbook:PAIR` event: a snapshot replaces it; a delta must carry seq + 1 and leave the
 * copy with the checksum it announces. Pure: the copy passed in is not changed.
 */
export function applyBookEvent(copy: BookCopy | null, event: BookEventView): BookApplied {
  let book: BookCopy;
  if (event.type === 'snapshot') {
    book = { pair: event.pair, seq: event.seq, bids: [...event.bids], asks: [...event.asks] };
  } else {
    if (!copy) return { ok: false, reason: 'no-snapshot' };
    if (event.seq <= copy.seq) return { ok: true, book: copy };
    if (event.seq !== copy.seq + 1) return { ok: false, reason: 'gap' };
    book = {
      pair: copy.pair,
      seq: event.seq,
      bids: applySide(copy.bids, event.bids, true),
      asks: applySide(copy.asks, event.asks, false),
    };
  }
  if (bookChecksum(book.bids, book.asks) !== event.checksum) return { ok: false, reason: 'checksum' };
  return { ok: true, book };
}
