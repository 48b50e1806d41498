import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileRegexRule,
  REGEX_RULE_MAX_PATTERN_LENGTH,
  type RegexRejection,
  RULE_MAX_INPUT_LENGTH,
} from './regexRule.ts';

describe('§5 a server-supplied rule of the form regex:/pattern/flags', () => {
  it.each([
    ['regex:/^[A-Z]{3}$/i', ['ABC', 'abc', 'xYz'], ['AB', 'ABCD', 'AB1', '']],
    ['regex:/^[0-9]{6}$/', ['560001', '000000'], ['56000', '5600011', 'abcdef']],
    ['regex:/^[A-Z]{4}0[A-Z0-9]{6}$/', ['SBIN0001234', 'HDFC0ABC123'], ['SBIN1001234', 'sbin0001234']],
    [
      'regex:/^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$/',
      ['a@b.in', 'x.y+z@mail.co'],
      ['a@b', '@b.in'],
    ],
    [
      'regex:/^(?=.*[A-Z])(?=.*[!@%&*]).{8,15}$/',
      ['Demo@1234', 'ABCDEFG!'],
      ['demo@1234', 'Demo1234', 'D@1'],
    ],
    ['regex:/^(foo|bar)?$/', ['foo', 'bar', ''], ['foobar', 'baz']],
    ['regex:/^(?<pin>[0-9]{6})$/', ['110001'], ['11000']],
    ['regex:/^\\p{L}+$/u', ['Ārya', 'Ωmega'], ['a1', 'a b']],
    ['regex:/a/b/', ['xa/by'], ['ab']],
    ['regex:/^x$/m', ['x', 'y\nx'], ['xy']],
  ])('%s compiles and tests values', (rule, valid, invalid) => {
    const compiled = compileRegexRule(rule);
    if (!compiled.ok) throw new Error(`${rule} was refused: ${compiled.message}`);
    for (const value of valid) expect(compiled.regex.test(value), value).toBe(true);
    for (const value of invalid) expect(compiled.regex.test(value), value).toBe(false);
  });

  it('§5 regex:/x/g is accepted but its test() does not carry lastIndex from one value to the next', () => {
    const compiled = compileRegexRule('regex:/^\\d+$/g');
    if (!compiled.ok) throw new Error(compiled.message);
    expect(compiled.regex.global).toBe(false);
    expect([1, 2, 3].map(() => compiled.regex.test('123'))).toEqual([true, true, true]);
  });

  it.each<[string, RegexRejection]>([
    ['regex:/[/', 'malformed'],
    ['regex:/(/', 'malformed'],
    ['regex:/a{2,1}/', 'malformed'],
    ['regex:/', 'malformed'],
    ['regex:', 'malformed'],
    ['regex:abc', 'malformed'],
    ['regex:/abc', 'malformed'],
    ['regex:/a/ii', 'malformed'],
    ['regex:/\\p{Foo}/u', 'malformed'],
    ['regex://', 'empty-pattern'],
    ['regex://i', 'empty-pattern'],
    ['regex:/x/z', 'unknown-flag'],
    ['regex:/x/x', 'unknown-flag'],
    ['regex:/x/U', 'unknown-flag'],
    ['regex:/x/y', 'unsupported-flag'],
    ['regex:/[a&&b]/v', 'unsupported-flag'],
    [`regex:/${'a'.repeat(REGEX_RULE_MAX_PATTERN_LENGTH + 1)}/`, 'pattern-too-long'],
    ['regex:/(a)\\1/', 'backreference'],
    ['regex:/(?<n>a)\\k<n>/', 'backreference'],
    ['regex:/(?<=a)b/', 'lookbehind'],
    ['regex:/(?<!a)b/', 'lookbehind'],
    ['regex:/(a+)+$/', 'catastrophic-backtracking'],
    ['regex:/(a*)*b/', 'catastrophic-backtracking'],
    ['regex:/^(\\w+\\s?)*$/', 'catastrophic-backtracking'],
    ['regex:/([a-z]{1,5}){1,5}$/', 'catastrophic-backtracking'],
    ['regex:/(a|a)*$/', 'too-costly'],
    ['regex:/(a|aa)+$/', 'too-costly'],
    ['regex:/^(?:foo|bar)+$/', 'too-costly'],
    ['regex:/\\d+\\d+\\d+\\d+x/', 'too-costly'],
    ['regex:/^a*a*a*a*b$/', 'too-costly'],
  ])('§5 %s is refused as %s', (rule, reason) => {
    const compiled = compileRegexRule(rule);
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) {
      expect(compiled.reason).toBe(reason);
      expect(compiled.message).not.toBe('');
    }
  });

  it('§5 a pattern exactly at the length limit is read', () => {
    expect(compileRegexRule(`regex:/${'a'.repeat(REGEX_RULE_MAX_PATTERN_LENGTH)}/`).ok).toBe(true);
  });

  // The patterns the cost estimate lets through nearest its limit, against the inputs that hurt them most.
  it.each([
    ['regex:/^\\d+\\d+\\d+x/', '1'.repeat(RULE_MAX_INPUT_LENGTH)],
    ['regex:/\\d+\\d+x/', '1'.repeat(RULE_MAX_INPUT_LENGTH)],
    ['regex:/^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$/', `a@${'a.'.repeat(127)}`],
    ['regex:/^(?=.*[A-Z])(?=.*[!@%&*]).{8,15}$/', 'a'.repeat(RULE_MAX_INPUT_LENGTH)],
    ['regex:/[a-z]{1,50}[a-z]{1,50}b/', 'a'.repeat(RULE_MAX_INPUT_LENGTH)],
  ])('§5 accepted %s answers quickly on adversarial input of the capped length', (rule, input) => {
    const compiled = compileRegexRule(rule);
    if (!compiled.ok) throw new Error(`${rule} was refused: ${compiled.message}`);
    const started = Date.now();
    compiled.regex.test(input);
    expect(Date.now() - started).toBeLessThan(250);
  });

  it('§5 compileRegexRule never throws, whatever follows regex:/', () => {
    const regexish = fc.string({
      unit: fc.constantFrom(...'()[]{}|\\/*+?^$.,:=!<>-0123456789akpuAzgimsyvd'),
      maxLength: 40,
    });
    fc.assert(
      fc.property(regexish, regexish, (pattern, flags) => {
        const compiled = compileRegexRule(`regex:/${pattern}/${flags}`);
        if (compiled.ok) {
          const started = Date.now();
          compiled.regex.test('a1('.repeat(RULE_MAX_INPUT_LENGTH / 3));
          expect(Date.now() - started).toBeLessThan(250);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
