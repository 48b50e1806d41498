// The shell's settings for the Content-Security-Policy: zod, which the shell no longer loads, still compiles no
// parser with new Function once a later chunk loads it.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('zod under the Content-Security-Policy', () => {
  it('takes jitless from the shell, which loads no zod itself', async () => {
    vi.stubGlobal('document', { querySelector: () => null });
    await import('./contentSecurityPolicy.ts');
    const { config } = await import('zod/mini');
    expect(config().jitless).toBe(true);
  });
});
