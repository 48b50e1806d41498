import { API_KEY_MESSAGES } from '@sikka/shared/apiKeys/schemas';
import { describe, expect, it } from 'vitest';
import { API_KEY_FORM_DEFAULTS, allowlistOf, apiKeyFormSchema, scopesOf } from './apiKeyForm.ts';

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

describe('the new API key form before the code is sent (docs/api.md)', () => {
  const values = { ...API_KEY_FORM_DEFAULTS, label: ' Bot ', display_name: '  ' };

  it('passes the key as the create call takes it: trimmed, no blank display name, the allowlist split', () => {
    expect(
      apiKeyFormSchema.parse({ ...values, trade: true, ip_allowlist: '203.0.113.9, 2001:db8::1' }),
    ).toEqual({ label: 'Bot', scopes: ['read', 'trade'], ip_allowlist: ['203.0.113.9', '2001:db8::1'] });
  });

  it.each([
    ['no label', { label: ' ' }, ['label', API_KEY_MESSAGES.label]],
    ['a one-letter display name', { display_name: 'A' }, ['display_name', API_KEY_MESSAGES.displayName]],
    ['no scope, under the last box', { read: false }, ['trade', API_KEY_MESSAGES.scopes]],
    [
      'an address that is none',
      { ip_allowlist: '203.0.113.9 example' },
      ['ip_allowlist', API_KEY_MESSAGES.address],
    ],
  ] as const)('refuses %s under its input', (_name, change, [field, message]) => {
    const result = apiKeyFormSchema.safeParse({ ...values, ...change });
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});
