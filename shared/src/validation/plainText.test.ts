import { describe, expect, it } from 'vitest';
import { isPlainText, PLAIN_TEXT_MESSAGE, plainText, unstorableField } from './plainText.ts';

describe('§5/§8 free-text fields take plain text only', () => {
  it.each([
    ['an address line', '12, MG Road, Bengaluru'],
    ['Devanagari', 'मुंबई'],
    ['a Tamil name with a zero-width joiner', 'க்‌ஷ'],
    ['an emoji (a surrogate pair)', 'Home 🏠'],
    ['punctuation', "O'Brien & Sons — No. 5/B"],
    ['empty', ''],
  ])('accepts %s', (_what, value) => {
    expect(isPlainText(value)).toBe(true);
  });

  it.each([
    ['a NUL byte', 'Flat 1\u0000'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[31mred'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['a line break in a one-line field', 'line one\nline two'],
    ['a tab in a one-line field', 'a\tb'],
    ['a right-to-left override', 'invoice\u202Egpj.exe'],
    ['a directional isolate', '\u2066abc\u2069'],
    ['a lone high surrogate', 'abc\uD83D'],
    ['a lone low surrogate', '\uDE00abc'],
    ['two high surrogates', '\uD83D\uD83D'],
  ])('refuses %s', (_what, value) => {
    expect(isPlainText(value)).toBe(false);
  });

  it('a multi-line field keeps tabs and line breaks, and still refuses NUL and broken Unicode', () => {
    expect(isPlainText('line one\r\nline two\tend', { multiline: true })).toBe(true);
    expect(isPlainText('line one\n\u0000', { multiline: true })).toBe(false);
    expect(isPlainText('line one\n\uD800', { multiline: true })).toBe(false);
  });

  it('the schema refuses with the one field message', () => {
    const result = plainText().safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PLAIN_TEXT_MESSAGE);
    expect(plainText().parse('Pune')).toBe('Pune');
  });
});

describe('unstorableField: where a body holds what PostgreSQL cannot store', () => {
  it.each([
    [{ line1: 'ok', line2: 'bad\u0000' }, 'line2'],
    [{ nominee: { address: ['x', 'y\uD800'] } }, 'nominee'],
    ['\u0000', 'body'],
    [{ 'key\u0000': 'x' }, 'body'],
    [{ line1: 'ok', n: 5, list: [null, true] }, null],
    [{ emoji: '🏠' }, null],
    [null, null],
  ])('%j → %j', (value, field) => {
    expect(unstorableField(value)).toBe(field);
  });
});
