// The scratch cards' pictures the provider names (shared/src/rewards/texts.ts) are files the client ships.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CAMPAIGN_CARDS, REWARD_THEME_IMAGE } from '@sikka/shared/rewards/texts';
import { describe, expect, it } from 'vitest';

const publicDir = fileURLToPath(new URL('../../../../public', import.meta.url));
const images = [REWARD_THEME_IMAGE, ...Object.values(CAMPAIGN_CARDS).map((card) => card.image)];

describe('scratch-card pictures', () => {
  it.each(images)('%s is shipped under client/public', (image) => {
    expect(existsSync(`${publicDir}${image}`)).toBe(true);
  });
});
