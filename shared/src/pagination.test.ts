import { describe, expect, it } from 'vitest';
import { PAGINATION_LABELS, pageRange, paginationText } from './pagination.ts';

describe("§2 Pagination text: \"'1-4 of N', or in the long form 'From x to y of N' with Previous and Next\"", () => {
  it.each([
    [{ page: 1, total: 10 }, '1-4 of 10', 'From 1 to 4 of 10'],
    [{ page: 2, total: 10 }, '5-8 of 10', 'From 5 to 8 of 10'],
    [{ page: 3, total: 10 }, '9-10 of 10', 'From 9 to 10 of 10'],
    [{ page: 1, total: 3 }, '1-3 of 3', 'From 1 to 3 of 3'],
    [{ page: 1, total: 4 }, '1-4 of 4', 'From 1 to 4 of 4'],
    [{ page: 1, total: 0 }, '0-0 of 0', 'From 0 to 0 of 0'],
    [{ page: 9, total: 10 }, '9-10 of 10', 'From 9 to 10 of 10'],
    [{ page: 0, total: 10 }, '1-4 of 10', 'From 1 to 4 of 10'],
    [{ page: 2, pageSize: 10, total: 25 }, '11-20 of 25', 'From 11 to 20 of 25'],
    [{ page: 1, pageSize: 0, total: 2 }, '1-1 of 2', 'From 1 to 1 of 2'],
  ])('%j: %s / %s', (input, short, long) => {
    expect(paginationText(input, 'short')).toBe(short);
    expect(paginationText(input, 'long')).toBe(long);
  });

  it('the short form is the default', () => {
    expect(paginationText({ page: 1, total: 12 })).toBe('1-4 of 12');
  });

  it.each([
    [{ page: 1, total: 10 }, false, true],
    [{ page: 2, total: 10 }, true, true],
    [{ page: 3, total: 10 }, true, false],
    [{ page: 1, total: 4 }, false, false],
    [{ page: 1, total: 0 }, false, false],
    [{ page: 7, total: 10 }, true, false],
  ])('§2 Previous and Next for %j: previous %s, next %s', (input, hasPrevious, hasNext) => {
    expect(pageRange(input)).toMatchObject({ hasPrevious, hasNext });
  });

  it('§9 "Default page size 4"', () => {
    expect(pageRange({ page: 2, total: 100 })).toEqual({
      page: 2,
      pageCount: 25,
      from: 5,
      to: 8,
      total: 100,
      hasPrevious: true,
      hasNext: true,
    });
  });

  it('a page past the end shows the last page', () => {
    expect(pageRange({ page: 9, total: 10 })).toMatchObject({ page: 3, pageCount: 3 });
  });

  it('the buttons are named Previous and Next', () => {
    expect(PAGINATION_LABELS).toEqual({ previous: 'Previous', next: 'Next' });
  });
});
