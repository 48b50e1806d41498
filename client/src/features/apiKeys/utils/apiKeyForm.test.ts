import { describe, expect, it } from 'vitest';
import { allowlistOf, scopesOf } from './apiKeyForm.ts';

describe('the new API key form (docs/api.md)', () => {
  it.each([
    ['', []],
    ['203.0.113.9', ['203.0.113.9']],
    ['203.0.113.9, 2001:db8::1', ['203.0.113.9', '2001:db8::1']],
    ['203.0.113.9\n198.51.100.1  203.0.113.9', ['203.0.113.9', '198.51.100.1']],
  ])('the allowlist %j is %j', (text, list) => {
    expect(allowlistOf(text)).toEqual(list);
  });

  it('takes the scopes ticked, in their order', () => {
    expect(scopesOf({ read: true, trade: true })).toEqual(['read', 'trade']);
    expect(scopesOf({ read: false, trade: true })).toEqual(['trade']);
    expect(scopesOf({ read: false, trade: false })).toEqual([]);
  });
});
