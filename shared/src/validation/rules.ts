// §5 generic rules as a table of named rules, plus the server-supplied `regex:/pattern/flags` rule.
import { z } from 'zod';
import { PHONE_LENGTH } from '../constants.ts';
import { DECIMAL_STRING } from '../money/amount.ts';
import { compileRegexRule, isRegexRule, type RegexRejection, RULE_MAX_INPUT_LENGTH } from './regexRule.ts';

/**
 * §5 e-mail pattern: the WHATWG `input type=email` grammar, with a dot required in the domain because
 * the product sends codes to real mailboxes and 'user@localhost' is a typo, not an address.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export interface NamedRule {
  pattern: RegExp;
  message: string;
}

/** §5 Generic rules. An empty value passes every one but `required`: emptiness is `required`'s to judge. */
export const RULES = {
  required: { pattern: /\S/, message: 'This field is required' },
  noWhitespace: { pattern: /^\S*$/, message: 'Spaces are not allowed' },
  email: { pattern: EMAIL_PATTERN, message: 'Please enter a valid email address' },
  phone: {
    pattern: new RegExp(`^\\d{0,${PHONE_LENGTH}}$`),
    message: `Please enter up to ${PHONE_LENGTH} digits`,
  },
  decimal: { pattern: DECIMAL_STRING, message: 'Please enter a valid number' },
  integer: { pattern: /^\d+$/, message: 'Please enter a whole number' },
  alphanumeric: { pattern: /^[A-Za-z0-9]+$/, message: 'Only letters and digits are allowed' },
  alphanumericHyphen: { pattern: /^[A-Za-z0-9-]+$/, message: 'Only letters, digits and hyphens are allowed' },
  lettersWithSpaces: {
    pattern: /^(?=.*[A-Za-z])[A-Za-z ]+$/,
    message: 'Only letters and spaces are allowed',
  },
  letters: { pattern: /^[A-Za-z]+$/, message: 'Only letters are allowed' },
} as const satisfies Record<string, NamedRule>;

export type RuleName = keyof typeof RULES;
export const RULE_NAMES = Object.keys(RULES) as RuleName[];

export const REGEX_RULE_MESSAGE = 'Invalid format';
export const INPUT_TOO_LONG_MESSAGE = `Must be at most ${RULE_MAX_INPUT_LENGTH} characters`;

export type RuleRejection = RegexRejection | 'unknown-rule';

export type ValidationResult =
  | { valid: true }
  | {
      valid: false;
      rule: string;
      message: string;
      /** Set when the value was not tested: it was too long, or the rule itself was refused. */
      reason?: RuleRejection | 'input-too-long';
    };

export type Validator = (value: string) => ValidationResult;

export type ParsedRule =
  | { ok: true; rule: string; validate: Validator }
  | { ok: false; rule: string; reason: RuleRejection; message: string };

const VALID: ValidationResult = { valid: true };

function isRuleName(rule: string): rule is RuleName {
  return Object.hasOwn(RULES, rule);
}

function validatorFor(rule: string, pattern: RegExp, message: string): Validator {
  return (value) => {
    // The length cap comes first so no pattern, ours or the server's, ever runs on unbounded input.
    if (value.length > RULE_MAX_INPUT_LENGTH) {
      return { valid: false, rule, message: INPUT_TOO_LONG_MESSAGE, reason: 'input-too-long' };
    }
    if (value === '' && rule !== 'required') return VALID;
    return pattern.test(value) ? VALID : { valid: false, rule, message };
  };
}

/**
 * Turns a rule name from RULES, or `regex:/pattern/flags`, into a validator. Never throws, whatever the
 * string (it may come from the server): an unusable rule comes back with the reason it was refused.
 */
export function parseRule(rule: string): ParsedRule {
  if (typeof rule !== 'string') {
    return { ok: false, rule: String(rule), reason: 'unknown-rule', message: 'A rule must be a string' };
  }
  if (isRuleName(rule)) {
    const { pattern, message } = RULES[rule];
    return { ok: true, rule, validate: validatorFor(rule, pattern, message) };
  }
  if (isRegexRule(rule)) {
    const compiled = compileRegexRule(rule);
    return compiled.ok
      ? { ok: true, rule, validate: validatorFor(rule, compiled.regex, REGEX_RULE_MESSAGE) }
      : { ok: false, rule, reason: compiled.reason, message: compiled.message };
  }
  return { ok: false, rule, reason: 'unknown-rule', message: `Unknown validation rule '${rule}'` };
}

/**
 * The first rule the value breaks, in the order given. A refused rule fails the value (it fails closed)
 * with the refusal's reason, so a broken server rule is visible instead of silently letting values through.
 */
export function validate(value: string, rules: readonly string[]): ValidationResult {
  for (const ruleString of rules) {
    const parsed = parseRule(ruleString);
    if (!parsed.ok)
      return { valid: false, rule: parsed.rule, message: parsed.message, reason: parsed.reason };
    const result = parsed.validate(value);
    if (!result.valid) return result;
  }
  return VALID;
}

/** A zod string schema applying `validate`, for forms whose rules arrive as strings. */
export function rulesSchema(rules: readonly string[]) {
  return z.string().superRefine((value, ctx) => {
    const result = validate(value, rules);
    if (!result.valid)
      ctx.addIssue({ code: 'custom', message: result.message, params: { rule: result.rule } });
  });
}
