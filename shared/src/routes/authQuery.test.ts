import { describe, expect, it } from 'vitest';
import { AUTH_TYPES, afterAuthPath, authPagePath, parseAuthQuery } from './authQuery.ts';

describe('§2 /in/home auth page: "query `type` = login, sign-up or reset, and optional `mobile_number`"', () => {
  it('the three auth types', () => {
    expect(AUTH_TYPES).toEqual(['login', 'sign-up', 'reset']);
  });

  it.each([
    ['?type=login', { type: 'login', mobileNumber: null }],
    ['?type=sign-up', { type: 'sign-up', mobileNumber: null }],
    ['?type=reset', { type: 'reset', mobileNumber: null }],
    ['?type=login&mobile_number=9876543210', { type: 'login', mobileNumber: '9876543210' }],
    ['/in/home?type=sign-up&mobile_number=9876543210', { type: 'sign-up', mobileNumber: '9876543210' }],
    ['?type=LOGIN', { type: null, mobileNumber: null }],
    ['?type=register', { type: null, mobileNumber: null }],
    ['', { type: null, mobileNumber: null }],
    ['?type=login&mobile_number=98765', { type: 'login', mobileNumber: null }],
    ['?type=login&mobile_number=98765abcde', { type: 'login', mobileNumber: null }],
    ['?mobile_number=%209876543210', { type: null, mobileNumber: '9876543210' }],
  ])('parseAuthQuery(%s) is %j', (search, query) => {
    expect(parseAuthQuery(search)).toEqual(query);
  });

  it.each([
    ['login', undefined, '/in/home?type=login'],
    ['sign-up', undefined, '/in/home?type=sign-up'],
    ['reset', null, '/in/home?type=reset'],
    ['login', '9876543210', '/in/home?type=login&mobile_number=9876543210'],
  ] as const)('authPagePath(%s, %s) is %s', (type, mobile, path) => {
    expect(authPagePath(type, mobile)).toBe(path);
  });

  it('"After successful auth the query is removed and the URL becomes /in/home"', () => {
    expect(afterAuthPath()).toBe('/in/home');
  });
});
