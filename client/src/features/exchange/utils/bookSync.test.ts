// The browser's order book copy (orderbook:PAIR snapshot, then deltas with seq and a CRC32 checksum of the top 10
// levels): deltas continue it, a gap or a wrong checksum asks for a fresh snapshot by itself, and over streams that
// drop, duplicate and reorder frames the copy always converges on the provider's book and is never called live
// while it differs from it.
import {
  BOOK_DEPTH,
  type BookEvent,
  type BookLevel,
  type BookSnapshot,
  bookChecksum,
} from '@sikka/shared/exchange/orderBook';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '../../../lib/realtime/liveFeed.ts';
import { type BookSync, bookSyncStep, INITIAL_BOOK_SYNC } from './bookSync.ts';

const rate = (ticks: number) => `${ticks}.00`;
const volume = (lots: number) => `${Math.floor(lots / 10_000)}.${String(lots % 10_000).padStart(4, '0')}`;

/** The provider's side of the channel: a whole book, its seq, and the delta of each change to its top 50 levels. */
class SourceBook {
  readonly bids = new Map<number, number>();
  readonly asks = new Map<number, number>();
  seq = 100;
  /** The top-50 view at every seq, to check the copy against whatever seq it claims. */
  readonly views = new Map<number, { bids: BookLevel[]; asks: BookLevel[] }>();

  constructor() {
    this.views.set(this.seq, this.view());
  }

  view(): { bids: BookLevel[]; asks: BookLevel[] } {
    const side = (levels: Map<number, number>, descending: boolean): BookLevel[] =>
      [...levels.entries()]
        .sort(([a], [b]) => (descending ? b - a : a - b))
        .slice(0, BOOK_DEPTH)
        .map(([ticks, lots]) => [rate(ticks), volume(lots)]);
    return { bids: side(this.bids, true), asks: side(this.asks, false) };
  }

  snapshot(): BookSnapshot {
    const { bids, asks } = this.view();
    return {
      type: 'snapshot',
      pair: 'BTC-INR',
      seq: this.seq,
      bids,
      asks,
      checksum: bookChecksum(bids, asks),
    };
  }

  /** Sets a level (0 lots removes it); the delta of the view's change, or null when the view did not change. */
  set(side: 'bid' | 'ask', ticks: number, lots: number): BookEvent | null {
    const before = this.view();
    const levels = side === 'bid' ? this.bids : this.asks;
    if (lots === 0) levels.delete(ticks);
    else levels.set(ticks, lots);
    const after = this.view();
    const diff = (was: BookLevel[], now: BookLevel[]): BookLevel[] => {
      const old = new Map(was);
      const changed: BookLevel[] = now.filter(([r, v]) => old.get(r) !== v);
      const kept = new Set(now.map(([r]) => r));
      for (const [r] of was) if (!kept.has(r)) changed.push([r, '0.0000']);
      return changed;
    };
    const bids = diff(before.bids, after.bids);
    const asks = diff(before.asks, after.asks);
    if (bids.length === 0 && asks.length === 0) return null;
    this.seq += 1;
    this.views.set(this.seq, after);
    return {
      type: 'delta',
      pair: 'BTC-INR',
      seq: this.seq,
      bids,
      asks,
      checksum: bookChecksum(after.bids, after.asks),
    };
  }
}

const snapshotFrame = (data: BookSnapshot): FeedMessage<BookEvent> => ({ type: 'snapshot', seq: 0, data });
const deltaFrame = (data: BookEvent): FeedMessage<BookEvent> => ({ type: 'update', seq: 0, data });

describe('the book copy: snapshot, deltas, and a fresh snapshot on a gap or a wrong checksum', () => {
  function started() {
    const source = new SourceBook();
    source.set('bid', 99, 10_000);
    source.set('ask', 101, 20_000);
    const sync = bookSyncStep(INITIAL_BOOK_SYNC, snapshotFrame(source.snapshot()));
    return { source, sync };
  }

  it('is live from the snapshot, applies deltas in order and ignores a duplicate', () => {
    const { source, sync } = started();
    expect(sync.status).toBe('live');
    const delta = source.set('bid', 98, 5_000) as BookEvent;
    const after = bookSyncStep(sync, deltaFrame(delta));
    expect(after.book?.bids).toEqual([
      ['99.00', '1.0000'],
      ['98.00', '0.5000'],
    ]);
    expect(bookSyncStep(after, deltaFrame(delta))).toBe(after);
  });

  it('a skipped seq asks for a fresh snapshot and keeps the last good copy on screen', () => {
    const { source, sync } = started();
    source.set('bid', 98, 5_000);
    const next = source.set('bid', 97, 5_000) as BookEvent;
    const after = bookSyncStep(sync, deltaFrame(next));
    expect(after).toEqual({ status: 'resyncing', book: sync.book, resnapshots: 1 });
    const healed = bookSyncStep(after, snapshotFrame(source.snapshot()));
    expect(healed.status).toBe('live');
    expect(healed.book?.bids).toHaveLength(3);
  });

  it('a checksum that does not match the copy after the delta asks for a fresh snapshot', () => {
    const { source, sync } = started();
    const delta = source.set('ask', 102, 1_000) as BookEvent;
    const after = bookSyncStep(sync, deltaFrame({ ...delta, checksum: (delta.checksum + 1) >>> 0 }));
    expect(after.status).toBe('resyncing');
    expect(after.resnapshots).toBe(1);
  });

  it('shows reconnecting while the stream is down, and is live again from the next snapshot', () => {
    const { source, sync } = started();
    const down = bookSyncStep(sync, { type: 'interrupted' });
    expect(down.status).toBe('reconnecting');
    expect(down.book).toBe(sync.book);
    source.set('bid', 99, 0);
    expect(bookSyncStep(down, snapshotFrame(source.snapshot())).status).toBe('live');
  });

  it('applies no delta before a snapshot, and asks for one when a delta comes first', () => {
    const source = new SourceBook();
    const delta = source.set('bid', 99, 1) as BookEvent;
    expect(bookSyncStep(INITIAL_BOOK_SYNC, deltaFrame(delta))).toEqual({
      status: 'connecting',
      book: null,
      resnapshots: 1,
    });
  });
});

