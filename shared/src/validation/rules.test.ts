import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_MAX_INPUT_LENGTH } from './regexRule.ts';
import {
  EMAIL_PATTERN,
  INPUT_TOO_LONG_MESSAGE,
  parseRule,
  REGEX_RULE_MESSAGE,
  RULE_NAMES,
  RULES,
  type RuleName,
  rulesSchema,
  validate,
} from './rules.ts';

const TABLE: Array<[RuleName, string[], string[]]> = [
  ['required', ['a', ' a '], ['', '   ', '\t']],
  ['noWhitespace', ['abc', 'a@b.in', ''], ['a b', ' a', 'a\n', 'a\tb']],
  [
    'email',
    ['user@example.com', 'first.last+tag@mail.co.in', "o'neil@x-y.org", ''],
    ['user', 'user@', '@x.in', 'user@localhost', 'a b@x.in', 'user@x..in', 'user@-x.in'],
  ],
  ['phone', ['9999999999', '98765', '0', ''], ['99999999999', '99999-9999', 'abc', '+919999999999']],
  ['decimal', ['1', '0.5', '123456.78', ''], ['1.', '.5', '-1', '1e5', '1,000', 'abc', '1.2.3']],
  ['integer', ['0', '42', '007', ''], ['1.5', '-1', '1e3', 'a', ' 1']],
  ['alphanumeric', ['abc123', 'ABC', '42', ''], ['abc-123', 'a b', 'a_b', 'é']],
  ['alphanumericHyphen', ['abc-123', 'ABC', '-', ''], ['a b', 'a_b', 'a.b']],
  ['lettersWithSpaces', ['Ravi Kumar', 'Ravi', ' Ravi ', ''], ['Ravi2', '   ', 'R.K. Singh', 'Ravi-Kumar']],
  ['letters', ['Ravi', 'abc', ''], ['Ravi Kumar', 'Ravi1', 'é']],
];

describe('§5 Generic rules: no whitespace; e-mail pattern; digits only up to 10 (phone); decimal; integer; alphanumeric with or without hyphen; letters with spaces; letters only', () => {
  it('the table holds every §5 generic rule', () => {
    expect(RULE_NAMES).toEqual(TABLE.map(([name]) => name));
  });

  describe.each(TABLE)('%s', (name, valid, invalid) => {
    it.each(valid)('accepts %j', (value) => {
      expect(validate(value, [name])).toEqual({ valid: true });
    });

    it.each(invalid)('refuses %j', (value) => {
      expect(validate(value, [name])).toEqual({ valid: false, rule: name, message: RULES[name].message });
    });
  });

  it('§5 e-mail pattern stays fast on a long adversarial domain', () => {
    const started = Date.now();
    EMAIL_PATTERN.test(`a@${'a-'.repeat(120)}!`);
    expect(Date.now() - started).toBeLessThan(50);
  });
});

describe('§5 rules apply in order and the first broken one is reported', () => {
  it.each([
    ['', ['required', 'email'], 'required'],
    ['a b', ['noWhitespace', 'letters'], 'noWhitespace'],
    ['ab1', ['noWhitespace', 'letters'], 'letters'],
    ['abc', ['noWhitespace', 'letters'], null],
    ['ABC', ['letters', 'regex:/^[A-Z]{3}$/'], null],
    ['abc', ['letters', 'regex:/^[A-Z]{3}$/'], 'regex:/^[A-Z]{3}$/'],
  ])('validate(%j, %j) breaks %j', (value, rules, broken) => {
    const result = validate(value, rules);
    expect(result.valid ? null : result.rule).toBe(broken);
  });

  it('§5 no rules means valid', () => {
    expect(validate('anything', [])).toEqual({ valid: true });
  });
});

describe('§5 a server-supplied rule of the form regex:/pattern/flags', () => {
  it.each([
    ['ABC', true],
    ['abc', true],
    ['AB', false],
    ['ABCD', false],
    ['', true],
  ])('regex:/^[A-Z]{3}$/i works: %j → %s', (value, valid) => {
    const parsed = parseRule('regex:/^[A-Z]{3}$/i');
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.validate(value).valid).toBe(valid);
    if (!valid) expect(parsed.validate(value)).toMatchObject({ message: REGEX_RULE_MESSAGE });
  });

  it.each([
    ['regex:/(a+)+$/', 'catastrophic-backtracking'],
    ['regex:/[/', 'malformed'],
    ['regex:/x/z', 'unknown-flag'],
    ['regex:/(a|aa)+$/', 'too-costly'],
    ['regex:/(a)\\1/', 'backreference'],
    ['regex:/(?<=a)b/', 'lookbehind'],
    ['lettres', 'unknown-rule'],
    ['Email', 'unknown-rule'],
    ['toString', 'unknown-rule'],
    ['__proto__', 'unknown-rule'],
    ['', 'unknown-rule'],
  ])('parseRule(%j) is refused as %s, and validate fails closed with that reason', (rule, reason) => {
    const parsed = parseRule(rule);
    expect(parsed).toMatchObject({ ok: false, rule, reason });
    expect(validate('aaaa', [rule])).toMatchObject({ valid: false, rule, reason });
  });

  it.each(['regex:/^a*$/', 'letters', 'noWhitespace'])(
    `§5 %s refuses values longer than ${RULE_MAX_INPUT_LENGTH} characters without testing them`,
    (rule) => {
      expect(validate('a'.repeat(RULE_MAX_INPUT_LENGTH), [rule])).toEqual({ valid: true });
      expect(validate('a'.repeat(RULE_MAX_INPUT_LENGTH + 1), [rule])).toEqual({
        valid: false,
        rule,
        message: INPUT_TOO_LONG_MESSAGE,
        reason: 'input-too-long',
      });
    },
  );

  // 30 s: 2000 runs outlast vitest's 5 s default on a loaded CI machine.
  it('§5 parseRule never throws for arbitrary strings', () => {
    const ruleish = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string().map((s) => `regex:${s}`),
      fc
        .string({ unit: fc.constantFrom(...'()[]{}|\\/*+?^$.,:=!<>-0aku'), maxLength: 30 })
        .map((s) => `regex:/${s}`),
      fc.constantFrom(...RULE_NAMES),
    );
    fc.assert(
      fc.property(ruleish, fc.string({ maxLength: 300 }), (rule, value) => {
        const parsed = parseRule(rule);
        expect(typeof parsed.ok).toBe('boolean');
        if (parsed.ok) expect(typeof parsed.validate(value).valid).toBe('boolean');
        else expect(parsed.message).not.toBe('');
      }),
      { numRuns: 2000 },
    );
  }, 30_000);
});

describe('§5 rules as a zod schema', () => {
  const schema = rulesSchema(['required', 'regex:/^[0-9]{6}$/']);
  it.each([
    ['560001', null],
    ['', 'This field is required'],
    ['56000', REGEX_RULE_MESSAGE],
  ])('%j → %j', (value, message) => {
    const result = schema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
