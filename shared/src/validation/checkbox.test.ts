import { describe, expect, it } from 'vitest';
import { collapseCheckboxText, isCollapsible } from './checkbox.ts';

const t = (length: number) => 'x'.repeat(length);

describe('§5 Long checkbox text is collapsed above 100 characters with a Read More control', () => {
  it.each([
    ['', { collapsed: false, shown: '' }],
    ['I agree to the Terms of Use', { collapsed: false, shown: 'I agree to the Terms of Use' }],
    [t(99), { collapsed: false, shown: t(99) }],
    [t(100), { collapsed: false, shown: t(100) }],
    [t(101), { collapsed: true, shown: t(100) }],
    [t(500), { collapsed: true, shown: t(100) }],
    [`${t(99)}😀😀`, { collapsed: true, shown: `${t(99)}😀` }],
    ['😀'.repeat(100), { collapsed: false, shown: '😀'.repeat(100) }],
  ])('collapseCheckboxText(%j)', (text, expected) => {
    expect(collapseCheckboxText(text)).toEqual(expected);
    expect(isCollapsible(text)).toBe(expected.collapsed);
  });

  it.each([t(101), t(500)])('after Read More the whole text of %j is shown', (text) => {
    expect(collapseCheckboxText(text, { expanded: true })).toEqual({ collapsed: false, shown: text });
    expect(isCollapsible(text)).toBe(true);
  });
});
