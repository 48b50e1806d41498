// A LADDER's children: rates evenly spaced on ticks between its two rates, volume split even or weighted 1…N.
import { describe, expect, it } from 'vitest';
import { ladderSizes, ladderTicks } from './ladder.ts';
import type { PlaceCommand } from './order.ts';

describe('LADDER: one parent, N limit children between two rates', () => {
  it('spaces rates evenly on ticks and splits the volume even or weighted 1…N', () => {
    const command = { ticks: 90_000, ladderEndTicks: 89_000, ladderCount: 4, lots: 10 } as PlaceCommand;
    expect([0, 1, 2, 3].map((i) => ladderTicks(command, i))).toEqual([90_000, 89_667, 89_334, 89_000]);
    expect(ladderSizes({ ...command, ladderWeighted: false })).toEqual([3, 3, 2, 2]);
    expect(ladderSizes({ ...command, ladderWeighted: true })).toEqual([1, 2, 3, 4]);
  });
});
