// The one paged-list shape: page n's window, the total beside it, each row shaped for the wire.
import { describe, expect, it } from 'vitest';
import { emptyPage, pageOf } from './pages.ts';

/** A list of `count` rows numbered from 1, read as a repository reads one. */
function listOf(count: number) {
  const rows = Array.from({ length: count }, (_, index) => index + 1);
  const windows: [number, number][] = [];
  return {
    windows,
    read: {
      rows: async (limit: number, offset: number) => {
        windows.push([limit, offset]);
        return rows.slice(offset, offset + limit);
      },
      total: async () => rows.length,
    },
  };
}

describe('pageOf', () => {
  it.each([
    { page: 1, perPage: 4, count: 10, data: ['#1', '#2', '#3', '#4'], window: [4, 0] },
    { page: 3, perPage: 4, count: 10, data: ['#9', '#10'], window: [4, 8] },
    { page: 4, perPage: 4, count: 10, data: [], window: [4, 12] },
    { page: 2, perPage: 25, count: 30, data: ['#26', '#27', '#28', '#29', '#30'], window: [25, 25] },
  ])('page $page of $count in pages of $perPage', async ({ page, perPage, count, data, window }) => {
    const list = listOf(count);
    const answer = await pageOf(page, list.read, (row) => `#${row}`, perPage);
    expect(answer).toEqual({ data, current_page: page, per_page: perPage, total: count });
    expect(list.windows).toEqual([window]);
  });

  it("is §9's page size unless asked, and shapes each row alone (no index passed to the wire)", async () => {
    const answer = await pageOf(1, listOf(6).read, (...args: unknown[]) => args.length);
    expect(answer).toEqual({ data: [1, 1, 1, 1], current_page: 1, per_page: 4, total: 6 });
  });

  it('an empty list is an empty page in the same shape', () => {
    expect(emptyPage(2)).toEqual({ data: [], current_page: 2, per_page: 4, total: 0 });
  });
});
