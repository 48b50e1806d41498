// §2 banner carousel: user message banners with previous/next, wrapping round; the text hides for 150 ms
// (§9 banner text delay) while it changes.
import { TIMING } from '@sikka/shared/constants';

export const BANNER_TEXT_DELAY_MS = TIMING.bannerTextDelayMs;

/** The banner after a step of +1 (next) or -1 (previous) from `index` among `count`, wrapping round. */
export function stepBanner(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** An index kept inside the list when the list shrinks on a refresh. */
export function clampBanner(index: number, count: number): number {
  return count <= 0 ? 0 : Math.min(Math.max(index, 0), count - 1);
}
