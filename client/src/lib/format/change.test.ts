import { describe, expect, it } from 'vitest';
import { changeView } from './change.ts';

describe('§3 24-hour change with its sign and up/down colour (docs/interface.md)', () => {
  it.each([
    ['1.25', '+1.25%', 'up'],
    ['-0.40', '\u22120.40%', 'down'],
    ['0.00', '0.00%', 'flat'],
    ['-0.00', '0.00%', 'flat'],
    ['12', '+12%', 'up'],
  ])('%s reads %s (%s)', (change, text, direction) => {
    expect(changeView(change)).toEqual({ text, direction });
  });
});
