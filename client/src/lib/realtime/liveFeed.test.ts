import { describe, expect, it } from 'vitest';
import { applyFrame, initialFeed, socketLost } from './liveFeed.ts';

describe('§4 realtime stream as the page sees it: live, reconnecting, live again', () => {
  it('connecting until the snapshot, then live with its data', () => {
    const feed = applyFrame(initialFeed<string>(), { type: 'snapshot', seq: 4, data: 'a' }, 1_000);
    expect(feed).toEqual({ status: 'live', data: 'a', seq: 4, updatedAt: 1_000, refusal: null });
  });

  it('every update carries the whole state and replaces the data', () => {
    let feed = applyFrame(initialFeed<string>(), { type: 'snapshot', seq: 1, data: 'a' }, 1);
    feed = applyFrame(feed, { type: 'update', seq: 2, data: 'b' }, 2);
    expect(feed.data).toBe('b');
    expect(feed.seq).toBe(2);
  });

  it("'interrupted' keeps the last data on screen, marked reconnecting; the next snapshot is live again", () => {
    let feed = applyFrame(initialFeed<string>(), { type: 'snapshot', seq: 1, data: 'a' }, 1);
    feed = applyFrame(feed, { type: 'interrupted' }, 2);
    expect(feed).toMatchObject({ status: 'reconnecting', data: 'a' });
    expect(applyFrame(feed, { type: 'interrupted' }, 3)).toBe(feed);
    feed = applyFrame(feed, { type: 'snapshot', seq: 1, data: 'c' }, 4);
    expect(feed).toMatchObject({ status: 'live', data: 'c' });
  });

  it('a refusal says so with its message', () => {
    const feed = applyFrame(initialFeed<string>(), { type: 'refused', message: 'no' }, 1);
    expect(feed).toMatchObject({ status: 'refused', refusal: 'no' });
  });

  it('our own socket dropping turns live into reconnecting, and leaves other states alone', () => {
    const live = applyFrame(initialFeed<string>(), { type: 'update', seq: 1, data: 'a' }, 1);
    expect(socketLost(live).status).toBe('reconnecting');
    const connecting = initialFeed<string>();
    expect(socketLost(connecting)).toBe(connecting);
  });
});