type Step =
  | { kind: 'change'; side: 'bid' | 'ask'; ticks: number; lots: number }
  | { kind: 'deliver' }
  | { kind: 'drop' }
  | { kind: 'duplicate' }
  | { kind: 'reorder' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('change' as const),
      side: fc.constantFrom('bid' as const, 'ask' as const),
      // 80 possible levels a side, so levels move in and out of the top 50 the channel carries.
      ticks: fc.integer({ min: 1, max: 80 }),
      lots: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
    }),
  },
  { weight: 6, arbitrary: fc.constant({ kind: 'deliver' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'drop' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'duplicate' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reorder' as const }) },
);

/** The feed between the BFF and the browser, with faults; a fresh snapshot replaces the old subscription's frames. */
class Harness {
  readonly source = new SourceBook();
  queue: Array<FeedMessage<BookEvent>> = [];
  sync: BookSync = INITIAL_BOOK_SYNC;
  snapshotsAsked = 0;

  constructor() {
    this.queue.push(snapshotFrame(this.source.snapshot()));
  }

  change(side: 'bid' | 'ask', ticks: number, lots: number): void {
    const ask = side === 'ask';
    const delta = this.source.set(side, ask ? ticks + 80 : ticks, lots);
    if (delta) this.queue.push(deltaFrame(delta));
  }

  deliver(): void {
    const frame = this.queue.shift();
    if (!frame) return;
    const before = this.sync.resnapshots;
    this.sync = bookSyncStep(this.sync, frame);
    this.check();
    if (this.sync.resnapshots > before) {
      // The hook re-subscribes: the old subscription's frames are gone, the new one starts with the book as it is.
      this.snapshotsAsked += 1;
      this.queue = [snapshotFrame(this.source.snapshot())];
    }
  }

  /** Whatever the copy shows is the provider's book at the seq it claims; live means nothing is known missing. */
  check(): void {
    const { book } = this.sync;
    if (!book) return;
    const view = this.source.views.get(book.seq);
    expect(view).toBeDefined();
    expect({ bids: book.bids, asks: book.asks }).toEqual(view);
  }

  apply(step: Step): void {
    switch (step.kind) {
      case 'change':
        this.change(step.side, step.ticks, step.lots);
        return;
      case 'deliver':
        this.deliver();
        return;
      case 'drop':
        this.queue.shift();
        return;
      case 'duplicate': {
        const first = this.queue[0];
        if (first) this.queue.unshift(first);
        return;
      }
      case 'reorder': {
        const [a, b] = this.queue;
        if (a && b) this.queue.splice(0, 2, b, a);
        return;
      }
    }
  }

  /** The faults stop; the next change reveals any loss, and everything in flight is delivered. */
  settle(): void {
    const best = [...this.source.bids.keys()].sort((x, y) => y - x)[0] ?? 1;
    this.change('bid', best, (this.source.bids.get(best) ?? 0) + 1);
    for (let guard = 0; this.queue.length > 0; guard++) {
      if (guard > 10_000) throw new Error('the feed did not settle');
      this.deliver();
    }
  }
}

describe('the book copy over a faulty feed (reliability scenario R7: drops, duplicates, reorders)', () => {
  it('1,000 generated streams: never shows a book the provider did not have at that seq, always converges', () => {
    let healed = 0;
    fc.assert(
      fc.property(fc.array(stepArbitrary, { minLength: 20, maxLength: 200 }), (steps) => {
        const harness = new Harness();
        for (const step of steps) harness.apply(step);
        harness.settle();
        expect(harness.sync.status).toBe('live');
        const { bids, asks } = harness.source.view();
        expect(harness.sync.book).toEqual({ pair: 'BTC-INR', seq: harness.source.seq, bids, asks });
        if (harness.snapshotsAsked > 0) healed += 1;
      }),
      { numRuns: 1_000 },
    );
    // The faults did bite: most runs needed a fresh snapshot on the way.
    expect(healed).toBeGreaterThan(500);
  });
});
