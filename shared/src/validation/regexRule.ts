// §5 the server-supplied rule `regex:/pattern/flags`, compiled only when it can neither throw nor hang.
import safeRegex from 'safe-regex2';

/** Values longer than this are refused before any regex runs; it bounds every backtracking estimate below. */
export const RULE_MAX_INPUT_LENGTH = 256;
/** A server rule longer than this is refused unread: real field formats (PAN, IFSC, PIN) are far shorter. */
export const REGEX_RULE_MAX_PATTERN_LENGTH = 200;
/**
 * Upper bound on the backtracking states a pattern may need on an input of RULE_MAX_INPUT_LENGTH
 * (see estimateCost). Measured in V8: about 1.7e7 states take under 10 ms; 4e9 took 0.5 s and more.
 */
export const REGEX_RULE_MAX_COST = 1e8;

export const REGEX_RULE_PREFIX = 'regex:';

/** JavaScript's own flags; anything else (PCRE's x, U, D…) is unknown. */
const JS_FLAGS = 'dgimsuvy';
/** y makes test() depend on lastIndex; v brings set syntax this module's scanner does not read. */
const UNSUPPORTED_FLAGS = 'vy';

export type RegexRejection =
  | 'malformed'
  | 'empty-pattern'
  | 'pattern-too-long'
  | 'unknown-flag'
  | 'unsupported-flag'
  | 'backreference'
  | 'lookbehind'
  | 'catastrophic-backtracking'
  | 'too-costly';

export type CompiledRegexRule =
  | { ok: true; regex: RegExp }
  | { ok: false; reason: RegexRejection; message: string };

function reject(reason: RegexRejection, message: string): CompiledRegexRule {
  return { ok: false, reason, message };
}

export function isRegexRule(rule: string): boolean {
  return rule.startsWith(REGEX_RULE_PREFIX);
}

/**
 * Compiles `regex:/pattern/flags`. Never throws: every way a server string can be wrong or dangerous
 * comes back as a reason. The g flag is accepted and dropped, because a global regex's test() is stateful.
 */
export function compileRegexRule(rule: string): CompiledRegexRule {
  if (typeof rule !== 'string' || !isRegexRule(rule)) {
    return reject('malformed', `A regex rule has the form ${REGEX_RULE_PREFIX}/pattern/flags`);
  }
  const body = rule.slice(REGEX_RULE_PREFIX.length);
  const close = body.lastIndexOf('/');
  if (!body.startsWith('/') || close <= 0) {
    return reject('malformed', `A regex rule has the form ${REGEX_RULE_PREFIX}/pattern/flags`);
  }
  const pattern = body.slice(1, close);
  const flags = body.slice(close + 1);
  if (pattern.length === 0) return reject('empty-pattern', 'The regex rule has an empty pattern');
  if (pattern.length > REGEX_RULE_MAX_PATTERN_LENGTH) {
    return reject(
      'pattern-too-long',
      `The regex rule pattern is longer than ${REGEX_RULE_MAX_PATTERN_LENGTH} characters`,
    );
  }
  for (const [index, flag] of [...flags].entries()) {
    if (!JS_FLAGS.includes(flag)) return reject('unknown-flag', `Unknown regex flag '${flag}'`);
    if (UNSUPPORTED_FLAGS.includes(flag))
      return reject('unsupported-flag', `Unsupported regex flag '${flag}'`);
    if (flags.indexOf(flag) !== index) return reject('malformed', `Regex flag '${flag}' is repeated`);
  }
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, flags.replace('g', ''));
  } catch (error) {
    return reject('malformed', error instanceof Error ? error.message : 'Invalid regular expression');
  }
  let scan: Scan;
  try {
    scan = scanPattern(pattern, regex.multiline);
  } catch {
    // The engine accepted the pattern but the scanner could not follow it: refuse what cannot be costed.
    return reject('too-costly', 'The regex rule could not be checked for backtracking cost');
  }
  if (scan.problem === 'backreference') {
    return reject('backreference', 'Backreferences are not allowed in a regex rule');
  }
  if (scan.problem === 'lookbehind') return reject('lookbehind', 'Lookbehind is not allowed in a regex rule');
  if (!safeRegex(pattern)) {
    return reject('catastrophic-backtracking', 'The regex rule nests repetition and could backtrack forever');
  }
  if (!(scan.cost <= REGEX_RULE_MAX_COST)) {
    return reject(
      'too-costly',
      'The regex rule repeats too much (repeated alternation or many open-ended repeats); use a character class',
    );
  }
  return { ok: true, regex };
}

