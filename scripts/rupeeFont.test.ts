// The committed ₹ font is what scripts/rupeeFont.ts makes from the installed Inter: a small WOFF2.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUPEE_FONT, rupeeFont } from './rupeeFont.ts';

describe('the ₹ font', () => {
  it('is the script’s output from the installed package (run `npx tsx scripts/rupeeFont.ts` after an update)', async () => {
    const made = await rupeeFont();
    expect(made.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(made.length).toBeLessThan(4_000);
    expect(Buffer.compare(readFileSync(RUPEE_FONT), made)).toBe(0);
  });
});
