import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, languageFor } from './language.ts';

describe('§2 interface locale comes from the route locale', () => {
  it("India's /in routes read English for India", () => {
    expect(languageFor('/in/home')).toBe('en-IN');
    expect(languageFor('/in/exchange/inr/btc?x=1')).toBe('en-IN');
    expect(DEFAULT_LANGUAGE).toBe('en-IN');
  });

  it("'ua' maps to 'uk'", () => {
    expect(languageFor('/ua/home')).toBe('uk');
  });

  it('a route locale Sikka has no language for, or none at all, reads the default', () => {
    expect(languageFor('/xx/home')).toBe('en-IN');
    expect(languageFor('/')).toBe('en-IN');
  });
});
