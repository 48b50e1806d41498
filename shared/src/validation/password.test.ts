import { describe, expect, it } from 'vitest';
import {
  filterPasswordInput,
  meetsSignUpStrength,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_WHITESPACE_MESSAGE,
  passwordMaxLength,
  passwordSchema,
  passwordsMatch,
  passwordTooLongMessage,
  signUpPasswordSchema,
} from './password.ts';

const HINT = 'Min 8-15 characters, one capital letter and special character from “ !@%&* “';

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues[0]?.message;
}

describe('§5 Password input: min 8, max 15', () => {
  it.each(['abcdefgh', 'abcdefghijklmno', 'Demo@1234', '12345678'])('accepts %j', (value) => {
    expect(passwordSchema().safeParse(value).success).toBe(true);
  });

  it.each([
    ['', PASSWORD_REQUIRED_MESSAGE],
    ['a', PASSWORD_TOO_SHORT_MESSAGE],
    ['abcdefg', PASSWORD_TOO_SHORT_MESSAGE],
    ['abcdefghijklmnop', passwordTooLongMessage(15)],
    ['abcd efgh', PASSWORD_WHITESPACE_MESSAGE],
    ['abcdefgh\n', PASSWORD_WHITESPACE_MESSAGE],
  ])('refuses %j with %j', (value, message) => {
    expect(firstMessage(passwordSchema().safeParse(value))).toBe(message);
  });

  it('§5 refuses whitespace on every call, not every other call', () => {
    const schema = passwordSchema();
    expect([1, 2, 3].map(() => schema.safeParse('abcd efgh').success)).toEqual([false, false, false]);
  });
});

describe('§5 Password input with the no-min-max flag: max 100', () => {
  const schema = passwordSchema({ noMinMax: true });
  it.each(['a', 'abcdefg', 'x'.repeat(16), 'x'.repeat(100)])('accepts %j', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['', PASSWORD_REQUIRED_MESSAGE],
    ['x'.repeat(101), passwordTooLongMessage(100)],
    ['a b', PASSWORD_WHITESPACE_MESSAGE],
  ])('refuses %j with %j', (value, message) => {
    expect(firstMessage(schema.safeParse(value))).toBe(message);
  });

  it.each([
    [{}, 15],
    [{ noMinMax: false }, 15],
    [{ noMinMax: true }, 100],
  ])('passwordMaxLength(%j) is %i', (options, max) => {
    expect(passwordMaxLength(options)).toBe(max);
  });
});

describe("§5 Login: 'identifier and password fields reject some disallowed input' (whitespace)", () => {
  it.each([
    ['Demo@1234', {}, 'Demo@1234'],
    [' Demo@1234\n', {}, 'Demo@1234'],
    ['a b\tc', {}, 'abc'],
    ['x'.repeat(20), {}, 'x'.repeat(15)],
    ['x'.repeat(120), { noMinMax: true }, 'x'.repeat(100)],
  ])('filterPasswordInput(%j, %j) → %j', (typed, options, kept) => {
    expect(filterPasswordInput(typed, options)).toBe(kept);
  });
});

describe(`§5 Sign-up password hint: '${HINT}'`, () => {
  it.each(['Demo@1234', 'Abcdefg!', 'PASSWORD%1', 'aB&cdefg', 'Zz*zzzzzzzzzzzz'])('accepts %j', (value) => {
    expect(signUpPasswordSchema.safeParse(value).success).toBe(true);
    expect(meetsSignUpStrength(value)).toBe(true);
  });

  it.each([
    ['demo@1234', HINT],
    ['Demo12345', HINT],
    ['Demo#1234', HINT],
    ['Demo$1234', HINT],
    ['Dem@123', PASSWORD_TOO_SHORT_MESSAGE],
    ['Demo@12345678901', passwordTooLongMessage(15)],
    ['', PASSWORD_REQUIRED_MESSAGE],
  ])('refuses %j with %j', (value, message) => {
    expect(firstMessage(signUpPasswordSchema.safeParse(value))).toBe(message);
  });
});

describe('§5 Reset: new password and confirmation', () => {
  it.each([
    ['Demo@1234', 'Demo@1234', true],
    ['Demo@1234', 'demo@1234', false],
    ['Demo@1234', 'Demo@12345', false],
    ['Demo@1234', '', false],
  ])('passwordsMatch(%j, %j) is %s', (password, confirmation, expected) => {
    expect(passwordsMatch(password, confirmation)).toBe(expected);
  });
});
