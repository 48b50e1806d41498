import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../lib/pageHead.ts';
import { canonicalPath } from './routeMeta.ts';

describe('§2 canonical link from page props', () => {
  it('is the path without query or hash, one trailing slash removed (§2 writes some links with one)', () => {
    expect(canonicalPath('/in/about/who-we-are/')).toBe('/in/about/who-we-are');
    expect(canonicalPath('/in/profile/form?id=1&type=withdraw')).toBe('/in/profile/form');
    expect(canonicalPath('/in/home#top')).toBe('/in/home');
    expect(canonicalPath('/')).toBe('/');
  });

  it("points at Sikka's public origin; an absolute address stays as it is", () => {
    expect(canonicalUrl('/in/wallet')).toBe('https://sikka.in/in/wallet');
    expect(canonicalUrl('https://blog.sikka.in/x')).toBe('https://blog.sikka.in/x');
  });
});
