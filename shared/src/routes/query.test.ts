import { describe, expect, it } from 'vitest';
import { parseQuery, pathOf, withQuery } from './query.ts';

describe('§2 route name ignores the query string: reading and writing queries', () => {
  it.each([
    ['/in/home?type=login', '/in/home'],
    ['/in/home#top', '/in/home'],
    ['/in/profile/form?id=1#x', '/in/profile/form'],
    ['/in/wallet', '/in/wallet'],
  ])('pathOf(%s) is %s', (location, path) => {
    expect(pathOf(location)).toBe(path);
  });

  it.each([
    ['?type=login', 'type', 'login'],
    ['type=sign-up', 'type', 'sign-up'],
    ['/in/home?type=reset&mobile_number=9876543210', 'mobile_number', '9876543210'],
    ['?type=login&type=reset', 'type', 'login'],
    ['?name=a+b%20c', 'name', 'a b c'],
    ['?bad=%E0%A4', 'bad', '\uFFFD'], // a broken escape reads as browsers read it, never throws
    ['?flag', 'flag', ''],
    ['?a=1#type=reset', 'type', undefined],
  ])('parseQuery(%s).get(%s) is %s', (search, key, value) => {
    expect(parseQuery(search).get(key)).toBe(value);
  });

  it.each([
    [[['type', 'login']], '/in/home?type=login'],
    [
      [
        ['type', 'login'],
        ['mobile_number', null],
      ],
      '/in/home?type=login',
    ],
    [[], '/in/home'],
    [[['coin', 'a&b=c']], '/in/home?coin=a%26b%3Dc'],
    [[['amount', 1.5]], '/in/home?amount=1.5'],
  ] as const)('withQuery(/in/home, %j) is %s', (params, path) => {
    expect(withQuery('/in/home', params)).toBe(path);
  });
});
