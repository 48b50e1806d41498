import { describe, expect, it } from 'vitest';
import { ladderRungs } from './ladder.ts';

describe('LADDER rungs: rates evenly spaced on ticks, quantity even or weighted 1…N toward the end rate', () => {
  it.each([
    // first, end, N, lots, weighted → [ticks, lots] per rung
    [
      90_000,
      89_000,
      4,
      10,
      false,
      [
        [90_000, 3],
        [89_667, 3],
        [89_334, 2],
        [89_000, 2],
      ],
    ],
    [
      90_000,
      89_000,
      4,
      10,
      true,
      [
        [90_000, 1],
        [89_667, 2],
        [89_334, 3],
        [89_000, 4],
      ],
    ],
    [
      100,
      110,
      3,
      7,
      false,
      [
        [100, 3],
        [105, 2],
        [110, 2],
      ],
    ],
    [
      100,
      110,
      3,
      7,
      true,
      [
        [100, 1],
        [105, 2],
        [110, 4],
      ],
    ],
    [
      100,
      101,
      2,
      2,
      false,
      [
        [100, 1],
        [101, 1],
      ],
    ],
  ] as const)('%i → %i in %i rungs of %i lots (weighted %s)', (first, end, count, lots, weighted, rungs) => {
    const made = ladderRungs(first, end, count, lots, weighted);
    expect(made.map((rung) => [rung.ticks, rung.lots])).toEqual(rungs);
    expect(made.reduce((sum, rung) => sum + rung.lots, 0)).toBe(lots);
  });
});
