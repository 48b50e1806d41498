import { describe, expect, it } from 'vitest';
import { pageTheme, parseThemeCookie, THEME_COOKIE, themeCookie } from './theme.ts';

describe('§2 theme: light everywhere, dark only on exchange pages (dark by default there)', () => {
  it('light when nothing is stored, except on the exchange, which is dark until light is chosen', () => {
    expect(pageTheme('/in/home', null)).toBe('light');
    expect(pageTheme('/in/exchange/inr/btc', null)).toBe('dark');
    expect(pageTheme('/in/exchange/inr/btc', 'light')).toBe('light');
  });

  it('the stored dark choice applies on an exchange page', () => {
    expect(pageTheme('/in/exchange/inr/btc', 'dark')).toBe('dark');
    expect(pageTheme('/in/exchange/inr/eth?x=1', 'dark')).toBe('dark');
  });

  it('leaving an exchange route resets to light, whatever is stored', () => {
    for (const path of [
      '/in/home',
      '/in/wallet',
      '/in/bitcoin',
      '/in/info/feature-sbp/intro/',
      '/xx/exchange',
    ]) {
      expect(pageTheme(path, 'dark')).toBe('light');
    }
  });
});

describe('§3 theme cookie', () => {
  it('is named theme', () => {
    expect(THEME_COOKIE).toBe('theme');
  });

  it('reads the choice among other cookies, and nothing from a stray value', () => {
    expect(parseThemeCookie('a=1; theme=dark; b=2')).toBe('dark');
    expect(parseThemeCookie('theme=light')).toBe('light');
    expect(parseThemeCookie('theme=purple')).toBeNull();
    expect(parseThemeCookie('mytheme=dark')).toBeNull();
    expect(parseThemeCookie('')).toBeNull();
  });

  it('is written for the whole site, lasting, readable by the client (no httpOnly), secure on https', () => {
    expect(themeCookie('dark', false)).toBe('theme=dark; path=/; max-age=31536000; samesite=lax');
    expect(themeCookie('light', true)).toContain('; secure');
    expect(themeCookie('dark', true)).not.toMatch(/httponly/i);
  });
});
