import { describe, expect, it } from 'vitest';
import {
  interfaceLocale,
  isKnownLocale,
  localePath,
  pathSegments,
  routeLocale,
  routeName,
} from './locale.ts';

describe('§2 "The route name is the second path segment, ignoring the query string"', () => {
  it.each([
    ['/in/home', 'home'],
    ['/in/home?type=login', 'home'],
    ['/in/exchange/inr/btc', 'exchange'],
    ['/in/wallet/deposit', 'wallet'],
    ['/in/about/who-we-are/', 'about'],
    ['/in/vendor-order?id=12', 'vendor-order'],
    ['/in', null],
    ['/', null],
  ])('routeName(%s) is %s', (path, name) => {
    expect(routeName(path)).toBe(name);
  });

  it.each([
    ['/in//home/', ['in', 'home']],
    ['/', []],
    ['', []],
  ])('pathSegments(%s) is %j', (path, segments) => {
    expect(pathSegments(path)).toEqual(segments);
  });
});

describe('§2 "If the first segment is not `in`, the page-not-found screen appears"', () => {
  it.each([
    ['/in/home', true, 'in'],
    ['/in', true, 'in'],
    ['/ua/home', false, 'ua'],
    ['/en/exchange/inr/btc', false, 'en'],
    ['/IN/home', false, 'IN'],
    ['/home', false, 'home'],
    ['/', false, null],
  ])('isKnownLocale(%s) is %s', (path, known, locale) => {
    expect(isKnownLocale(path)).toBe(known);
    expect(routeLocale(path)).toBe(locale);
  });

  it('§2 "All routes live under a language/region first segment, for India /in"', () => {
    expect(localePath('home')).toBe('/in/home');
    expect(localePath('/wallet')).toBe('/in/wallet');
  });
});

describe("§2 Layout: \"Interface locale comes from the route locale; 'ua' maps to 'uk'\"", () => {
  it.each([
    ['ua', 'uk'],
    ['in', 'in'],
    ['en', 'en'],
  ])('interfaceLocale(%s) is %s', (route, ui) => {
    expect(interfaceLocale(route)).toBe(ui);
  });
});
