import { describe, expect, it } from 'vitest';
import { BANNER_TEXT_DELAY_MS, clampBanner, stepBanner } from './carousel.ts';

describe('§2 banner carousel with previous/next', () => {
  it('next moves forward and wraps from the last to the first', () => {
    expect(stepBanner(0, 3, 1)).toBe(1);
    expect(stepBanner(2, 3, 1)).toBe(0);
  });

  it('previous moves back and wraps from the first to the last', () => {
    expect(stepBanner(1, 3, -1)).toBe(0);
    expect(stepBanner(0, 3, -1)).toBe(2);
  });

  it('one banner stays put; none is index 0', () => {
    expect(stepBanner(0, 1, 1)).toBe(0);
    expect(stepBanner(0, 1, -1)).toBe(0);
    expect(stepBanner(4, 0, 1)).toBe(0);
  });

  it('a refresh that shortens the list keeps the index inside it', () => {
    expect(clampBanner(4, 2)).toBe(1);
    expect(clampBanner(1, 2)).toBe(1);
    expect(clampBanner(3, 0)).toBe(0);
  });

  it('§9 banner text delay 150 ms', () => {
    expect(BANNER_TEXT_DELAY_MS).toBe(150);
  });
});
