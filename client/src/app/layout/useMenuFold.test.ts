// The header bar's fold: everything when it fits, else the foldable entries from the end, never the others.
import { describe, expect, it } from 'vitest';
import { entriesThatFit } from './useMenuFold.ts';

const entry = (width: number, foldable = true) => ({ width, foldable });

describe('entriesThatFit', () => {
  it.each([
    ['everything fits', [entry(100, false), entry(100), entry(100)], 304, [true, true, true]],
    ['one px short folds the last', [entry(100, false), entry(100), entry(100)], 303, [true, true, false]],
    [
      'folds from the end until the rest fits',
      [entry(100, false), entry(100), entry(50), entry(50)],
      202,
      [true, true, false, false],
    ],
    [
      'never folds a short-menu entry',
      [entry(100, false), entry(100, false), entry(100)],
      50,
      [true, true, false],
    ],
    [
      'skips a short-menu entry at the end',
      [entry(100), entry(100), entry(100, false)],
      210,
      [true, false, true],
    ],
    ['nothing to show in no room but the fixed', [entry(80), entry(80)], 0, [false, false]],
  ])('%s', (_, entries, available, shown) => {
    expect(entriesThatFit(entries, available, 2)).toEqual(shown);
  });
});
