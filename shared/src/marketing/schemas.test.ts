import { describe, expect, it } from 'vitest';
import { campaignContentSchema, campaignSlugOf, DEFAULT_CAMPAIGN } from './schemas.ts';

describe('a campaign page path and its slug', () => {
  it.each([
    ['/in/marketing', 'default'],
    ['/in/marketing/', 'default'],
    ['/in/marketing/diwali-2026', 'diwali-2026'],
    ['/in/marketing/diwali-2026/', 'diwali-2026'],
    ['/in/marketing/Diwali', null],
    ['/in/marketing/-x', null],
    ['/in/marketing/a/b', null],
  ])('%s → %s', (path, slug) => {
    expect(campaignSlugOf(path)).toBe(slug);
  });
});

describe('campaign content an operator sets', () => {
  it('accepts the built-in campaign', () => {
    expect(campaignContentSchema.parse(DEFAULT_CAMPAIGN)).toEqual(DEFAULT_CAMPAIGN);
  });

  it.each([
    ['a call to action off the site', { cta: { label: 'Go', path: 'https://evil.example/' } }],
    ['a protocol-relative path', { cta: { label: 'Go', path: '//evil.example' } }],
    ['four points', { points: Array(4).fill({ title: 'a', text: 'b' }) }],
    ['an empty title', { title: '' }],
    ['an unknown field', { script: '<b>' }],
  ])('refuses %s', (_what, change) => {
    expect(campaignContentSchema.safeParse({ ...DEFAULT_CAMPAIGN, ...change }).success).toBe(false);
  });
});
