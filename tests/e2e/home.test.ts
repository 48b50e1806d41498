// Journey: a visitor opens the platform in a real Chromium against the real provider and BFF.

import { describe, expect, it } from 'vitest';
import { journeyForFile } from '../support/journey.ts';

const journey = journeyForFile({ name: 'home' });

describe('the platform in a browser', () => {
  it('serves /in/home with the Sikka page and the default title', async () => {
    const page = await journey.openPage('home');
    await page.goto('/in/home');
    await expect.poll(() => page.getByRole('heading', { name: 'Sikka' }).count()).toBe(1);
    expect(await page.title()).toContain('a crypto investment app trusted by millions');
  });
});