interface Scan {
  /** Estimated backtracking states on an input of RULE_MAX_INPUT_LENGTH, from every start position. */
  cost: number;
  problem: 'backreference' | 'lookbehind' | null;
}

/**
 * A small reader of JavaScript regex syntax (the engine has already accepted the pattern) that finds
 * what safe-regex2 does not: backreferences, lookbehind (its parser throws on them, which reads as
 * "unsafe" without saying why), and polynomial or exponential backtracking without nested
 * repetition, such as `(a|aa)+$` or `\d+\d+\d+\d+x`.
 *
 * Cost model: a sequence multiplies its items' choices, an alternation adds its branches, a
 * quantifier {min,max} offers (max - min + 1) choices, each repetition of a body that itself has c
 * paths multiplies by c, and an unanchored pattern is tried from every start position. Open-ended
 * counts are capped at the input limit. It over-estimates, which only ever refuses a safe pattern.
 */
function scanPattern(src: string, multiline: boolean): Scan {
  const n = RULE_MAX_INPUT_LENGTH;
  let pos = 0;
  let problem: Scan['problem'] = null;

  // Position just past the next `char`; throws rather than returning to the start and looping.
  const after = (char: string): number => {
    const found = src.indexOf(char, pos);
    if (found < 0) throw new SyntaxError(`expected ${char}`);
    return found + 1;
  };

  const alternation = (top: boolean): number => {
    let total = 0;
    for (;;) {
      const anchored = top && !multiline && src[pos] === '^';
      total += sequence() * (top && !anchored ? n + 1 : 1);
      if (src[pos] !== '|') return total;
      pos++;
    }
  };

  const sequence = (): number => {
    let cost = 1;
    while (pos < src.length && src[pos] !== '|' && src[pos] !== ')') cost *= item();
    return cost;
  };

  const item = (): number => {
    const atomCost = atom();
    const quantifier = readQuantifier();
    if (!quantifier) return atomCost;
    const hi = Math.min(quantifier.max, n);
    const lo = Math.min(quantifier.min, hi);
    return (hi - lo + 1) * atomCost ** hi;
  };

  const atom = (): number => {
    const char = src[pos];
    if (char === '\\') {
      const next = src[pos + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') problem ??= 'backreference';
      pos += 2;
      if (/[pPu]/.test(next) && src[pos] === '{') pos = after('}');
      return 1;
    }
    if (char === '[') {
      pos++;
      if (src[pos] === '^') pos++;
      while (src[pos] !== ']') {
        if (pos >= src.length) throw new SyntaxError('unclosed class');
        pos += src[pos] === '\\' ? 2 : 1;
      }
      pos++;
      return 1;
    }
    if (char === '(') {
      pos++;
      if (src[pos] === '?') {
        const head = src.slice(pos, pos + 3);
        if (head === '?<=' || head === '?<!') {
          problem ??= 'lookbehind';
          pos += 3;
        } else if (head.startsWith('?<')) pos = after('>');
        else if (/^\?[:=!]/.test(head)) pos += 2;
        else pos = after(':'); // modifiers such as (?i:…)
      }
      const inner = alternation(false);
      if (src[pos] !== ')') throw new SyntaxError('unclosed group');
      pos++;
      return inner;
    }
    if (char === ')') throw new SyntaxError('unbalanced group');
    pos++;
    return 1;
  };

  const readQuantifier = (): { min: number; max: number } | null => {
    const char = src[pos];
    let quantifier: { min: number; max: number } | null = null;
    if (char === '*') quantifier = { min: 0, max: Number.POSITIVE_INFINITY };
    else if (char === '+') quantifier = { min: 1, max: Number.POSITIVE_INFINITY };
    else if (char === '?') quantifier = { min: 0, max: 1 };
    if (quantifier) pos++;
    else if (char === '{') {
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(pos));
      if (!braces) return null;
      const min = Number(braces[1]);
      const max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Number.POSITIVE_INFINITY;
      quantifier = { min, max };
      pos += braces[0].length;
    }
    if (quantifier && src[pos] === '?') pos++;
    return quantifier;
  };

  const cost = alternation(true);
  if (pos !== src.length) throw new SyntaxError('unbalanced group');
  return { cost, problem };
}
