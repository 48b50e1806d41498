import { describe, expect, it } from 'vitest';
import {
  applyBookEvent,
  BOOK_DEPTH,
  type BookLevel,
  type BookSnapshot,
  bookChecksum,
  bookChecksumText,
} from './orderBook.ts';

// Reference values from zlib's crc32 (Python: zlib.crc32(text.encode())), not from the code under test.
describe('orderbook:PAIR checksum: CRC32 of the top 10 levels per side, OKX layout', () => {
  it.each([
    [
      [
        ['100.00', '1.5'],
        ['99.00', '2'],
      ],
      [['101.00', '3']],
      '100.00:1.5:101.00:3:99.00:2',
      3158795350,
    ],
    [[], [], '', 0],
    [
      [['9000000.00', '0.50000000']],
      [['9000100.00', '0.25000000']],
      '9000000.00:0.50000000:9000100.00:0.25000000',
      3498140146,
    ],
  ] as Array<[BookLevel[], BookLevel[], string, number]>)('%j / %j', (bids, asks, text, crc) => {
    expect(bookChecksumText(bids, asks)).toBe(text);
    expect(bookChecksum(bids, asks)).toBe(crc);
  });

  it('covers only the top 10 of each side', () => {
    const levels = (from: number, step: number): BookLevel[] =>
      Array.from({ length: 12 }, (_, i) => [`${from + i * step}.00`, '1']);
    const bids = levels(100, -1);
    const asks = levels(200, 1);
    expect(bookChecksum(bids, asks)).toBe(bookChecksum(bids.slice(0, 10), asks.slice(0, 10)));
    expect(bookChecksumText(bids, asks).split(':')).toHaveLength(40);
  });
});

function snapshot(seq: number, bids: BookLevel[], asks: BookLevel[]): BookSnapshot {
  return { type: 'snapshot', pair: 'BTC-INR', seq, bids, asks, checksum: bookChecksum(bids, asks) };
}

describe('applyBookEvent: a consumer keeps its copy with snapshot then deltas', () => {
  const base = snapshot(
    7,
    [
      ['100.00', '1'],
      ['99.00', '2'],
    ],
    [['101.00', '3']],
  );

  it('applies a delta with seq + 1: changes, removals (zero volume) and new levels, in order', () => {
    const bids: BookLevel[] = [
      ['100.50', '4'],
      ['99.00', '2'],
    ];
    const asks: BookLevel[] = [['101.00', '1']];
    const copy = applyBookEvent(null, base);
    if (!copy.ok) throw new Error('snapshot refused');
    const next = applyBookEvent(copy.book, {
      type: 'delta',
      pair: 'BTC-INR',
      seq: 8,
      bids: [
        ['100.00', '0.00000000'],
        ['100.50', '4'],
      ],
      asks: [['101.00', '1']],
      checksum: bookChecksum(bids, asks),
    });
    expect(next).toEqual({ ok: true, book: { pair: 'BTC-INR', seq: 8, bids, asks } });
  });

  it('sorts rates by value, not as text (999.00 is below 1000.00)', () => {
    const copy = applyBookEvent(null, snapshot(1, [['999.00', '1']], []));
    if (!copy.ok) throw new Error('snapshot refused');
    const bids: BookLevel[] = [
      ['1000.00', '1'],
      ['999.00', '1'],
    ];
    const next = applyBookEvent(copy.book, {
      type: 'delta',
      pair: 'BTC-INR',
      seq: 2,
      bids: [['1000.00', '1']],
      asks: [],
      checksum: bookChecksum(bids, []),
    });
    expect(next.ok && next.book.bids).toEqual(bids);
  });

  it('asks for a snapshot on a gap, a wrong checksum, or a delta before any snapshot', () => {
    const copy = applyBookEvent(null, base);
    if (!copy.ok) throw new Error('snapshot refused');
    const delta = { type: 'delta' as const, pair: 'BTC-INR', bids: [], asks: [], checksum: base.checksum };
    expect(applyBookEvent(copy.book, { ...delta, seq: 9 })).toEqual({ ok: false, reason: 'gap' });
    expect(applyBookEvent(copy.book, { ...delta, seq: 8, checksum: 1 })).toEqual({
      ok: false,
      reason: 'checksum',
    });
    expect(applyBookEvent(null, { ...delta, seq: 8 })).toEqual({ ok: false, reason: 'no-snapshot' });
    expect(applyBookEvent(copy.book, { ...delta, seq: 7 })).toEqual(copy);
  });

  it(`keeps at most ${BOOK_DEPTH} levels per side`, () => {
    const many: BookLevel[] = Array.from({ length: BOOK_DEPTH + 5 }, (_, i) => [`${1000 - i}.00`, '1']);
    const copy = applyBookEvent(null, snapshot(1, [], []));
    if (!copy.ok) throw new Error('snapshot refused');
    const kept = many.slice(0, BOOK_DEPTH);
    const next = applyBookEvent(copy.book, {
      type: 'delta',
      pair: 'BTC-INR',
      seq: 2,
      bids: many,
      asks: [],
      checksum: bookChecksum(kept, []),
    });
    expect(next.ok && next.book.bids).toEqual(kept);
  });
});
